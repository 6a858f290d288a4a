import { useTranslation } from 'react-i18next';

/** What shows while the first page's checks run. */
export function InitialLoading() {
  const { t } = useTranslation();
  return (
    <p className="kz-initial-loading" role="status">
      {t('common.loading')}
    </p>
  );
}
