/**
 * An API's request parameters (path, query, header): name, type, required, description (Chinese and English) and
 * example per row.
 * Path parameters the listen path names but the list lacks are offered with one click; one the path does not
 * name is flagged. Stored as the OpenAPI-shaped list the import writes ({ name, in, required, description, schema }).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  TextField,
  Tooltip,
} from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { PARAM_PLACES, SCALAR_TYPES, firstIssue, paramIssues, pathParamNames, type Param } from './checks.ts';
import { EditorFrame, useCellMessage, useFieldError, type CustomInputProps } from './shared.tsx';

const COLUMNS = {
  xs: '1fr 1fr',
  md: '110px minmax(120px, 1fr) 110px 90px minmax(140px, 1.3fr) minmax(140px, 1.3fr) minmax(100px, 1fr) 40px',
};

export default function ParamsInput({ source, label, validate, disabled }: CustomInputProps) {
  const t = useTranslate();
  const listenPath = useWatch({ name: 'listen_path' }) as unknown;
  const check = (v: Param[] | null, all: Record<string, unknown>) => firstIssue(paramIssues(v, all?.listen_path));
  const { field, fieldState, formState } = useInput({ source, validate: [...validate, check] });
  const list: Param[] = Array.isArray(field.value) ? field.value : [];
  const show = fieldState.isTouched || formState.isSubmitted;
  const cell = useCellMessage(paramIssues(list, listenPath), show);
  const fieldError = useFieldError(fieldState.error, show);
  const { trigger } = useFormContext();
  // checked again at every change, as the error codes are (ErrorCodesInput.tsx says why)
  const write = (next: Param[]) => {
    field.onChange(next.length ? next : null);
    void trigger(source);
  };
  const patch = (i: number, p: Partial<Param>) => write(list.map((row, j) => (j === i ? { ...row, ...p } : row)));
  const patchSchema = (i: number, s: Record<string, unknown>) =>
    patch(i, { schema: { ...(list[i].schema ?? {}), ...s } });
  const missing = pathParamNames(listenPath).filter((n) => !list.some((p) => p.in === 'path' && p.name === n));
  return (
    <EditorFrame label={label} error={fieldError} testId={`editor-${source}`}>
      {list.map((p, i) => (
        <Paper
          key={i}
          variant="outlined"
          sx={{ p: 1, mb: 1, display: 'grid', gap: 1, gridTemplateColumns: COLUMNS, alignItems: 'start' }}
          data-testid="param-row"
        >
          <TextField
            select
            size="small"
            label={t('catalog.editor.in')}
            value={p.in}
            disabled={disabled}
            onChange={(e) => patch(i, { in: e.target.value, ...(e.target.value === 'path' ? { required: true } : {}) })}
          >
            {PARAM_PLACES.map((place) => (
              <MenuItem key={place} value={place}>
                {t(`catalog.editor.place_${place}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('catalog.editor.param_name')}
            value={p.name}
            disabled={disabled}
            onBlur={field.onBlur}
            inputProps={{ 'data-testid': `param-${i}-name` }}
            onChange={(e) => patch(i, { name: e.target.value })}
            error={!!cell(`${i}.name`)}
            helperText={cell(`${i}.name`)}
          />
          <TextField
            select
            size="small"
            label={t('catalog.editor.type')}
            value={p.schema?.type ?? 'string'}
            disabled={disabled}
            onChange={(e) => patchSchema(i, { type: e.target.value })}
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
            disabled={disabled || p.in === 'path'}
            control={
              <Checkbox
                size="small"
                checked={p.in === 'path' || !!p.required}
                onChange={(e) => patch(i, { required: e.target.checked })}
              />
            }
          />
          <TextField
            size="small"
            label={t('catalog.editor.description')}
            value={p.description ?? ''}
            disabled={disabled}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            onChange={(e) => patch(i, { description: e.target.value || null })}
          />
          <TextField
            size="small"
            label={t('catalog.editor.description_en')}
            value={p.description_en ?? ''}
            disabled={disabled}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            inputProps={{ 'data-testid': `param-${i}-description-en` }}
            onChange={(e) => patch(i, { description_en: e.target.value || null })}
          />
          <TextField
            size="small"
            label={t('catalog.editor.example')}
            value={p.schema?.example === undefined ? '' : String(p.schema.example)}
            disabled={disabled}
            onChange={(e) => patchSchema(i, { example: e.target.value === '' ? undefined : e.target.value })}
            onBlur={field.onBlur}
            error={!!cell(`${i}.example`)}
            helperText={cell(`${i}.example`)}
          />
          <Tooltip title={t('catalog.editor.remove')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('catalog.editor.remove')}
                disabled={disabled}
                onClick={() => write(list.filter((_, j) => j !== i))}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Paper>
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled}
          data-testid="param-add"
          onClick={() =>
            write([...list, { name: '', in: 'query', required: false, description: null, schema: { type: 'string' } }])
          }
        >
          {t('catalog.editor.add_param')}
        </Button>
        {missing.length > 0 && (
          <Button
            size="small"
            variant="outlined"
            disabled={disabled}
            data-testid="param-from-path"
            onClick={() =>
              write([
                ...list,
                ...missing.map((name) => ({
                  name,
                  in: 'path',
                  required: true,
                  description: null,
                  schema: { type: 'string' },
                })),
              ])
            }
          >
            {t('catalog.editor.from_path', { names: missing.join(', ') })}
          </Button>
        )}
      </Box>
    </EditorFrame>
  );
}
