/** /mobileApprove (and /process/handle-ticket) opened without a work order: say which is missing, link the to-do list. */
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { useTranslate } from 'react-admin';
import { routeByName } from '../../../shared/routes.ts';
import { Landing } from '../../../shell/ui/Landing.tsx';

export function MissingWorkOrder() {
  const t = useTranslate();
  const what = t('landing.work_order');
  return (
    <Landing
      testId="missing-work-order"
      icon={<HelpOutlineIcon color="warning" fontSize="inherit" />}
      title={t('landing.missing_title', { what })}
      actions={[
        {
          label: t('landing.to_upcoming'),
          to: routeByName.get('upcoming')!.path,
          primary: true,
          testId: 'to-upcoming',
        },
        { label: t('landing.to_home'), to: '/home' },
      ]}
    >
      {t('landing.missing_text', { what, param: 'work_order_id' })}
    </Landing>
  );
}
