import { ActionLogPage } from '../features/admin/actionLog';
import { CompanySettingsPage, DestinationsAdminPage } from '../features/admin/company';
import { usePageTitle } from '../i18n/usePageTitle';

export function CompanySettingsRoute() {
  usePageTitle('admin.company.title');
  return <CompanySettingsPage />;
}

export function ActionLogRoute() {
  usePageTitle('admin.actionLog.title');
  return <ActionLogPage />;
}

export function DestinationsAdminRoute() {
  usePageTitle('whereabouts.admin.title');
  return <DestinationsAdminPage />;
}
