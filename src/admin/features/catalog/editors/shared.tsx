/** What every API-editor input shares: its frame (label, field-level message) and the props the generator passes. */
import type { ReactNode } from 'react';
import { Box, FormHelperText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Issue } from './checks.ts';

export type { CustomInputProps } from '../../../overrides/inputs.ts';

export function EditorFrame({
  label,
  error,
  children,
  testId,
}: {
  label: string;
  error?: string;
  children: ReactNode;
  testId: string;
}) {
  const t = useTranslate();
  return (
    <Box sx={{ width: '100%', mb: 2 }} data-testid={testId}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t(label)}
      </Typography>
      {children}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/** The message of a cell, translated, once the user has touched the field or tried to save. */
export function useCellMessage(issues: Issue[], show: boolean) {
  const t = useTranslate();
  return (at: string) => {
    const issue = show ? issues.find((i) => i.at === at) : undefined;
    return issue ? t(issue.key, issue.args) : undefined;
  };
}

/** react-admin hands back { message, args } or a key; the frame shows it translated. */
export function useFieldError(error: { message?: string } | undefined, show: boolean): string | undefined {
  const t = useTranslate();
  if (!show || !error?.message) return undefined;
  const text = error.message.replace(/^@@react-admin@@/, '');
  try {
    const parsed = JSON.parse(text) as { message: string; args?: Record<string, unknown> } | string;
    return typeof parsed === 'string' ? t(parsed) : t(parsed.message, parsed.args);
  } catch {
    return t(text);
  }
}
