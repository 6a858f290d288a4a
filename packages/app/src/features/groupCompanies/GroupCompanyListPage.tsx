import './groupCompanies.css';
import { EmptyState, ErrorState, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';

/** `/front/groupCompanies/groupCompanyList`: the companies of the group whose directories the user reads. */
export function GroupCompanyListPage() {
  const { t } = useTranslation();
  const client = useClient();
  const list = useQuery((signal) => client.groupCompanies.list(undefined, { signal }), 'list');
  return (
    <main className="kz-page kz-group-companies" aria-labelledby="kz-page-title">
      <h1 id="kz-page-title" className="kz-page__title">
        {t('groupCompanies.title')}
      </h1>
      <p className="kz-group-companies__intro">{t('groupCompanies.intro')}</p>
      {list.error != null ? (
        <ErrorState title={t('groupCompanies.loadFailed')} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton lines={3} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon="search"
          title={t('groupCompanies.empty')}
          description={t('groupCompanies.emptyHint')}
        />
      ) : (
        <ul className="kz-group-companies__list" aria-label={t('groupCompanies.title')}>
          {list.data.items.map((company) => (
            <li key={company.groupTenantId}>
              <Link
                className="kz-group-companies__link"
                to={`/groupCompanies/${company.groupTenantId}/users`}
              >
                {company.orgName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
