import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../i18n/usePageTitle';
import { HashChangeReloadEffect } from './HashChangeReloadEffect';

export const INIT_PAGE_PATH = '/front/initPage';

/** The frame of every error page: its title, what it says, the request id and the way back. */
export function ErrorLayout({
  titleKey,
  requestId,
  children,
}: {
  titleKey: string;
  requestId?: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(titleKey);
  return (
    <main className="kz-error-page" aria-labelledby="kz-error-title">
      <HashChangeReloadEffect />
      <h1 id="kz-error-title">{t(titleKey)}</h1>
      {children}
      {requestId ? (
        <p className="kz-error-page__request-id">{t('ops.requestId', { id: requestId })}</p>
      ) : null}
      <p>
        <a className="kz-error-page__back" href={INIT_PAGE_PATH}>
          {t('errors.backToStart')}
        </a>
      </p>
    </main>
  );
}
