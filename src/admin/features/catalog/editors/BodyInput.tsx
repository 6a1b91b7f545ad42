/**
 * A request body or a success response: content type (and status, description for a response) and the schema's
 * top-level fields as rows (name, type, required, description, example). A schema the rows cannot show (nested
 * objects, arrays of objects, oneOf) is edited as JSON instead; nested parts of a row are kept as they are.
 */
import { useRef, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Checkbox, FormControlLabel, IconButton, MenuItem, Paper, Switch, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { SCALAR_TYPES, bodyIssues, firstIssue, type BodyValue, type ParamSchema } from './checks.ts';
import { EditorFrame, useCellMessage, useFieldError, type CustomInputProps } from './shared.tsx';
import { ExampleText } from './ExampleInput.tsx';

const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  'text/plain',
];
const COLUMNS = { xs: '1fr 1fr', md: 'minmax(120px, 1fr) 110px 90px minmax(160px, 1.5fr) minmax(100px, 1fr) 40px' };

type Schema = { type?: string; properties?: Record<string, ParamSchema>; required?: string[]; [k: string]: unknown };

/** Rows can show a schema that is an object of fields (or nothing yet). */
const rowsFit = (s: Schema | null | undefined) =>
  !s ||
  Object.keys(s).length === 0 ||
  ((s.type === 'object' || (!s.type && !!s.properties)) && !s.oneOf && !s.anyOf && !s.allOf);

