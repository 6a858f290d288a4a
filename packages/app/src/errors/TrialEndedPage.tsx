import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
// Straight from its file: the session barrel would bring the shell loaders into the error page.
import { usePrincipalStore } from '../features/session/principalStore';
import { useSignOut } from '../features/session/useSignOut';
import { addMessageParts } from '../i18n/createI18nInstance';
import { ErrorLayout } from './ErrorLayout';

const UPGRADE_KEYS = ['upgradeUsers', 'upgradeFeatures', 'upgradeData'] as const;

/**
 * The tenant's trial has ended; administrators (the server gives them the end date) also see when
 * it ended and what upgrading to the commercial plan changes.
 */
export default function TrialEndedPage({ requestId }: { requestId?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('errors.trialExpired.title'));
  useEffect(() => {
    if (!ready) void addMessageParts(i18n, ['pages']).then(() => setReady(true));
  }, [i18n, ready]);
  const signOut = useSignOut();
  const endsAt = usePrincipalStore((state) => state.principal?.tenantInfo.trialEndsAt ?? null);
  if (!ready) return null;
  return (
    <ErrorLayout titleKey="errors.trialExpired.title" requestId={requestId}>
      <p>{t('errors.trialExpired.message')}</p>
      {endsAt ? (
        <>
          <p>
            {t('errors.trialExpired.endedAt', {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
                new Date(endsAt),
              ),
            })}
          </p>
          <h2>{t('errors.trialExpired.upgradeTitle')}</h2>
          <ul>
            {UPGRADE_KEYS.map((key) => (
              <li key={key}>{t(`errors.trialExpired.${key}`)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <button type="button" className="kz-button" onClick={() => void signOut()}>
          {t('errors.trialExpired.signOut')}
        </button>
      </p>
    </ErrorLayout>
  );
}
