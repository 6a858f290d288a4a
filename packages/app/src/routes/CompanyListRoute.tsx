import { CompanyListPage } from '../features/companies/CompanyListPage';
import { usePageTitle } from '../i18n/usePageTitle';

export function CompanyListRoute() {
  usePageTitle('companies.title');
  return <CompanyListPage />;
}
