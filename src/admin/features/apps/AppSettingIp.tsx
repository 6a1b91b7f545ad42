/** /developers/appSettingIp: pick one of your applications and edit its IP whitelist per environment. */
import { useState } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCan } from '../../ui/Can.tsx';
import { AppEnvPicker, type AppEnv } from './AppEnvPicker.tsx';
import { WhitelistPanel } from './WhitelistPanel.tsx';

export default function AppSettingIp() {
  const t = useTranslate();
  const [pick, setPick] = useState<AppEnv>({ applyId: '', envType: 3, appKey: '' });
  const canEdit = useCan('edit', 'appSettingIp');
  return (
    <Card sx={{ m: 1 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('apps.whitelist')}
        </Typography>
        <AppEnvPicker value={pick} onChange={setPick} />
        {pick.applyId !== '' && <WhitelistPanel applyId={pick.applyId} canEdit={canEdit} />}
      </CardContent>
    </Card>
  );
}
