import { useTranslation } from 'react-i18next';
import { AdminPageTabs } from '../AdminPageTabs';

const PAGES = [
  { path: '/admin/thanks/settings', key: 'settings' },
  { path: '/admin/thanks/stamps', key: 'stamps' },
  { path: '/admin/thanks/logs', key: 'logs' },
] as const;

/** The three thanks administration pages, one link each. */
export function ThanksAdminNav() {
  const { t } = useTranslation();
  return (
    <AdminPageTabs
      label={t('admin.thanks.nav')}
      pages={PAGES.map((page) => ({ path: page.path, label: t(`admin.thanks.${page.key}.title`) }))}
    />
  );
}
