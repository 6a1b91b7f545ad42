/**
 * Things the whole app needs from inside react-admin's contexts but that belong to no page: the request
 * wrapper's notify/translate/logout binding, the hideSetting keeper, the page title and notices left by a
 * bootstrap step that ran before React. Rendered through <Admin notification>, the one slot that sits
 * inside the router and every provider for both layout and no-layout routes.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Notification, useLocaleState, useLogout, useNotify, useTranslate } from 'react-admin';
import { bindApiEvents } from '../../api/events.ts';
import { endSessionLocally } from '../../shell/authProvider.ts';
import { HideSettingKeeper } from '../../shell/routing/hide-setting.tsx';
import { LOGIN_PATH, loginUrlFor } from '../../shell/routing/return-url.ts';
import { titleFor } from '../layout/console-paths.ts';
import { applyDocumentTitle, useTitlesVersion } from '../../shell/page-title.ts';
import { withKeptQuery } from '../../shell/routing/hide-setting.tsx';

export const PENDING_NOTICE_KEY = 'pending-notice';

function ApiEventsBinder() {
  const notify = useNotify();
  const translate = useTranslate();
  const logout = useLogout();
  useEffect(
    () =>
      bindApiEvents({
        translate: (key, args) => translate(key, args),
        notify: (message, type) => notify(message, { type, multiLine: message.length > 40 }),
        sessionLost: (kind) => {
          // parallel calls fail together; the first one already went to the login page with the return route
          if (location.pathname === LOGIN_PATH) {
            endSessionLocally();
            return;
          }
          const target =
            kind === 'auth_failed'
              ? loginUrlFor(location.pathname, location.search)
              : withKeptQuery(LOGIN_PATH, location.search);
          endSessionLocally();
          void logout({}, target, false);
        },
      }),
    [notify, translate, logout],
  );
  return null;
}

function PendingNotice() {
  const notify = useNotify();
  useEffect(() => {
    const message = sessionStorage.getItem(PENDING_NOTICE_KEY);
    if (!message) return;
    sessionStorage.removeItem(PENDING_NOTICE_KEY);
    notify(message, { type: 'error' });
  }, [notify]);
  return null;
}

/** Page title = product name + the page's title (a record page's names its record), in the current language. */
function TitleSync() {
  const location = useLocation();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const version = useTitlesVersion();
  useEffect(() => {
    applyDocumentTitle(translate, locale, titleFor(location.pathname, location.search));
  }, [location.pathname, location.search, translate, locale, version]);
  return null;
}

export function ShellNotification() {
  return (
    <>
      <Notification />
      <ApiEventsBinder />
      <PendingNotice />
      <HideSettingKeeper />
      <TitleSync />
    </>
  );
}
