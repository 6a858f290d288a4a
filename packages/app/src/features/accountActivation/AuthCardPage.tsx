import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';

export interface AuthCardPageProps {
  /** The card's heading, the page's one `h1`. */
  title: ReactNode;
  children?: ReactNode;
}

/** A page without the layout, in the sign-in page's look: app name, language switch, one card. */
export function AuthCardPage({ title, children }: AuthCardPageProps) {
  const { t } = useTranslation();
  return (
    <div className="kz-auth-page">
      <header className="kz-auth-page__header">
        <span className="kz-auth-page__app">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main className="kz-auth-page__card kz-activation" aria-labelledby="kz-activation-title">
        <h1 id="kz-activation-title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
