import { useEffect } from 'react';
import { isDialogReplacedError, useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { selectSessionExpired, usePrincipalStore } from './principalStore';

function signInAgain() {
  // A page's checks may already have led to sign-in; keep the `next` they recorded.
  if (window.location.pathname === '/front/login') return;
  const next = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  window.location.assign(`/front/login?next=${encodeURIComponent(next)}`);
}

/**
 * Opens the session-timeout dialog once a call made after sign-in answered 401 (the store has
 * already stopped polling), then leads to sign-in.
 */
export function SessionTimeoutEffect(): null {
  const { t } = useTranslation();
  const dialogs = useDialogService();
  const expired = usePrincipalStore(selectSessionExpired);
  useEffect(() => {
    if (!expired) return;
    dialogs
      .message({
        title: t('session.timeout.title'),
        message: t(expired.addressRejected ? 'session.timeout.addressRejected' : 'session.timeout.message'),
        confirmLabel: t('session.timeout.signIn'),
      })
      .then(signInAgain, (error: unknown) => {
        if (!isDialogReplacedError(error)) signInAgain();
      });
  }, [expired, dialogs, t]);
  return null;
}
