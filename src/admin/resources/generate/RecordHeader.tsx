/**
 * The heading of a record page: "新建 合作伙伴", "合作伙伴：数联渠道", "编辑 合作伙伴：数联渠道" in the reader's
 * language, with the page's buttons beside it. It also names the page's tab, breadcrumb and document title.
 */
import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { renderTitle, usePublishTitle, type PageTitle } from '../../../shell/page-title.ts';
import { useDescriptor } from '../DescriptorContext.tsx';
import { resourceKey } from '../keys.ts';
import { pageKey, type RecordKind } from '../record-routes.ts';
import { recordNames } from '../record-title.ts';

export function useRecordTitle(kind: RecordKind): PageTitle {
  const d = useDescriptor();
  const record = useRecordContext();
  const resource = { t: resourceKey(d.name) };
  if (kind === 'create') return { key: 'app.record.create', args: { resource } };
  if (!record || record[d.key] === undefined) return { key: `app.record.${kind}_loading`, args: { resource } };
  return { key: `app.record.${kind}`, args: { resource, name: recordNames(d, record) } };
}

export function RecordHeader({ kind, children }: { kind: RecordKind; children?: ReactNode }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const location = useLocation();
  const title = useRecordTitle(kind);
  usePublishTitle(pageKey(location.pathname, location.search), title);
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      sx={{ py: 1, minWidth: 0 }}
      data-testid="record-header"
    >
      <Typography
        variant="h6"
        component="h1"
        // a basis of 12em: on a phone the buttons wrap under the title instead of squeezing it to two characters a line
        sx={{ flex: '1 1 12em', minWidth: 0, overflowWrap: 'anywhere' }}
        data-testid="record-title"
      >
        {renderTitle(t, locale, title)}
      </Typography>
      {children && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>{children}</Box>}
    </Stack>
  );
}
