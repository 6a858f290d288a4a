import { CompanyListPage } from '../features/companies/CompanyListPage';
import { usePageTitle } from '../features/i18n/usePageTitle';

export function CompanyListRoute() {
  usePageTitle('companies.title');
  return <CompanyListPage />;
}
