import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const PAGES = [
  { path: '/admin/anpi/users/companyLevelPermissions', labelKey: 'anpi.admin.permissions.title' },
  { path: '/admin/anpi/checks', labelKey: 'anpi.admin.checks.title' },
  { path: '/admin/anpi/quake', labelKey: 'anpiQuake.title' },
] as const;

/** The safety confirmation administration pages, one link each; the open one is the current page. */
export function AnpiAdminNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('anpi.admin.nav')} className="kz-anpi-admin-nav">
      <ul>
        {PAGES.map((page) => (
          <li key={page.path}>
            <NavLink to={page.path}>{t(page.labelKey)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
