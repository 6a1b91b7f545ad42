/**
 * /ddOpen: the workplace app signs in here with an authorization code (`?auth_code=`, exchanged by
 * GET /openauthor/v1/user/authority), or opens a work order with the workflow token in a cookie. The token becomes
 * the ticket if the server accepts it; mobile user agents go to the mobile approval page instead. A refused
 * token is cleared and the user goes to /login (SPEC.md sections 2 and 8). Opened with neither, or with an
 * authorization code the server refuses, it says so and offers the login page (issue 25 item 24).
 */
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Landing } from '../../shell/ui/Landing.tsx';
import { useNavigate } from 'react-router-dom';
import { clearSession, saveSession } from '../../api/session.ts';
import { forgetSessionCache, startSession, type LoginResult } from '../../shell/authProvider.ts';
import { call } from '../../api/call.ts';
import { LoadingState } from '../../shell/ui/states.tsx';

export const WORKFLOW_COOKIE = 'workflow_token';
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|DingTalk/i;

export function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

export function clearCookie(name: string) {
  document.cookie = `${name}=; path=/; max-age=0`;
}

export default function DdOpen() {
  const navigate = useNavigate();
  const t = useTranslate();
  const [outcome, setOutcome] = useState<{ kind: 'none' } | { kind: 'failed'; message: string } | null>(null);
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const target = new URLSearchParams();
    for (const k of ['work_order_id', 'process_id']) if (query.get(k)) target.set(k, query.get(k)!);
    const qs = target.toString() ? `?${target.toString()}` : '';
    const authCode = query.get('auth_code') ?? query.get('authCode');
    if (authCode) {
      call<'userAuthority', LoginResult>('userAuthority', {
        query: { auth_code: authCode },
      }).then(
        (result) => {
          startSession(result);
          navigate(target.has('work_order_id') ? `/process/handle-ticket${qs}` : '/', { replace: true });
        },
        (e: Error) => setOutcome({ kind: 'failed', message: e.message }),
      );
      return;
    }
    if (MOBILE_UA.test(navigator.userAgent)) {
      navigate(`/mobileApprove${qs}`, { replace: true });
      return;
    }
    const token = readCookie(WORKFLOW_COOKIE);
    if (!token) {
      setOutcome({ kind: 'none' });
      return;
    }
    forgetSessionCache();
    saveSession(token);
    call('userDetail', {}, { notify: false }).then(
      () => navigate(`/process/handle-ticket${qs}`, { replace: true }),
      () => {
        clearCookie(WORKFLOW_COOKIE);
        clearSession();
        navigate('/login', { replace: true });
      },
    );
  }, [navigate]);
  if (!outcome) return <LoadingState minHeight={400} />;
  const none = outcome.kind === 'none';
  return (
    <Landing
      testId="dd-open-result"
      icon={<LinkOffIcon color="warning" fontSize="inherit" />}
      title={t(none ? 'landing.dd_none_title' : 'landing.dd_failed_title')}
      actions={[
        { label: t('landing.to_login'), to: '/login', primary: true, testId: 'to-login' },
        { label: t('landing.to_home'), to: '/home' },
      ]}
    >
      {none ? t('landing.dd_none_text') : t('landing.dd_failed_text', { message: outcome.message })}
    </Landing>
  );
}
