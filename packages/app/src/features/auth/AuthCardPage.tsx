import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';

export interface AuthCardPageProps {
  /** The card's heading, the page's one `h1`, which names the `main` landmark. */
  title: ReactNode;
  /** The heading's id. */
  titleId: string;
  /** Classes beside the card's own. */
  className?: string;
  children?: ReactNode;
}

/**
 * A page without the layout, in the sign-in page's look: the app's name, the language switch and
 * one card (sign-in, password change, account activation).
 */
export function AuthCardPage({ title, titleId, className, children }: AuthCardPageProps) {
  const { t } = useTranslation();
  return (
    <div className="kz-auth-page">
      <header className="kz-auth-page__header">
        <span className="kz-auth-page__app">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main
        className={className ? `kz-auth-page__card ${className}` : 'kz-auth-page__card'}
        aria-labelledby={titleId}
      >
        <h1 id={titleId}>{title}</h1>
        {children}
      </main>
    </div>
  );
}
