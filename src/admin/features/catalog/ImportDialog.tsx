/**
 * The import wizard: paste or pick a document, preview what a dry run says (new, changed, conflicts with where they
 * are), then import; the server writes all or nothing. The preview also shows, per environment, which backend the
 * import sets: the provider picks one of the document's `servers`, keeps the draft's current address, or leaves the
 * environment without a backend; the choice is sent as `upstreams`.
 */
import { useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { callOperation } from '../../../api/call-operation.ts';

const MAX_BYTES = 10 * 1024 * 1024;

interface Preview {
  group_id: number | null;
  group_name: string | null;
  apis: {
    api_id: number | null;
    api_name: string;
    method_type: string;
    listen_path: string;
    change: 'create' | 'update' | 'unchanged';
  }[];
  removed: { api_name: string; method_type: string; listen_path: string }[];
  conflicts: {
    method_type: string;
    listen_path: string;
    pointer?: string;
    api_name?: string | null;
    group_name?: string | null;
    message: string;
  }[];
  upstreams?: Upstream[];
  servers?: { url: string; description?: string | null; env_type?: number | null }[];
  current_upstreams?: Upstream[];
}
interface Upstream {
  env_type: number;
  base_url: string;
  timeout_ms: number;
}

const ENVS = [1, 2, 3] as const;
const ENV_KEY: Record<number, string> = {
  1: 'catalog.editor.env_test',
  2: 'catalog.editor.env_uat',
  3: 'catalog.editor.env_prod',
};

export function ImportDialog({ open, onClose, groupId }: { open: boolean; onClose: () => void; groupId?: number }) {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [content, setContent] = useState('');
  const [name, setName] = useState('');
  const [preview, setPreview] = useState<Preview>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // environment → the base URL the import sets there ('' = none), filled from the preview's proposal
  const [choice, setChoice] = useState<Record<number, string>>({});

  const upstreams = () =>
    ENVS.filter((env) => choice[env]).map((env) => ({
      env_type: env,
      base_url: choice[env],
      timeout_ms: preview?.current_upstreams?.find((u) => u.env_type === env)?.timeout_ms ?? 10000,
    }));
  const body = (dry_run: boolean) => ({
    content,
    dry_run,
    ...(groupId ? { group_id: groupId } : name.trim() ? { group_name: name.trim() } : {}),
    ...(!dry_run && preview ? { upstreams: upstreams() } : {}),
  });
  const run = async (dry_run: boolean) => {
    setBusy(true);
    setError(undefined);
    try {
      const r = await callOperation<Preview>('groupImport', { body: body(dry_run) });
      if (dry_run) {
        setPreview(r);
        setChoice(
          Object.fromEntries(ENVS.map((env) => [env, r.upstreams?.find((u) => u.env_type === env)?.base_url ?? ''])),
        );
      } else {
        notify(t('catalog.imported', { count: r.apis.length }), { type: 'success' });
        refresh();
        onClose();
      }
    } catch (e) {
      setError((e as Error).message);
      if (!dry_run) setPreview(undefined);
    } finally {
      setBusy(false);
    }
  };
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError(t('catalog.too_large'));
      return;
    }
    setContent(await file.text());
    setPreview(undefined);
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid="import-dialog">
      <DialogTitle>{t('catalog.import_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!groupId && (
            <TextField
              size="small"
              label={t('catalog.group_name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              inputProps={{ maxLength: 64 }}
            />
          )}
          <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {t('catalog.file')}
            <input
              hidden
              type="file"
              accept=".yaml,.yml,.json,application/json,application/yaml,text/yaml"
              onChange={pick}
            />
          </Button>
          <TextField
            label={t('catalog.paste')}
            multiline
            minRows={8}
            maxRows={16}
            value={content}
            onChange={(e) => {
              setContent(e.target.value);
              setPreview(undefined);
            }}
            inputProps={{
              'data-testid': 'import-content',
              spellCheck: false,
              style: { fontFamily: 'monospace', fontSize: 12 },
            }}
          />
          {error && (
            <Alert severity="error" data-testid="import-error">
              {error}
            </Alert>
          )}
          {preview && (
            <BackendChoice
              preview={preview}
              choice={choice}
              onChange={(env, url) => setChoice((c) => ({ ...c, [env]: url }))}
            />
          )}
          {preview && <PreviewTables preview={preview} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('catalog.close')}</Button>
        <Button disabled={!content.trim() || busy} onClick={() => run(true)} data-testid="import-preview">
          {t('catalog.preview')}
        </Button>
        <Button
          variant="contained"
          disabled={!preview || preview.conflicts.length > 0 || busy}
          onClick={() => run(false)}
          data-testid="import-run"
        >
          {t('catalog.do_import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PreviewTables({ preview }: { preview: Preview }) {
  const t = useTranslate();
  return (
    <Box data-testid="import-preview-table">
      {preview.conflicts.length ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('catalog.conflicts')}
          <DataTable<Preview['conflicts'][number]>
            phone="scroll"
            rows={preview.conflicts}
            rowKey={(c) => preview.conflicts.indexOf(c)}
            columns={[
              { key: 'method', label: t('catalog.method'), render: (c) => c.method_type },
              { key: 'path', label: t('catalog.path'), render: (c) => c.listen_path },
              {
                key: 'clash',
                label: t('catalog.clash'),
                render: (c) => [c.group_name, c.api_name].filter(Boolean).join(' / ') || c.message,
              },
              { key: 'where', label: t('catalog.where'), render: (c) => <code>{c.pointer}</code> },
            ]}
          />
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t('catalog.nothing')}
        </Alert>
      )}
      <DataTable<Preview['apis'][number]>
        phone="scroll"
        rows={preview.apis}
        rowKey={(a) => preview.apis.indexOf(a)}
        columns={[
          { key: 'method', label: t('catalog.method'), render: (a) => a.method_type },
          { key: 'path', label: t('catalog.path'), render: (a) => <code>{a.listen_path}</code> },
          { key: 'name', label: t('catalog.name'), render: (a) => a.api_name },
          {
            key: 'change',
            label: t('catalog.change'),
            render: (a) => (
              <Chip
                size="small"
                color={a.change === 'create' ? 'success' : a.change === 'update' ? 'info' : 'default'}
                label={t(`catalog.changes.${a.change}`)}
              />
            ),
          },
        ]}
      />
      {preview.removed.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('catalog.removed')}: {preview.removed.map((a) => `${a.method_type} ${a.listen_path}`).join(', ')}
        </Alert>
      )}
    </Box>
  );
}

