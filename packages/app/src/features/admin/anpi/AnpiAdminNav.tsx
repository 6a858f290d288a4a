import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const PAGES = [
  { path: '/admin/anpi/users/companyLevelPermissions', key: 'permissions' },
  { path: '/admin/anpi/checks', key: 'checks' },
] as const;

/** The safety confirmation administration pages, one link each; the open one is the current page. */
export function AnpiAdminNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('anpi.admin.nav')} className="kz-anpi-admin-nav">
      <ul>
        {PAGES.map((page) => (
          <li key={page.key}>
            <NavLink to={page.path}>{t(`anpi.admin.${page.key}.title`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
