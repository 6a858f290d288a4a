import { useTranslation } from 'react-i18next';
import { AdminPageTabs } from '../AdminPageTabs';

const PAGES = [
  { path: '/admin/ibasho', labelKey: 'placesAdmin.floors.tab', end: true },
  { path: '/admin/ibasho/settings', labelKey: 'placesAdmin.settings.title', end: false },
] as const;

/** The place administration pages, one link each. */
export function PlacesAdminNav() {
  const { t } = useTranslation();
  return (
    <AdminPageTabs
      label={t('placesAdmin.nav')}
      pages={PAGES.map((page) => ({ path: page.path, label: t(page.labelKey), end: page.end }))}
    />
  );
}
