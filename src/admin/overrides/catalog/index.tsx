/** Groups: the generated list with the import wizard above it, and the generated show with export, APIs and history. */
import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { GeneratedList, GeneratedShow } from '../../resources/generate/index.ts';
import { useAccess } from '../../resources/AccessContext.tsx';
import { callOperation } from '../../../api/call-operation.ts';
import { ImportDialog } from '../../features/catalog/ImportDialog.tsx';
import { GroupMcpSection } from '../../features/mcp/GroupMcpSection.tsx';

export function GroupList() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Stack direction="row" justifyContent="flex-end" spacing={1} sx={{ mb: 1 }}>
        <Button component={Link} to="/providers/multiTypeAdd" data-testid="open-add">
          {t('catalog.add.title')}
        </Button>
        <Button variant="outlined" onClick={() => setOpen(true)} data-testid="open-import">
          {t('catalog.import')}
        </Button>
      </Stack>
      {open && <ImportDialog open={open} onClose={() => setOpen(false)} />}
      <GeneratedList />
    </Box>
  );
}

interface ApiBrief {
  api_id: number;
  api_name: string;
  method_type: string;
  listen_path: string;
}

function GroupPanel() {
  const t = useTranslate();
  const record = useRecordContext();
  const { can } = useAccess();
  const [apis, setApis] = useState<ApiBrief[]>([]);
  const [importing, setImporting] = useState(false);
  const groupId = record?.group_id as number | undefined;
  useEffect(() => {
    if (!groupId) return;
    callOperation<{ apis: ApiBrief[] }>('groupDetail', { query: { group_id: groupId } }).then(
      (d) => setApis(d.apis),
      () => setApis([]),
    );
  }, [groupId, record?.updated_at]);
  if (!record || !groupId) return null;
  const download = async () => {
    const doc = await callOperation<object>('groupExport', { query: { group_id: groupId } });
    const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${String(record.group_name)}-v${String(record.version)}.openapi.json`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: 320 }} data-testid="group-panel">
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
          <Button
            size="small"
            variant="outlined"
            component={Link}
            to={`/providers/providerapilook?group_id=${groupId}`}
            data-testid="group-look"
          >
            {t('catalog.look.view')}
          </Button>
          <Button size="small" variant="outlined" onClick={download} data-testid="group-export">
            {t('catalog.export')}
          </Button>
          {record.group_state === 'draft' && (
            <Button
              size="small"
              variant="contained"
              component={Link}
              to={`/providers/processCreate?group_id=${groupId}`}
            >
              {t('catalog.process.title')}
            </Button>
          )}
          {record.group_state === 'published' && !record.parent_group_id && (
            <Button size="small" component={Link} to={`/providers/providerapiupgrade?group_id=${groupId}`}>
              {t('catalog.upgrade.title')}
            </Button>
          )}
          {record.group_state === 'draft' && can('edit') && (
            <Button size="small" variant="outlined" onClick={() => setImporting(true)}>
              {t('catalog.import')}
            </Button>
          )}
          <Button
            size="small"
            component={Link}
            to={`/providers/releaseHistory?filter=${encodeURIComponent(JSON.stringify({ group_id: groupId }))}`}
          >
            {t('catalog.history')}
          </Button>
          {record.upgrade_group_id ? (
            <Button size="small" component={Link} to={`/providers/providerapi/${String(record.upgrade_group_id)}`}>
              {t('catalog.open_draft')}
            </Button>
          ) : null}
        </Stack>
        <Typography variant="subtitle2">{t('catalog.apis')}</Typography>
        <Table size="small">
          <TableBody>
            {apis.map((a) => (
              <TableRow key={a.api_id}>
                <TableCell>{a.method_type}</TableCell>
                <TableCell>
                  <code>{a.listen_path}</code>
                </TableCell>
                <TableCell>{a.api_name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      {importing && <ImportDialog open={importing} groupId={groupId} onClose={() => setImporting(false)} />}
    </Card>
  );
}

export const GroupShow = () => (
  <>
    <GeneratedShow aside={<GroupPanel />} />
    <GroupMcpSection />
  </>
);
