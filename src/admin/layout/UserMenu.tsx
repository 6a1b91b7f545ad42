/**
 * The user menu of both headers. Password change is hidden for domain accounts (their directory owns the
 * password) and enterprise accounts, as SPEC.md section 2 says; an initial password forces the dialog open.
 */
import { useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { Link } from 'react-router-dom';
import { Logout, UserMenu as RaUserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { getSessionUser } from '../../api/session.ts';
import { DOMAIN_ACCOUNT_PREFIXES } from '../../shared/constants.ts';
import { forgetSessionCache, type UserInfo } from '../../shell/authProvider.ts';
import { PasswordDialog } from './PasswordDialog.tsx';
import { NO_RETRY } from '../routing/perms.ts';
import { SurveyItem, useSurvey } from './SurveyItem.tsx';

export const ENTERPRISE_ACCOUNT = 2;
const WORKBENCH_PATH = '/openUser/workBench';

export function canChangePassword(user: Pick<UserInfo, 'puser_name' | 'account_type'> | undefined): boolean {
  if (!user) return false;
  if (user.account_type === ENTERPRISE_ACCOUNT) return false;
  return !DOMAIN_ACCOUNT_PREFIXES.some((p) => user.puser_name?.startsWith(p));
}

function WorkbenchItem() {
  const t = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to={WORKBENCH_PATH} onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <DashboardIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('app.header.workbench')}</ListItemText>
    </MenuItem>
  );
}

function PasswordItem({ onOpen }: { onOpen: () => void }) {
  const t = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        menu?.onClose();
        onOpen();
      }}
      data-testid="change-password"
    >
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('app.header.change_password')}</ListItemText>
    </MenuItem>
  );
}

export function AccountMenu() {
  const { identity } = useGetIdentity(NO_RETRY);
  const user = identity as unknown as UserInfo | undefined;
  const [dialog, setDialog] = useState(false);
  const survey = useSurvey();
  return (
    <>
      <RaUserMenu>
        <WorkbenchItem />
        <SurveyItem survey={survey} />
        {canChangePassword(user) && <PasswordItem onOpen={() => setDialog(true)} />}
        <Logout />
      </RaUserMenu>
      {user && <PasswordDialog open={dialog} userId={user.user_id} onClose={() => setDialog(false)} />}
    </>
  );
}

/** Opens the mandatory dialog while the session user still has an initial password. */
export function InitPasswordGate() {
  const { identity, refetch } = useGetIdentity(NO_RETRY);
  const user = identity as unknown as UserInfo | undefined;
  const [dismissed, setDismissed] = useState(false);
  const initPwd = user ? user.init_pwd === 1 : getSessionUser()?.init_pwd === 1;
  const userId = user?.user_id ?? getSessionUser()?.user_id;
  if (!initPwd || dismissed || userId === undefined) return null;
  const onClose = () => {
    setDismissed(true);
    forgetSessionCache();
    void refetch();
  };
  return <PasswordDialog open mandatory userId={userId} onClose={onClose} />;
}
