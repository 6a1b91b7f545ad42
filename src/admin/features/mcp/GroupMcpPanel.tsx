/**
 * The provider's MCP controls on a group's page (issue 26 item 5): MCP on/off, which APIs are offered as tools,
 * a description written for agents and a tool QPS per API, and the tools/list preview the server builds with the
 * gateway's own tool builder after every save (so what is shown is what agents get, not a console-side guess).
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Divider,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ApiRequestError } from '../../../api/errors.ts';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { CopyButton } from '../apps/SecretDialog.tsx';
import { loadGroupMcp, saveGroupMcp, type GroupMcp, type McpTool, type ToolEdit } from './api.ts';

const qpsOk = (s: string) => s.trim() === '' || (/^\d+$/.test(s.trim()) && Number(s) >= 1 && Number(s) <= 100000);

interface Row {
  api_id: number;
  exposed: boolean;
  description: string;
  qps: string;
}
const rowsOf = (g: GroupMcp): Row[] =>
  g.apis.map((a) => ({
    api_id: a.api_id,
    exposed: a.exposed,
    description: a.description ?? '',
    qps: a.qps == null ? '' : String(a.qps),
  }));

export function GroupMcpPanel({ groupId, canEdit }: { groupId: number; canEdit: boolean }) {
  const t = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const remote = useRemote(() => loadGroupMcp(groupId, locale), [groupId, locale]);
  const [current, setCurrent] = useState<GroupMcp | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!remote.data) return;
    setCurrent(remote.data);
    setEnabled(remote.data.enabled);
    setRows(rowsOf(remote.data));
  }, [remote.data]);

  const edit = (apiId: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.api_id === apiId ? { ...r, ...patch } : r)));
  const localErrors = Object.fromEntries(
    rows.map((r, i) => [`tools[${i}].qps`, qpsOk(r.qps) ? '' : t('mcp.bad_qps')]).filter(([, m]) => m),
  );
  const errorAt = (i: number, f: 'qps' | 'description') =>
    localErrors[`tools[${i}].${f}`] || fieldErrors[`tools[${i}].${f}`];

  const save = async (nextEnabled = enabled) => {
    if (Object.keys(localErrors).length) return;
    setBusy(true);
    setFieldErrors({});
    try {
      const tools: ToolEdit[] = rows.map((r) => ({
        api_id: r.api_id,
        exposed: r.exposed,
        description: r.description.trim() || null,
        qps: r.qps.trim() ? Number(r.qps) : null,
      }));
      const saved = await saveGroupMcp(groupId, nextEnabled, tools);
      setCurrent(saved);
      setEnabled(saved.enabled);
      setRows(rowsOf(saved));
      notify(t('mcp.saved'), { type: 'success' });
    } catch (e) {
      const fe = (e as ApiRequestError).fieldErrors;
      if (fe?.length) setFieldErrors(Object.fromEntries(fe.map((x) => [x.field, x.message])));
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }} data-testid="group-mcp">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <Typography variant="subtitle1" sx={{ flex: 1 }}>
            {t('mcp.group_title')}
          </Typography>
          {current?.enabled && <Chip size="small" color="primary" label={t('mcp.badge')} data-testid="group-mcp-on" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('mcp.group_hint')}
        </Typography>
        <ScreenStates
          loading={remote.loading && !current}
          denied={!current && remote.error?.status === 403}
          error={current || remote.error?.status === 403 ? null : remote.error}
          onRetry={remote.reload}
        >
          {current && (
            <>
              <FormControlLabel
                control={
                  <Switch
                    checked={enabled}
                    disabled={!canEdit || busy}
                    onChange={(e) => {
                      setEnabled(e.target.checked);
                      void save(e.target.checked);
                    }}
                    slotProps={{ input: { 'data-testid': 'group-mcp-enabled' } as never }}
                  />
                }
                label={t('mcp.enabled')}
              />
              {current.group_state !== 'published' && (
                <Alert severity="info" sx={{ my: 1 }}>
                  {t('mcp.not_published')}
                </Alert>
              )}
              {current.enabled && current.endpoints[0] && (
                <Typography variant="body2" sx={{ my: 1, overflowWrap: 'anywhere' }}>
                  {t('mcp.endpoint')}: <code data-testid="group-mcp-endpoint">{current.endpoints[0].url}</code>
                  <CopyButton text={current.endpoints[0].url} />
                </Typography>
              )}
              <Typography variant="subtitle2" sx={{ mt: 1 }}>
                {t('mcp.tools')}
              </Typography>
              <ScreenStates empty={!rows.length}>
                {/* one block per API rather than a table: the two inputs keep their width on a phone */}
                <Stack divider={<Divider flexItem />} spacing={1} data-testid="group-mcp-tools">
                  {current.apis.map((a, i) => {
                    const r = rows[i];
                    if (!r) return null;
                    return (
                      <Box key={a.api_id} data-testid={`group-mcp-api-${a.api_id}`}>
                        <FormControlLabel
                          sx={{ mr: 0, alignItems: 'flex-start', minWidth: 0 }}
                          control={
                            <Checkbox
                              size="small"
                              checked={r.exposed}
                              disabled={!canEdit}
                              onChange={(e) => edit(a.api_id, { exposed: e.target.checked })}
                              sx={{ pt: 0.25 }}
                              slotProps={{ input: { 'data-testid': `group-mcp-exposed-${a.api_id}` } as never }}
                            />
                          }
                          label={
                            <Box sx={{ minWidth: 0 }}>
                              <Box component="code" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                                {a.tool_name}
                              </Box>
                              <Typography
                                variant="caption"
                                color="text.secondary"
                                sx={{ display: 'block', overflowWrap: 'anywhere' }}
                              >
                                {a.method_type} {a.listen_path} · {a.api_name}
                              </Typography>
                            </Box>
                          }
                        />
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, pl: { sm: 4 } }}>
                          <TextField
                            size="small"
                            fullWidth
                            multiline
                            maxRows={4}
                            value={r.description}
                            disabled={!canEdit || !r.exposed}
                            label={t('mcp.agent_description')}
                            placeholder={t('mcp.agent_description_hint')}
                            onChange={(e) => edit(a.api_id, { description: e.target.value })}
                            error={!!errorAt(i, 'description')}
                            helperText={errorAt(i, 'description') || undefined}
                            slotProps={{
                              inputLabel: { shrink: true },
                              htmlInput: { maxLength: 4000, 'data-testid': `group-mcp-desc-${a.api_id}` },
                            }}
                          />
                          <TextField
                            size="small"
                            value={r.qps}
                            disabled={!canEdit || !r.exposed}
                            label={t('mcp.tool_qps')}
                            placeholder={t('mcp.tool_qps_hint')}
                            onChange={(e) => edit(a.api_id, { qps: e.target.value })}
                            sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
                            error={!!errorAt(i, 'qps')}
                            helperText={errorAt(i, 'qps') || undefined}
                            slotProps={{
                              inputLabel: { shrink: true },
                              htmlInput: { inputMode: 'numeric', 'data-testid': `group-mcp-qps-${a.api_id}` },
                            }}
                          />
                        </Stack>
                      </Box>
                    );
                  })}
                </Stack>
              </ScreenStates>
              {canEdit && (
                <Box sx={{ mt: 1 }}>
                  <Button
                    variant="contained"
                    size="small"
                    disabled={busy || !!Object.keys(localErrors).length}
                    onClick={() => void save()}
                    data-testid="group-mcp-save"
                  >
                    {t('mcp.save')}
                  </Button>
                </Box>
              )}
              <ToolsPreview tools={current.tools} />
            </>
          )}
        </ScreenStates>
      </CardContent>
    </Card>
  );
}

