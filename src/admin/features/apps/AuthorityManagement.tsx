/** /developers/authorityManagement: what each of your applications may use — its subscriptions and their APIs. */
import { useEffect, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Card,
  CardContent,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocaleState, useTranslate } from 'react-admin';
import { useRemote } from '../../../shell/use-remote.ts';
import { ScreenStates } from '../../../shell/ui/states.tsx';
import { listApps, myAccessPage } from './api.ts';
import { ApisPanel } from './ApisPanel.tsx';

export default function AuthorityManagement() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const apps = useRemote(() => listApps(), []);
  const [applyId, setApplyId] = useState<number | ''>('');
  useEffect(() => {
    if (applyId === '' && apps.data?.length) setApplyId(apps.data[0].apply_id);
  }, [apps.data, applyId]);
  const subs = useRemote(
    () => myAccessPage({ apply_id: applyId, state: 'active', page_size: 100 }),
    [applyId],
    applyId !== '',
  );
  return (
    <Card sx={{ m: 1 }} data-testid="authority-management">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('access.apis_title')}
        </Typography>
        <ScreenStates loading={apps.loading} error={apps.error} onRetry={apps.reload} empty={!apps.data?.length}>
          <TextField
            select
            size="small"
            label={t('apps.pick_app')}
            value={applyId}
            sx={{ minWidth: 240, mb: 2 }}
            onChange={(e) => setApplyId(Number(e.target.value))}
          >
            {(apps.data ?? []).map((a) => (
              <MenuItem key={a.apply_id} value={a.apply_id}>
                {a.apply_name}
              </MenuItem>
            ))}
          </TextField>
          <ScreenStates loading={subs.loading} error={subs.error} onRetry={subs.reload} empty={!subs.data?.list.length}>
            {subs.data?.list.map((s) => (
              <Accordion key={s.r_apply_groups_record_id} disableGutters>
                <AccordionSummary expandIcon={<ExpandMore />}>
                  {`${(locale === 'en' && s.group_name_en) || s.group_name} · ${t(`apps.env_${s.env_type}`)}`}
                </AccordionSummary>
                <AccordionDetails>
                  <ApisPanel recordId={s.r_apply_groups_record_id} canEdit={false} />
                </AccordionDetails>
              </Accordion>
            ))}
          </ScreenStates>
        </ScreenStates>
      </CardContent>
    </Card>
  );
}
