import { useEffect } from 'react';
import { isValidUrl } from '@kizuna/api-client/validation';
import { isDialogReplacedError, useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { selectPrincipal, selectSessionExpired, usePrincipalStore } from './principalStore';
import { isSessionIdleOver, lastApiActivity } from './sessionActivity';

/** How often a tab checks whether the session has been idle for the tenant's minutes. */
const IDLE_CHECK_MS = 15_000;

/** The company's page after a timeout, when it is one a browser may open (http or https). */
function nextPageOf(url: string | null | undefined): string | null {
  return url && isValidUrl(url) ? url : null;
}

function leave(nextUrl: string | null) {
  if (nextUrl) window.location.assign(nextUrl);
  else signInAgain();
}

function signInAgain() {
  // A page's checks may already have led to sign-in; keep the `next` they recorded.
  if (window.location.pathname === '/front/login') return;
  const next = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  window.location.assign(`/front/login?next=${encodeURIComponent(next)}`);
}

/**
 * Opens the session-timeout dialog once a call made after sign-in answered 401 (the store has
 * already stopped polling), or once no tab has called the server for the tenant's idle minutes
 * (`tenantInfo.sessionIdleMinutes`, the company settings): the server has ended the session by
 * then. The dialog leads to sign-in, or to the company's page after a timeout
 * (`tenantInfo.sessionTimeoutNextUrl`, the company settings) when it has one.
 */
export function SessionTimeoutEffect(): null {
  const { t } = useTranslation();
  const dialogs = useDialogService();
  const expired = usePrincipalStore(selectSessionExpired);
  const tenantInfo = usePrincipalStore(selectPrincipal)?.tenantInfo;
  const idleMinutes = tenantInfo?.sessionIdleMinutes;
  const nextUrl = nextPageOf(tenantInfo?.sessionTimeoutNextUrl);
  useEffect(() => {
    if (!idleMinutes || expired) return;
    const timer = window.setInterval(() => {
      if (isSessionIdleOver(lastApiActivity(), Date.now(), idleMinutes)) {
        usePrincipalStore.getState().expire({ addressRejected: false });
      }
    }, IDLE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [idleMinutes, expired]);
  useEffect(() => {
    if (!expired) return;
    dialogs
      .message({
        title: t('session.timeout.title'),
        message: t(expired.addressRejected ? 'session.timeout.addressRejected' : 'session.timeout.message'),
        confirmLabel: t('session.timeout.signIn'),
      })
      .then(
        () => leave(nextUrl),
        (error: unknown) => {
          if (!isDialogReplacedError(error)) leave(nextUrl);
        },
      );
  }, [expired, dialogs, t, nextUrl]);
  return null;
}
