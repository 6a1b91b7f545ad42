/** A group's backend per environment: base URL and timeout for test, UAT and production; an empty URL leaves that environment out. */
import { Box, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { ENVS, firstIssue, upstreamIssues, type Upstream } from './checks.ts';
import { EditorFrame, useCellMessage, useFieldError, type CustomInputProps } from './shared.tsx';

const ENV_KEY: Record<number, string> = {
  1: 'catalog.editor.env_test',
  2: 'catalog.editor.env_uat',
  3: 'catalog.editor.env_prod',
};
const check = (v: Upstream[] | null) => firstIssue(upstreamIssues(v));

export default function UpstreamsInput({ source, label, validate, disabled }: CustomInputProps) {
  const t = useTranslate();
  const { field, fieldState, formState } = useInput({ source, validate: [...validate, check] });
  const list: Upstream[] = Array.isArray(field.value) ? field.value : [];
  const show = fieldState.isTouched || formState.isSubmitted;
  const cell = useCellMessage(upstreamIssues(list), show);
  const fieldError = useFieldError(fieldState.error, show);
  const set = (env: number, patch: Partial<Upstream>) => {
    const current = list.find((u) => u.env_type === env) ?? { env_type: env, base_url: '', timeout_ms: 10000 };
    const next = { ...current, ...patch };
    const rest = list.filter((u) => u.env_type !== env);
    field.onChange((next.base_url.trim() ? [...rest, next] : rest).sort((a, b) => a.env_type - b.env_type));
  };
  return (
    <EditorFrame label={label} error={fieldError} testId={`editor-${source}`}>
      {ENVS.map((env) => {
        const u = list.find((x) => x.env_type === env);
        return (
          <Box
            key={env}
            sx={{
              display: 'grid',
              gap: 1,
              mb: 1,
              gridTemplateColumns: { xs: '1fr', sm: '110px minmax(0, 1fr) 160px' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ pt: { sm: 1 }, fontWeight: 500 }}>{t(ENV_KEY[env])}</Box>
            <TextField
              size="small"
              label={t('catalog.editor.base_url')}
              placeholder="https://backend.example.com/v1"
              value={u?.base_url ?? ''}
              disabled={disabled}
              inputProps={{ 'data-testid': `upstream-${env}-url` }}
              onChange={(e) => set(env, { base_url: e.target.value })}
              onBlur={field.onBlur}
              error={!!cell(`${env}.base_url`)}
              helperText={cell(`${env}.base_url`) ?? (u ? ' ' : t('catalog.editor.env_off'))}
            />
            <TextField
              size="small"
              label={t('catalog.editor.timeout')}
              type="number"
              value={u?.timeout_ms ?? ''}
              disabled={disabled || !u}
              inputProps={{ min: 100, max: 600000, 'data-testid': `upstream-${env}-timeout` }}
              onChange={(e) => set(env, { timeout_ms: e.target.value === '' ? null : Number(e.target.value) })}
              onBlur={field.onBlur}
              error={!!cell(`${env}.timeout_ms`)}
              helperText={cell(`${env}.timeout_ms`) ?? ' '}
            />
          </Box>
        );
      })}
    </EditorFrame>
  );
}
