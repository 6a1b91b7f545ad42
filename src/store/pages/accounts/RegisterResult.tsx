/**
 * /registerResult: right after registering, the new account's name and what to do next (log in, then apply for the
 * developer role). Opened without a name (a bookmark, a shared link) it says there is no result to show and offers
 * login and registration instead of an empty success.
 */
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LoginIcon from '@mui/icons-material/Login';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { useLocation } from 'react-router-dom';
import { useTranslate } from '../../../shell/host.tsx';
import { Landing } from '../../../shell/ui/Landing.tsx';

export default function RegisterResult() {
  const t = useTranslate();
  const name = new URLSearchParams(useLocation().search).get('user_name')?.trim() ?? '';
  if (!name) {
    return (
      <Landing
        testId="register-result-none"
        icon={<InfoOutlinedIcon color="info" fontSize="inherit" />}
        title={t('landing.register_none_title')}
        actions={[
          { label: t('landing.to_login'), to: '/login', primary: true, testId: 'to-login' },
          { label: t('landing.to_register'), to: '/register', testId: 'to-register' },
        ]}
      >
        {t('landing.register_none_text')}
      </Landing>
    );
  }
  return (
    <Landing
      testId="register-result"
      icon={<CheckCircleIcon color="success" fontSize="inherit" />}
      title={t('landing.register_done_title')}
      actions={[
        {
          label: t('landing.to_login'),
          to: `/login?user_name=${encodeURIComponent(name)}`,
          primary: true,
          testId: 'to-login',
        },
      ]}
    >
      <Typography>{t('landing.register_done_text', { name })}</Typography>
      <Typography variant="subtitle2" color="text.primary" sx={{ mt: 2, textAlign: 'left' }}>
        {t('landing.next_title')}
      </Typography>
      <List dense data-testid="register-next">
        <ListItem disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <LoginIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('landing.next_login')} />
        </ListItem>
        <ListItem disableGutters>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <BadgeIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('landing.next_role')} />
        </ListItem>
      </List>
    </Landing>
  );
}
