/** An API's error codes: code (an HTTP status or the backend's own code) and what it means, one row each. */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { errorCodeIssues, firstIssue, type ErrorCode } from './checks.ts';
import { EditorFrame, useCellMessage, useFieldError, type CustomInputProps } from './shared.tsx';

const check = (v: ErrorCode[] | null) => firstIssue(errorCodeIssues(v));

export default function ErrorCodesInput({ source, label, validate, disabled }: CustomInputProps) {
  const t = useTranslate();
  const { field, fieldState, formState } = useInput({ source, validate: [...validate, check] });
  const list: ErrorCode[] = Array.isArray(field.value) ? field.value : [];
  const show = fieldState.isTouched || formState.isSubmitted;
  const cell = useCellMessage(errorCodeIssues(list), show);
  const fieldError = useFieldError(fieldState.error, show);
  const { trigger } = useFormContext();
  // every change is checked again at once, not only when an error shows: left until the blur, a stale error
  // vanished on the mouse-down on Save, the form got shorter, the button moved up under the pointer and the click
  // was lost. Unconditional, because the check a blur started may still be running with the old rows when the next
  // change comes (seen under load in CI): this render's fieldState.error is then empty, and the old rows' verdict
  // would land after it and stay
  const write = (next: ErrorCode[]) => {
    field.onChange(next.length ? next : null);
    void trigger(source);
  };
  return (
    <EditorFrame label={label} error={fieldError} testId={`editor-${source}`}>
      {list.map((e, i) => (
        <Box
          key={i}
          sx={{
            display: 'grid',
            gap: 1,
            mb: 1,
            gridTemplateColumns: { xs: '110px minmax(0, 1fr) 40px', md: '160px minmax(0, 1fr) 40px' },
            alignItems: 'start',
          }}
          data-testid="error-code-row"
        >
          <TextField
            size="small"
            label={t('catalog.editor.code')}
            value={String(e.code ?? '')}
            disabled={disabled}
            onBlur={field.onBlur}
            onChange={(ev) => write(list.map((row, j) => (j === i ? { ...row, code: ev.target.value } : row)))}
            error={!!cell(`${i}.code`)}
            helperText={cell(`${i}.code`)}
          />
          <TextField
            size="small"
            label={t('catalog.editor.meaning')}
            value={e.description ?? ''}
            disabled={disabled}
            onBlur={field.onBlur}
            onChange={(ev) => write(list.map((row, j) => (j === i ? { ...row, description: ev.target.value } : row)))}
            error={!!cell(`${i}.description`)}
            helperText={cell(`${i}.description`)}
          />
          <IconButton
            size="small"
            aria-label={t('catalog.editor.remove')}
            disabled={disabled}
            onClick={() => write(list.filter((_, j) => j !== i))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={disabled}
        data-testid="error-code-add"
        onClick={() => write([...list, { code: '', description: '' }])}
      >
        {t('catalog.editor.add_code')}
      </Button>
    </EditorFrame>
  );
}