/** tools/list as the gateway answers it: each tool's name, title, description, hints and arguments, and the raw JSON */
export function ToolsPreview({ tools }: { tools: McpTool[] }) {
  const t = useTranslate();
  return (
    <Box sx={{ mt: 2 }} data-testid="group-mcp-preview">
      <Typography variant="subtitle2">{t('mcp.preview')}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
        {t('mcp.preview_hint')}
      </Typography>
      {tools.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="group-mcp-preview-empty">
          {t('mcp.preview_empty')}
        </Typography>
      ) : (
        <>
          <Stack spacing={1} data-testid="group-mcp-preview-list">
            {tools.map((tool) => {
              const ann = (tool.annotations ?? {}) as { readOnlyHint?: boolean; destructiveHint?: boolean };
              const props = Object.entries(
                (tool.inputSchema as { properties?: Record<string, { type?: unknown }> }).properties ?? {},
              );
              const required = new Set((tool.inputSchema as { required?: string[] }).required ?? []);
              return (
                <Box key={tool.name} sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}>
                  <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                    <Box component="code" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {tool.name}
                    </Box>
                    {tool.title && <Typography variant="body2">{tool.title}</Typography>}
                    {ann.readOnlyHint && <Chip size="small" variant="outlined" label={t('mcp.read_only')} />}
                    {ann.destructiveHint && (
                      <Chip size="small" variant="outlined" color="warning" label={t('mcp.destructive')} />
                    )}
                  </Stack>
                  {tool.description && (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                      {tool.description}
                    </Typography>
                  )}
                  {props.length > 0 && (
                    <Typography variant="caption" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {props
                        .map(([n, p]) => `${n}${required.has(n) ? '*' : ''}: ${String(p?.type ?? 'object')}`)
                        .join(', ')}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Stack>
          <Box component="details" sx={{ mt: 1 }}>
            <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2', color: 'primary.main' }}>
              {t('mcp.raw_json')}
            </Box>
            <Box
              component="pre"
              sx={{
                m: 0,
                mt: 1,
                p: 1.5,
                bgcolor: 'action.hover',
                borderRadius: 1,
                fontSize: 12,
                maxHeight: 360,
                overflow: 'auto',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
              data-testid="group-mcp-preview-json"
            >
              {JSON.stringify({ tools }, null, 2)}
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
