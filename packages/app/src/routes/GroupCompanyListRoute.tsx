import { GroupCompanyListPage } from '../features/groupCompanies/GroupCompanyListPage';
import { usePageTitle } from '../features/i18n/usePageTitle';

export function GroupCompanyListRoute() {
  usePageTitle('groupCompanies.title');
  return <GroupCompanyListPage />;
}
