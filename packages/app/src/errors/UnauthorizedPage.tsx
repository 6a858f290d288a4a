import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../i18n/usePageTitle';

/** `/front/error/401`: where an unauthenticated request ends when it cannot go to sign-in directly. */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  usePageTitle('errors.unauthorized.title');
  return (
    <main className="kz-error-page" aria-labelledby="kz-error-title">
      <h1 id="kz-error-title">{t('errors.unauthorized.title')}</h1>
      <p>{t('errors.unauthorized.message')}</p>
      <p>
        <a className="kz-error-page__back" href="/front/login">
          {t('errors.unauthorized.signIn')}
        </a>
      </p>
    </main>
  );
}
