import { useTranslation } from 'react-i18next';
import { AdminPageTabs } from '../AdminPageTabs';

const PAGES = [
  { path: '/admin/anpi/users/companyLevelPermissions', labelKey: 'anpi.admin.permissions.title' },
  { path: '/admin/anpi/checks', labelKey: 'anpi.admin.checks.title' },
  { path: '/admin/anpi/quake', labelKey: 'anpiQuake.title' },
] as const;

/** The safety confirmation administration pages, one link each. */
export function AnpiAdminNav() {
  const { t } = useTranslation();
  return (
    <AdminPageTabs
      label={t('anpi.admin.nav')}
      pages={PAGES.map((page) => ({ path: page.path, label: t(page.labelKey) }))}
    />
  );
}
