import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to the page's translated title followed by the application name. */
export function usePageTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = t(titleKey);
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} | ${appName}`;
  }, [title, appName]);
}
