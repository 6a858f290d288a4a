import { isDialogReplacedError, useDialogService } from '@kizuna/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { selectSessionExpired, usePrincipalStore } from '../session';
import { selectAnyEditing, useProfileEditStore } from './profileEditStore';

/**
 * Asks before leaving my profile while a section is being edited (002 §2): yes discards the edits
 * and goes, no stays. Not while the session-timeout dialog shows: that one leads to sign-in.
 */
export function ProfileLeaveGuard(): null {
  const { t } = useTranslation();
  const dialogs = useDialogService();
  const anyEditing = useProfileEditStore(selectAnyEditing);
  const reset = useProfileEditStore((store) => store.reset);
  const sessionExpired = usePrincipalStore(selectSessionExpired) !== null;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      anyEditing && !sessionExpired && currentLocation.pathname !== nextLocation.pathname,
  );

  // The blocker is a new object each render; the question is asked once per blocked navigation.
  const current = useRef(blocker);
  current.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    dialogs
      .okCancel({
        title: t('profile.leave.title'),
        message: t('profile.leave.message'),
        confirmLabel: t('profile.leave.yes'),
        cancelLabel: t('profile.leave.no'),
      })
      .then(
        (leave) => {
          if (leave) {
            reset();
            current.current.proceed?.();
          } else current.current.reset?.();
        },
        (error: unknown) => {
          if (isDialogReplacedError(error)) current.current.reset?.();
        },
      );
  }, [blocker.state, dialogs, reset, t]);

  // Edit flags belong to this visit of the page.
  useEffect(() => reset, [reset]);
  return null;
}