function BodyEditor({ source, label, validate, disabled, response }: CustomInputProps & { response: boolean }) {
  const t = useTranslate();
  // the request body's example lives in the body value (the response's is the response_example field)
  const exampleInvalid = useRef(false);
  const { trigger } = useFormContext();
  const check = (v: BodyValue | null) =>
    v && !response && exampleInvalid.current ? 'catalog.editor.example_fix' : firstIssue(bodyIssues(v, response));
  const { field, fieldState, formState } = useInput({ source, validate: [...validate, check] });
  const value: BodyValue | null = field.value && typeof field.value === 'object' ? field.value : null;
  const schema = (value?.schema ?? null) as Schema | null;
  const [asJson, setAsJson] = useState(!rowsFit(schema));
  const [jsonText, setJsonText] = useState(() => (schema ? JSON.stringify(schema, null, 2) : ''));
  const [jsonError, setJsonError] = useState(false);
  const show = fieldState.isTouched || formState.isSubmitted;
  const cell = useCellMessage(bodyIssues(value, response), show);
  const fieldError = useFieldError(fieldState.error, show);
  const on = !!value;
  const base: BodyValue = response
    ? { status: '200', description: null, content_type: 'application/json', schema: null }
    : { content_type: 'application/json', schema: null, required: true };
  const write = (patch: Partial<BodyValue>) => field.onChange({ ...(value ?? base), ...patch });
  const props = schema?.properties ?? {};
  const required = new Set(schema?.required ?? []);
  const writeFields = (entries: [string, ParamSchema][], req: Set<string>) =>
    write({
      schema: entries.length
        ? {
            ...(schema ?? {}),
            type: 'object',
            properties: Object.fromEntries(entries),
            required: [...req].filter((n) => entries.some(([k]) => k === n)),
          }
        : null,
    });
  const entries = Object.entries(props);
  const rename = (i: number, name: string) => {
    const [old, s] = entries[i];
    const req = new Set(required);
    if (req.delete(old)) req.add(name);
    writeFields(
      entries.map((e, j) => (j === i ? [name, s] : e)),
      req,
    );
  };
  const setRow = (i: number, s: Partial<ParamSchema>) =>
    writeFields(
      entries.map(([n, v], j) => (j === i ? [n, { ...v, ...s }] : [n, v])),
      required,
    );
  return (
    <EditorFrame label={label} error={fieldError} testId={`editor-${source}`}>
      <FormControlLabel
        label={t(response ? 'catalog.editor.has_response' : 'catalog.editor.has_body')}
        disabled={disabled}
        control={
          <Switch
            checked={on}
            onChange={(e) => field.onChange(e.target.checked ? base : null)}
            inputProps={{ 'aria-label': t(label) }}
          />
        }
      />
      {on && (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', md: response ? '100px 220px minmax(0, 1fr)' : '260px auto' },
            mb: 1,
            alignItems: 'start',
          }}
        >
          {response && (
            <TextField
              size="small"
              label={t('catalog.editor.status')}
              value={value?.status ?? ''}
              disabled={disabled}
              onBlur={field.onBlur}
              onChange={(e) => write({ status: e.target.value })}
              error={!!cell('status')}
              helperText={cell('status')}
            />
          )}
          <TextField
            select
            size="small"
            label={t('catalog.editor.content_type')}
            value={value?.content_type ?? 'application/json'}
            disabled={disabled}
            onChange={(e) => write({ content_type: e.target.value })}
          >
            {[...new Set([...CONTENT_TYPES, value?.content_type ?? 'application/json'])].map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          {response ? (
            <TextField
              size="small"
              label={t('catalog.editor.description')}
              value={value?.description ?? ''}
              disabled={disabled}
              onChange={(e) => write({ description: e.target.value || null })}
            />
          ) : (
            <FormControlLabel
              label={t('catalog.editor.required')}
              disabled={disabled}
              control={
                <Checkbox
                  size="small"
                  checked={!!value?.required}
                  onChange={(e) => write({ required: e.target.checked })}
                />
              }
            />
          )}
        </Box>
      )}
      {on && (
        <FormControlLabel
          label={t('catalog.editor.as_json')}
          disabled={disabled}
          control={
            <Switch
              size="small"
              checked={asJson}
              onChange={(e) => {
                setJsonText(schema ? JSON.stringify(schema, null, 2) : '');
                setJsonError(false);
                setAsJson(e.target.checked || !rowsFit(schema));
              }}
            />
          }
        />
      )}
      {on && asJson && (
        <TextField
          multiline
          minRows={6}
          fullWidth
          size="small"
          label={t('catalog.editor.schema_json')}
          value={jsonText}
          disabled={disabled}
          inputProps={{ 'data-testid': `${source}-json`, style: { fontFamily: 'monospace' } }}
          onChange={(e) => {
            setJsonText(e.target.value);
            if (!e.target.value.trim()) {
              setJsonError(false);
              write({ schema: null });
              return;
            }
            try {
              const parsed = JSON.parse(e.target.value);
              setJsonError(typeof parsed !== 'object' || parsed === null);
              if (typeof parsed === 'object' && parsed) write({ schema: parsed });
            } catch {
              setJsonError(true);
            }
          }}
          error={jsonError}
          helperText={jsonError ? t('catalog.editor.bad_json') : t('catalog.editor.schema_hint')}
        />
      )}
      {on && !response && (
        <Box sx={{ mb: 1 }}>
          <ExampleText
            value={value?.example}
            contentType={value?.content_type}
            disabled={disabled}
            label={t('catalog.editor.request_example')}
            testId={`${source}-example`}
            onBlur={field.onBlur}
            onChange={(r) => {
              exampleInvalid.current = !r.ok;
              if (r.ok) write({ example: r.value ?? undefined });
              void trigger(source);
            }}
          />
        </Box>
      )}
      {on && !asJson && (
        <>
          {entries.map(([name, s], i) => (
            <Paper
              key={i}
              variant="outlined"
              sx={{ p: 1, mb: 1, display: 'grid', gap: 1, gridTemplateColumns: COLUMNS, alignItems: 'start' }}
              data-testid="body-field-row"
            >
              <TextField
                size="small"
                label={t('catalog.editor.field_name')}
                value={name}
                disabled={disabled}
                onBlur={field.onBlur}
                onChange={(e) => rename(i, e.target.value)}
                error={!!cell(`field.${name}.name`)}
                helperText={cell(`field.${name}.name`)}
              />
              <TextField
                select
                size="small"
                label={t('catalog.editor.type')}
                value={s?.type ?? 'string'}
                disabled={disabled}
                onChange={(e) => setRow(i, { type: e.target.value })}
              >
                {SCALAR_TYPES.map((ty) => (
                  <MenuItem key={ty} value={ty}>
                    {ty}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                sx={{ m: 0 }}
                label={t('catalog.editor.required')}
                disabled={disabled}
                control={
                  <Checkbox
                    size="small"
                    checked={required.has(name)}
                    onChange={(e) => {
                      const r = new Set(required);
                      if (e.target.checked) r.add(name);
                      else r.delete(name);
                      writeFields(entries, r);
                    }}
                  />
                }
              />
              <TextField
                size="small"
                label={t('catalog.editor.description')}
                value={String(s?.description ?? '')}
                disabled={disabled}
                sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
                onChange={(e) => setRow(i, { description: e.target.value || undefined })}
              />
              <TextField
                size="small"
                label={t('catalog.editor.example')}
                value={s?.example === undefined ? '' : String(s.example)}
                disabled={disabled}
                onChange={(e) => setRow(i, { example: e.target.value === '' ? undefined : e.target.value })}
                error={!!cell(`field.${name}.example`)}
                helperText={cell(`field.${name}.example`)}
              />
              <IconButton
                size="small"
                aria-label={t('catalog.editor.remove')}
                disabled={disabled}
                onClick={() =>
                  writeFields(
                    entries.filter((_, j) => j !== i),
                    required,
                  )
                }
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Paper>
          ))}
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={disabled}
            data-testid={`${source}-add-field`}
            onClick={() => {
              let n = entries.length + 1;
              while (props[`field${n}`]) n += 1;
              writeFields([...entries, [`field${n}`, { type: 'string' }]], required);
            }}
          >
            {t('catalog.editor.add_field')}
          </Button>
        </>
      )}
    </EditorFrame>
  );
}

export const RequestBodyInput = (p: CustomInputProps) => <BodyEditor {...p} response={false} />;
export const ResponseInput = (p: CustomInputProps) => <BodyEditor {...p} response />;
