/**
 * The import wizard: paste or pick a document, preview what a dry run says (new, changed, conflicts with where they
 * are), then import; the server writes all or nothing.
 */
import { useState, type ChangeEvent } from 'react';
import {
  Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField,
} from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { callOperation } from '../../../api/call-operation.ts';

const MAX_BYTES = 10 * 1024 * 1024;

interface Preview {
  group_id: number | null;
  group_name: string | null;
  apis: { api_id: number | null; api_name: string; method_type: string; listen_path: string; change: 'create' | 'update' | 'unchanged' }[];
  removed: { api_name: string; method_type: string; listen_path: string }[];
  conflicts: { method_type: string; listen_path: string; pointer?: string; api_name?: string | null; group_name?: string | null; message: string }[];
}

export function ImportDialog({ open, onClose, groupId }: { open: boolean; onClose: () => void; groupId?: number }) {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [content, setContent] = useState('');
  const [name, setName] = useState('');
  const [preview, setPreview] = useState<Preview>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const body = (dry_run: boolean) => ({ content, dry_run, ...(groupId ? { group_id: groupId } : name.trim() ? { group_name: name.trim() } : {}) });
  const run = async (dry_run: boolean) => {
    setBusy(true);
    setError(undefined);
    try {
      const r = await callOperation<Preview>('groupImport', { body: body(dry_run) });
      if (dry_run) setPreview(r);
      else {
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
    if (file.size > MAX_BYTES) { setError(t('catalog.too_large')); return; }
    setContent(await file.text());
    setPreview(undefined);
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid="import-dialog">
      <DialogTitle>{t('catalog.import_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!groupId && <TextField size="small" label={t('catalog.group_name')} value={name} onChange={(e) => setName(e.target.value)} inputProps={{ maxLength: 64 }} />}
          <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {t('catalog.file')}
            <input hidden type="file" accept=".yaml,.yml,.json,application/json,application/yaml,text/yaml" onChange={pick} />
          </Button>
          <TextField label={t('catalog.paste')} multiline minRows={8} maxRows={16} value={content}
            onChange={(e) => { setContent(e.target.value); setPreview(undefined); }} inputProps={{ 'data-testid': 'import-content', spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12 } }} />
          {error && <Alert severity="error" data-testid="import-error">{error}</Alert>}
          {preview && <PreviewTables preview={preview} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('catalog.close')}</Button>
        <Button disabled={!content.trim() || busy} onClick={() => run(true)} data-testid="import-preview">{t('catalog.preview')}</Button>
        <Button variant="contained" disabled={!preview || preview.conflicts.length > 0 || busy} onClick={() => run(false)} data-testid="import-run">{t('catalog.do_import')}</Button>
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
          <Table size="small">
            <TableHead><TableRow><TableCell>{t('catalog.method')}</TableCell><TableCell>{t('catalog.path')}</TableCell><TableCell>{t('catalog.clash')}</TableCell><TableCell>{t('catalog.where')}</TableCell></TableRow></TableHead>
            <TableBody>
              {preview.conflicts.map((c, i) => (
                <TableRow key={i}><TableCell>{c.method_type}</TableCell><TableCell>{c.listen_path}</TableCell><TableCell>{[c.group_name, c.api_name].filter(Boolean).join(' / ') || c.message}</TableCell><TableCell><code>{c.pointer}</code></TableCell></TableRow>
              ))}
            </TableBody>
          </Table>
        </Alert>
      ) : <Alert severity="success" sx={{ mb: 1 }}>{t('catalog.nothing')}</Alert>}
      <Table size="small">
        <TableHead><TableRow><TableCell>{t('catalog.method')}</TableCell><TableCell>{t('catalog.path')}</TableCell><TableCell>{t('catalog.name')}</TableCell><TableCell>{t('catalog.change')}</TableCell></TableRow></TableHead>
        <TableBody>
          {preview.apis.map((a, i) => (
            <TableRow key={i}>
              <TableCell>{a.method_type}</TableCell><TableCell><code>{a.listen_path}</code></TableCell><TableCell>{a.api_name}</TableCell>
              <TableCell><Chip size="small" color={a.change === 'create' ? 'success' : a.change === 'update' ? 'info' : 'default'} label={t(`catalog.changes.${a.change}`)} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {preview.removed.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>{t('catalog.removed')}: {preview.removed.map((a) => `${a.method_type} ${a.listen_path}`).join(', ')}</Alert>
      )}
    </Box>
  );
}
