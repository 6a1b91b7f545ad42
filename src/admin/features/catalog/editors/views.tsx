/** Read-only views of the API editor's values for show pages and providerapilook: small tables, not raw JSON. */
import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { BodyValue, ErrorCode, Param, ParamSchema, Upstream } from './checks.ts';
import { exampleToText } from '../../../../shared/examples.ts';
import { DataTable } from '../../../../shell/ui/DataTable.tsx';
import { TemplateMark } from './TemplateMark.tsx';

const ENV_KEY: Record<number, string> = {
  1: 'catalog.editor.env_test',
  2: 'catalog.editor.env_uat',
  3: 'catalog.editor.env_prod',
};
const none = (t: (k: string) => string) => (
  <Typography variant="body2" color="text.secondary">
    {t('catalog.editor.none')}
  </Typography>
);
const cellSx = { overflowWrap: 'anywhere' } as const;

function Scroll({ children }: { children: React.ReactNode }) {
  return <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>{children}</Box>;
}

type Refusal = { env_type: number; reason: string };

/** `refusals`: the group's upstream_refusals, when not in the group's record context (a screen of its own) */
export function UpstreamsView({ value, refusals: given }: { value: unknown; refusals?: Refusal[] }) {
  const t = useTranslate();
  // the group's detail says which of them the gateway refuses to call, and why (callers are told only "upstream refused")
  const record = useRecordContext();
  const refusals = (given ?? record?.upstream_refusals ?? []) as Refusal[];
  const list = Array.isArray(value)
    ? (value as Upstream[]).map((u) => ({ ...u, refused: refusals.find((r) => r.env_type === u.env_type)?.reason }))
    : [];
  if (!list.length) return none(t);
  return (
    <Scroll>
      <DataTable
        head={false}
        phone="scroll"
        rows={list}
        rowKey={(u) => u.env_type}
        columns={[
          { key: 'env', label: '', nowrap: true, render: (u) => t(ENV_KEY[u.env_type] ?? String(u.env_type)) },
          {
            key: 'url',
            label: '',
            sx: cellSx,
            render: (u) => (
              <>
                <code>{u.base_url}</code>
                {u.refused && (
                  <Typography variant="body2" color="error" data-testid="upstream-refused">
                    {t('catalog.editor.upstream_refused')} <code>{u.refused}</code>
                  </Typography>
                )}
              </>
            ),
          },
          {
            key: 'timeout',
            label: '',
            nowrap: true,
            render: (u) => (u.timeout_ms ? `${String(u.timeout_ms)} ms` : ''),
          },
        ]}
      />
    </Scroll>
  );
}

export function ParamsView({ value }: { value: unknown }) {
  const t = useTranslate();
  const list = Array.isArray(value) ? (value as Param[]) : [];
  if (!list.length) return none(t);
  return (
    <Scroll>
      <DataTable<Param>
        tableTestId="params-view"
        phone="scroll"
        rows={list}
        rowKey={(p) => list.indexOf(p)}
        columns={[
          {
            key: 'name',
            label: t('catalog.editor.param_name'),
            render: (p) => (
              <>
                <code>{p.name}</code>
                <TemplateMark id={(p as { template_id?: number }).template_id} />
              </>
            ),
          },
          { key: 'in', label: t('catalog.editor.in'), render: (p) => t(`catalog.editor.place_${p.in}`) },
          { key: 'type', label: t('catalog.editor.type'), render: (p) => p.schema?.type ?? 'string' },
          {
            key: 'required',
            label: t('catalog.editor.required'),
            render: (p) => (p.in === 'path' || p.required ? t('catalog.editor.yes') : t('catalog.editor.no')),
          },
          {
            key: 'description',
            label: t('catalog.editor.description'),
            sx: cellSx,
            render: (p) => p.description ?? '',
          },
          {
            key: 'example',
            label: t('catalog.editor.example'),
            sx: cellSx,
            render: (p) => (p.schema?.example === undefined ? '' : String(p.schema.example)),
          },
        ]}
      />
    </Scroll>
  );
}

export function BodyView({ value }: { value: unknown }) {
  const t = useTranslate();
  if (!value || typeof value !== 'object') return none(t);
  const v = value as BodyValue;
  if (!v.status && !v.content_type && !v.description && !v.schema) return none(t);
  const s = (v.schema ?? {}) as { properties?: Record<string, ParamSchema>; required?: string[] };
  const fields = Object.entries(s.properties ?? {});
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {[v.status, v.content_type, v.description].filter(Boolean).join(' · ')}
      </Typography>
      {fields.length > 0 ? (
        <Scroll>
          <DataTable<[string, ParamSchema | undefined]>
            phone="scroll"
            rows={fields}
            rowKey={([n]) => n}
            columns={[
              {
                key: 'name',
                label: t('catalog.editor.field_name'),
                render: ([n, f]) => (
                  <>
                    <code>{n}</code>
                    <TemplateMark id={f?.['x-template']} />
                  </>
                ),
              },
              { key: 'type', label: t('catalog.editor.type'), render: ([, f]) => String(f?.type ?? '') },
              {
                key: 'required',
                label: t('catalog.editor.required'),
                render: ([n]) => (s.required?.includes(n) ? t('catalog.editor.yes') : t('catalog.editor.no')),
              },
              {
                key: 'description',
                label: t('catalog.editor.description'),
                sx: cellSx,
                render: ([, f]) => String(f?.description ?? ''),
              },
              {
                key: 'example',
                label: t('catalog.editor.example'),
                sx: cellSx,
                render: ([, f]) => (f?.example === undefined ? '' : String(f.example)),
              },
            ]}
          />
        </Scroll>
      ) : v.schema ? (
        <Box component="pre" sx={{ m: 0, fontSize: 12, overflowX: 'auto' }}>
          {JSON.stringify(v.schema, null, 2)}
        </Box>
      ) : null}
      {v.example !== undefined && v.example !== null && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('catalog.editor.example')}
          </Typography>
          <Box component="pre" sx={preSx} data-testid="body-example">
            {exampleToText(v.example, v.content_type)}
          </Box>
        </Box>
      )}
    </Box>
  );
}

const preSx = { m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflowX: 'auto' } as const;

/** response_example on the show page: JSON pretty-printed, text as it is. */
export function ExampleView({ value }: { value: unknown }) {
  const t = useTranslate();
  if (value === null || value === undefined || value === '') return none(t);
  return (
    <Box component="pre" sx={preSx} data-testid="example-view">
      {exampleToText(value, typeof value === 'string' ? 'text/plain' : 'application/json')}
    </Box>
  );
}

export function ErrorCodesView({ value }: { value: unknown }) {
  const t = useTranslate();
  const list = Array.isArray(value) ? (value as ErrorCode[]) : [];
  if (!list.length) return none(t);
  return (
    <Scroll>
      <DataTable<ErrorCode>
        head={false}
        phone="scroll"
        rows={list}
        rowKey={(e) => list.indexOf(e)}
        columns={[
          {
            key: 'code',
            label: '',
            render: (e) => (
              <>
                <code>{String(e.code)}</code>
                <TemplateMark id={(e as { template_id?: number }).template_id} />
              </>
            ),
          },
          { key: 'description', label: '', sx: cellSx, render: (e) => e.description ?? '' },
        ]}
      />
    </Scroll>
  );
}