/** Per environment: one of the document's servers, the draft's current backend, or none. */
function BackendChoice({
  preview,
  choice,
  onChange,
}: {
  preview: Preview;
  choice: Record<number, string>;
  onChange: (env: number, url: string) => void;
}) {
  const t = useTranslate();
  const servers = preview.servers ?? [];
  return (
    <Box data-testid="import-backends">
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('catalog.backends')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {servers.length ? t('catalog.backends_hint', { count: servers.length }) : t('catalog.backends_none')}
      </Typography>
      {ENVS.map((env) => {
        const current = preview.current_upstreams?.find((u) => u.env_type === env);
        const options = [
          ...servers.map((s) => ({ value: s.url, label: s.description ? `${s.url} (${s.description})` : s.url })),
          ...(current && !servers.some((s) => s.url === current.base_url)
            ? [{ value: current.base_url, label: t('catalog.backend_keep', { url: current.base_url }) }]
            : []),
        ];
        return (
          <Box
            key={env}
            sx={{
              display: 'grid',
              gap: 1,
              mb: 1,
              gridTemplateColumns: { xs: '1fr', sm: '110px minmax(0, 1fr)' },
              alignItems: 'center',
            }}
          >
            <Box sx={{ fontWeight: 500 }}>{t(ENV_KEY[env])}</Box>
            <TextField
              select
              size="small"
              fullWidth
              value={choice[env] ?? ''}
              onChange={(e) => onChange(env, e.target.value)}
              SelectProps={{ native: true }}
              inputProps={{ 'data-testid': `import-backend-${env}`, 'aria-label': t(ENV_KEY[env]) }}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
              <option value="">{t('catalog.backend_off')}</option>
            </TextField>
          </Box>
        );
      })}
    </Box>
  );
}
