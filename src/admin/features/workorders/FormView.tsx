/** A work order's form as label: value rows (the template's fields first, any other keys in words). */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { FileDownload } from '../../ui/FileDownload.tsx';
import { pick, type TemplateField } from './api.ts';
import { operationUrl } from '../../../api/call.ts';

/** the wire path of an uploaded file (the operation fileDownload) */
export const fileUrl = (id: string) => operationUrl('fileDownload', { file_id: id });

function fieldValue(f: TemplateField, v: unknown, locale: string): ReactNode {
  if (v === undefined || v === null || v === '') return '—';
  if (f.type === 'choice') {
    const o = f.options?.find((x) => x.value === v);
    return o ? pick(locale, o.label, o.label_en) : String(v);
  }
  if (f.type === 'file' && typeof v === 'string') return <FileDownload url={fileUrl(v)} />;
  return String(v);
}

/** a value of a form no template describes, in words: lists one item a line, objects as name: value, nothing as — */
function readable(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (Array.isArray(v)) return v.length ? v.map(readable).join('\n') : '—';
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== null && x !== undefined)
      .map(([k, x]) => `${k}: ${typeof x === 'object' ? readable(x) : String(x)}`)
      .join(', ');
  return String(v);
}

export function FormView({ fields, form }: { fields: TemplateField[] | undefined; form: Record<string, unknown> }) {
  const [locale] = useLocaleState();
  const known = fields ?? [];
  const extra = Object.keys(form).filter((k) => !known.some((f) => f.key === k));
  const rows: Array<[string, ReactNode]> = [
    ...known.map((f) => [pick(locale, f.label, f.label_en), fieldValue(f, form[f.key], locale)] as [string, ReactNode]),
    ...extra.map((k) => [k, readable(form[k])] as [string, ReactNode]),
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, m: 0 }}
      data-testid="wo-form"
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
