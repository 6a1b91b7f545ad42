/** Groups: the generated list with the import wizard above it, and the generated show with export, APIs and history. */
import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { GeneratedList, GeneratedShow } from '../../resources/generate/index.ts';
import { useAccess } from '../../resources/AccessContext.tsx';
import { callOperation } from '../../../api/call-operation.ts';
import { DataTable } from '../../../shell/ui/DataTable.tsx';
import { ImportDialog } from '../../features/catalog/ImportDialog.tsx';
import { GroupMcpSection } from '../../features/mcp/GroupMcpSection.tsx';

export function GroupList() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Stack direction="row" justifyContent="flex-end" spacing={1} sx={{ mb: 1 }}>
        {/* creating by hand is the list's own + 新建; a second 新建能力 beside it led to the same two ways */}
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
    // a fixed column beside the record from md up, under it on phones: it squeezed the title to two characters a
    // line at 375 px and, sized by its longest path, pushed the page past 1440 px
    <Card
      sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { md: 360 }, flexShrink: 0, minWidth: 0 }}
      data-testid="group-panel"
    >
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
          {/* 提交审核 and 升级 are the record's own actions in the header: not repeated here */}
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
        <DataTable
          tableTestId="group-panel-apis"
          tableSx={{ tableLayout: 'fixed', width: '100%' }}
          head={false}
          phone="scroll"
          rows={apis}
          rowKey={(a) => a.api_id}
          columns={[
            { key: 'method', label: '', sx: { width: 64, px: 1 }, render: (a) => a.method_type },
            {
              key: 'route',
              label: '',
              sx: { overflowWrap: 'anywhere' },
              render: (a) => (
                <>
                  <code>{a.listen_path}</code>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {a.api_name}
                  </Typography>
                </>
              ),
            },
          ]}
        />
      </CardContent>
      {importing && <ImportDialog open={importing} groupId={groupId} onClose={() => setImporting(false)} />}
    </Card>
  );
}

export const GroupShow = () => (
  <>
    <GeneratedShow
      aside={<GroupPanel />}
      sx={{
        '& .RaShow-main': { flexDirection: { xs: 'column', md: 'row' }, minWidth: 0 },
        '& .RaShow-card': { minWidth: 0 },
      }}
    />
    <GroupMcpSection />
  </>
);
