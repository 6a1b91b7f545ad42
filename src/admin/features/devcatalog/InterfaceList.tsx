/** /developers/interfaceList: the APIs the caller's live subscriptions allow, filtered by name, domain or capability. */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { OperationList, type OperationColumn, type OperationPage } from '../../resources/generate/OperationList.tsx';
import { EmptyState } from '../../../shell/ui/states.tsx';
import type { DevApi } from './api.ts';
import { EnvChips, groupLabel, idParam } from './parts.tsx';

export default function InterfaceList() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [search, setSearch] = useSearchParams();
  const classifyId = search.has('classify_id') ? Number(search.get('classify_id')) : undefined;
  const groupId = idParam(search, 'group_id');
  const [draft, setDraft] = useState('');
  const [name, setName] = useState('');
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<OperationPage<DevApi> | null>(null);
  const query = { api_name: name, classify_id: classifyId, group_id: groupId };
  const apply = (value: string) => {
    setName(value);
    // the same name asked again still reloads (new subscriptions may have come live)
    setRound((r) => r + 1);
  };
  const first = answer?.list[0];
  const filterLabel =
    first && groupId
      ? t('devcatalog.filtered_by_ability', { name: groupLabel(first, locale) })
      : classifyId !== undefined && first
        ? t('devcatalog.filtered_by_territory', { name: first.classify_name ?? t('devcatalog.unclassified') })
        : null;
  const columns: OperationColumn<DevApi>[] = [
    { key: 'api_name', label: t('devcatalog.api_name'), render: (a) => a.api_name },
    {
      key: 'route',
      label: t('devcatalog.route'),
      sx: { fontFamily: 'monospace', wordBreak: 'break-all' },
      render: (a) => `${a.method_type} ${a.listen_path}`,
    },
    {
      key: 'ability',
      label: t('devcatalog.ability'),
      render: (a) => <Link to={`/developers/abilityDetails?group_id=${a.group_id}`}>{groupLabel(a, locale)}</Link>,
    },
    {
      // below md the table keeps name, route, capability and the link; the domain and environments show on the API's page
      key: 'territory',
      label: t('devcatalog.territory'),
      hideBelow: 'md',
      render: (a) => a.classify_name ?? t('devcatalog.unclassified'),
    },
    { key: 'envs', label: t('devcatalog.envs'), hideBelow: 'md', render: (a) => <EnvChips envs={a.envs} /> },
    {
      key: 'view',
      label: t('devcatalog.view'),
      render: (a) => (
        <Button size="small" component={Link} to={`/developers/interfaceDetails?api_id=${a.api_id}`}>
          {t('devcatalog.view')}
        </Button>
      ),
    },
  ];
  const toolbar = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
      <TextField
        size="small"
        label={t('devcatalog.api_name')}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply(draft.trim());
        }}
      />
      <Button variant="contained" onClick={() => apply(draft.trim())}>
        {t('devcatalog.query')}
      </Button>
      <Button
        onClick={() => {
          setDraft('');
          apply('');
        }}
      >
        {t('devcatalog.reset')}
      </Button>
      {(classifyId !== undefined || groupId) && (
        <Chip label={filterLabel ?? '…'} onDelete={() => setSearch({})} data-testid="dev-interfaces-filter" />
      )}
    </Stack>
  );
  return (
    <OperationList<DevApi>
      operationId="developerApiPage"
      query={query}
      testid="dev-interfaces"
      heading={
        <Box>
          <Typography variant="h6">{t('devcatalog.interfaces_title')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('devcatalog.interfaces_hint')}
          </Typography>
        </Box>
      }
      toolbar={toolbar}
      columns={columns}
      rowKey={(a) => a.api_id}
      rowTestId={(a) => `dev-api-${a.api_id}`}
      reloadKey={round}
      onData={setAnswer}
      phone="scroll"
      empty={
        // nothing subscribed at all (no filter): under 暂无数据, say where APIs come from
        !name && classifyId === undefined && !groupId ? (
          <>
            <EmptyState />
            <Alert
              severity="info"
              action={
                <Button component={Link} to="/developers/capacityInventory" size="small">
                  {t('devcatalog.apply_more')}
                </Button>
              }
            >
              {t('devcatalog.no_apis')}
            </Alert>
          </>
        ) : undefined
      }
    />
  );
}
