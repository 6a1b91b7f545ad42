/**
 * A signed-in account without the role an action needs (a fresh registration holds none): instead of a 无权访问
 * bounce it is told which role the action needs and is one click from applying for it — the button opens the
 * profile's role application (/user/modifyInformation) with that role marked. An application under review is said
 * so instead. Shared by the console (workbench, console routes a role grants) and the store (apply dialogs).
 */
import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { call } from '../../api/call.ts';
import { isLoggedIn } from '../../api/session.ts';
import { loadPermissions, loadUser } from '../authProvider.ts';
import { useTranslate } from '../host.tsx';

export type NeededRole = 'developer' | 'provider';

/** The menu each role's built-in grant opens first: holding it means the role's screens are open to the user. */
const ROLE_MENU: Record<NeededRole, string> = { developer: 'appmanage', provider: 'providerapi' };

export const roleApplyPath = (role: NeededRole) => `/user/modifyInformation?apply=${role}`;

/** true/false once the permissions are known; undefined while loading (or logged out). */
export function useRoleHeld(role: NeededRole, enabled = true): boolean | undefined {
  const [held, setHeld] = useState<boolean>();
  useEffect(() => {
    if (!enabled || !isLoggedIn()) return;
    let live = true;
    loadPermissions().then(
      (p) => {
        if (live) setHeld(p.superAdmin || p.menus.has(ROLE_MENU[role]));
      },
      () => {
        if (live) setHeld(true);
      },
    );
    return () => {
      live = false;
    };
  }, [role, enabled]);
  return held;
}

/**
 * true when the signed-in account holds no role at all (a fresh registration); undefined while loading. An enterprise
 * admin or a sub-account with a role is not "without a role", even where it lacks the developer's screens.
 */
export function useHoldsNoRole(): boolean | undefined {
  const [none, setNone] = useState<boolean>();
  useEffect(() => {
    if (!isLoggedIn()) return;
    let live = true;
    loadUser().then(
      (u) => {
        if (live) setNone(u.user_type !== 0 && !(u.role_codes ?? []).length);
      },
      () => {
        if (live) setNone(false);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return none;
}

interface Status {
  developerStatus: number;
  enterpriseDeveloperStatus: number;
  providersStatus: number;
}

function usePending(): Record<NeededRole, boolean> {
  const [status, setStatus] = useState<Status>();
  useEffect(() => {
    let live = true;
    call<'roleApplyStatus', Status>('roleApplyStatus', {}, { notify: false }).then(
      (s) => {
        if (live) setStatus(s);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return {
    developer: !!status && Math.max(status.developerStatus, status.enterpriseDeveloperStatus) === 1,
    provider: status?.providersStatus === 1,
  };
}

/** `roles`: the roles to offer (the first is what the action needs); `action` names what the user tried, if anything. */
export function RoleCallout({ roles, action }: { roles: NeededRole[]; action?: string }) {
  const t = useTranslate();
  const pending = usePending();
  const waiting = roles.filter((r) => pending[r]);
  return (
    <Alert severity={waiting.length === roles.length ? 'info' : 'warning'} data-testid="role-callout">
      <AlertTitle>
        {action
          ? t('app.role_cta.needs', { action, role: t(`app.role_cta.role_${roles[0]}`) })
          : t('app.role_cta.none_title')}
      </AlertTitle>
      {t(waiting.length === roles.length ? 'app.role_cta.pending' : `app.role_cta.why_${roles[0]}`)}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
        {roles.map((r) => (
          <Button
            key={r}
            size="small"
            variant={r === roles[0] ? 'contained' : 'outlined'}
            component={Link}
            to={roleApplyPath(r)}
            data-testid={`role-callout-${r}`}
          >
            {t(pending[r] ? 'app.role_cta.view_pending' : `app.role_cta.apply_${r}`)}
          </Button>
        ))}
      </Stack>
    </Alert>
  );
}
