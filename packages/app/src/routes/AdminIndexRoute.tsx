import { adminEntries } from '@kizuna/api-client/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../i18n/usePageTitle';
import { ADMIN_ENTRY_PATHS, adminEntryLabelKey } from '../menu/menuTargets';
import {
  capabilityContextOfPrincipal,
  selectPrincipal,
  usePrincipalStore,
} from '../features/session/principalStore';

/** The admin area ("Manage"): the entries the user's roles and the tenant's features allow. */
export function AdminIndexRoute() {
  const { t } = useTranslation();
  usePageTitle('admin.title');
  const principal = usePrincipalStore(selectPrincipal);
  const entries = principal ? adminEntries(capabilityContextOfPrincipal(principal)) : [];
  return (
    <main className="kz-page" aria-labelledby="kz-page-title">
      <h1 id="kz-page-title" className="kz-page__title">
        {t('admin.title')}
      </h1>
      {entries.length === 0 ? (
        <p>{t('admin.empty')}</p>
      ) : (
        <nav aria-label={t('menu.admin.label')}>
          <ul className="kz-admin-menu">
            {entries.map((entry) => (
              <li key={entry}>
                <Link to={ADMIN_ENTRY_PATHS[entry]}>{t(adminEntryLabelKey(entry))}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </main>
  );
}
