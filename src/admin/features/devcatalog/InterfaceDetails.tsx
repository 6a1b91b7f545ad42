/** /developers/interfaceDetails?api_id=: one API the caller may call - how to call it and which subscriptions allow it. */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { EmptyState, ScreenStates } from '../../../shell/ui/states.tsx';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { devApiDetail } from './api.ts';
import { GrantsTable } from './Grants.tsx';
import { deniedBy, EnvChips, failure, groupLabel, idParam } from './parts.tsx';

const shown = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length)
    ? null
    : typeof v === 'string'
      ? v
      : JSON.stringify(v, null, 2);

function Section({ title, value, testid }: { title: string; value: unknown; testid?: string }) {
  const t = useTranslate();
  const text = shown(value);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {text === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('devcatalog.none')}
        </Typography>
      ) : (
        <Box
          component="pre"
          data-testid={testid}
          sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}
        >
          {text}
        </Box>
      )}
    </Box>
  );
}

interface Param {
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: { type?: string };
}

/** OpenAPI-style parameters as a table (name, where, type, required, description); anything else as JSON */
function Params({ value }: { value: unknown }) {
  const t = useTranslate();
  const list =
    Array.isArray(value) && value.every((p) => p && typeof p === 'object' && 'name' in p) ? (value as Param[]) : null;
  if (!list) return <Section title={t('devcatalog.request_params')} value={value} />;
  return (
    <Box sx={{ mb: 2, overflowX: 'auto' }}>
      <Typography variant="subtitle2" gutterBottom>
        {t('devcatalog.request_params')}
      </Typography>
      <DataTable<Param>
        tableTestId="dev-api-params"
        phone="scroll"
        rows={list}
        rowKey={(p) => `${p.in}-${p.name}`}
        columns={[
          { key: 'name', label: t('devcatalog.param_name'), sx: { fontFamily: 'monospace' }, render: (p) => p.name },
          { key: 'in', label: t('devcatalog.param_in'), render: (p) => p.in ?? '—' },
          { key: 'type', label: t('devcatalog.param_type'), render: (p) => p.schema?.type ?? '—' },
          { key: 'required', label: t('devcatalog.param_required'), render: (p) => (p.required ? '✓' : '') },
          { key: 'description', label: t('devcatalog.description'), render: (p) => p.description ?? '' },
        ]}
      />
    </Box>
  );
}

export default function InterfaceDetails() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [search] = useSearchParams();
  const apiId = idParam(search, 'api_id');
  const data = useRemote(() => devApiDetail(apiId!), [apiId], apiId !== undefined);
  let body: ReactNode = null;
  const a = data.data;
  if (a) {
    body = (
      <>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ mb: 1 }}>
          <Typography variant="h6" data-testid="dev-api-name">
            {a.api_name}
          </Typography>
          <Typography
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            data-testid="dev-api-route"
          >{`${a.method_type} ${a.listen_path}`}</Typography>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} alignItems="center">
          <Typography variant="body2">
            {t('devcatalog.ability')}:{' '}
            <Link to={`/developers/abilityDetails?group_id=${a.group_id}`}>{groupLabel(a, locale)}</Link>
          </Typography>
          <Typography variant="body2">
            {t('devcatalog.territory')}: {a.classify_name ?? t('devcatalog.unclassified')}
          </Typography>
          <EnvChips envs={a.envs} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button variant="contained" size="small" component={Link} to="/developers/signatureTool">
            {t('devcatalog.sign')}
          </Button>
          <Button size="small" component={Link} to="/apitry">
            {t('devcatalog.try')}
          </Button>
        </Stack>
        <Section title={t('devcatalog.description')} value={a.api_desc} />
        <Params value={a.request_params} />
        <Section title={t('devcatalog.request_body')} value={a.request_body} />
        <Section title={t('devcatalog.response_schema')} value={a.response_schema} />
        <Section title={t('devcatalog.response_example')} value={a.response_example} testid="dev-api-example" />
        <Section title={t('devcatalog.error_codes')} value={a.error_codes} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" gutterBottom>
          {t('devcatalog.grants')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <GrantsTable rows={a.grants} />
        </Box>
      </>
    );
  }
  return (
    <Card sx={{ m: 1 }} data-testid="dev-api-details">
      <CardContent>
        {apiId === undefined ? (
          <>
            <EmptyState />
            <Box sx={{ textAlign: 'center' }}>
              <Button component={Link} to="/developers/interfaceList">
                {t('devcatalog.pick_api')}
              </Button>
            </Box>
          </>
        ) : (
          <ScreenStates
            loading={data.loading}
            denied={deniedBy(data.error)}
            error={failure(data.error)}
            onRetry={data.reload}
          >
            {body}
          </ScreenStates>
        )}
      </CardContent>
    </Card>
  );
}
