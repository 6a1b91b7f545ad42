/**
 * Request and response examples. Typed as text, stored as the JSON value when the media type is JSON (so the
 * OpenAPI export carries a real `example`), as the text itself for any other media type (src/shared/examples.ts).
 * Text that is not JSON under a JSON media type is flagged next to the box and the form refuses to save.
 */
import { useEffect, useRef, useState } from 'react';
import { TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { exampleFromText, exampleToText, isJsonMedia } from '../../../../shared/examples.ts';
import { EditorFrame, useFieldError, type CustomInputProps } from './shared.tsx';

interface ExampleTextProps {
  value: unknown;
  contentType: unknown;
  /** the value to store, or `invalid` when the text is not JSON under a JSON media type */
  onChange: (next: { ok: true; value: unknown } | { ok: false }) => void;
  onBlur?: () => void;
  disabled?: boolean;
  label: string;
  testId: string;
}

/** The text box: its own text (what was typed), re-read when the media type changes. */
export function ExampleText({ value, contentType, onChange, onBlur, disabled, label, testId }: ExampleTextProps) {
  const t = useTranslate();
  const [text, setText] = useState(() => exampleToText(value, contentType));
  const [bad, setBad] = useState(false);
  const json = isJsonMedia(contentType);
  const first = useRef(true);
  const apply = (next: string) => {
    const parsed = exampleFromText(next, contentType);
    setBad(!parsed.ok);
    onChange(parsed);
  };
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    apply(text);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [json]);
  return (
    <TextField
      multiline
      minRows={4}
      maxRows={20}
      fullWidth
      size="small"
      label={label}
      value={text}
      disabled={disabled}
      onBlur={onBlur}
      onChange={(e) => {
        setText(e.target.value);
        apply(e.target.value);
      }}
      error={bad}
      helperText={
        bad
          ? t('catalog.editor.example_not_json', { type: String(contentType || 'application/json') })
          : t(json ? 'catalog.editor.example_json_hint' : 'catalog.editor.example_text_hint')
      }
      inputProps={{ 'data-testid': testId, style: { fontFamily: 'monospace' } }}
    />
  );
}

/** response_example: the success response's example, read against the response's media type. */
export default function ResponseExampleInput({ source, label, validate, disabled }: CustomInputProps) {
  const t = useTranslate();
  const response = useWatch({ name: 'response_schema' }) as { content_type?: string | null } | null | undefined;
  const invalid = useRef(false);
  const { trigger } = useFormContext();
  const check = () => (invalid.current ? 'catalog.editor.example_fix' : undefined);
  const { field, fieldState, formState } = useInput({ source, validate: [...validate, check] });
  const fieldError = useFieldError(fieldState.error, fieldState.isTouched || formState.isSubmitted);
  return (
    <EditorFrame label={label} error={fieldError} testId={`editor-${source}`}>
      <ExampleText
        value={field.value}
        contentType={response?.content_type}
        disabled={disabled}
        label={t('catalog.editor.example')}
        testId={`${source}-text`}
        onBlur={field.onBlur}
        onChange={(r) => {
          invalid.current = !r.ok;
          if (r.ok) field.onChange(r.value);
          // the validity lives beside the value: ask the form to look again, so a fixed example clears its error at once
          void trigger(source);
        }}
      />
    </EditorFrame>
  );
}
