import { GroupCompanyListPage } from '../features/groupCompanies/GroupCompanyListPage';
import { usePageTitle } from '../i18n/usePageTitle';

export function GroupCompanyListRoute() {
  usePageTitle('groupCompanies.title');
  return <GroupCompanyListPage />;
}
