/** Group › page, from the route table. */
import { Breadcrumbs, Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { titleKeyFor } from './console-paths.ts';

export function Breadcrumb() {
  const location = useLocation();
  const t = useTranslate();
  const { key, group } = titleKeyFor(location.pathname);
  return (
    <Breadcrumbs aria-label={t('app.menu.breadcrumb')} sx={{ px: 1, py: 1 }} data-testid="breadcrumb">
      {group && <Typography color="text.secondary" variant="body2">{t(`routes.${group}`)}</Typography>}
      <Typography color="text.primary" variant="body2">{t(key, { _: '', smart_count: 2 })}</Typography>
    </Breadcrumbs>
  );
}
