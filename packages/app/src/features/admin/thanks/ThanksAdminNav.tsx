import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const PAGES = [
  { path: '/admin/thanks/settings', key: 'settings' },
  { path: '/admin/thanks/stamps', key: 'stamps' },
  { path: '/admin/thanks/logs', key: 'logs' },
] as const;

/** The three thanks administration pages, one link each; the open one is the current page. */
export function ThanksAdminNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.thanks.nav')} className="kz-thanks-admin-nav">
      <ul>
        {PAGES.map((page) => (
          <li key={page.key}>
            <NavLink to={page.path}>{t(`admin.thanks.${page.key}.title`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
