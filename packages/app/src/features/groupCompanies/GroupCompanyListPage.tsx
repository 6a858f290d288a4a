import './groupCompanies.css';
import { EmptyState, ErrorState, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { Page } from '../../shared/Page';

/** `/front/groupCompanies/groupCompanyList`: the companies of the group whose directories the user reads. */
export function GroupCompanyListPage() {
  const { t } = useTranslation();
  const client = useClient();
  const list = useQuery((signal) => client.groupCompanies.list(undefined, { signal }), 'list');
  return (
    <Page className="kz-group-companies" title={t('groupCompanies.title')}>
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
    </Page>
  );
}
