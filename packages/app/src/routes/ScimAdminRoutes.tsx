import { ScimAdminPage } from '../features/admin/scim';
import { usePageTitle } from '../i18n/usePageTitle';

export function AzureActiveDirectoryRoute() {
  usePageTitle('admin.scim.title.AZURE_ACTIVE_DIRECTORY');
  return <ScimAdminPage entry="AZURE_ACTIVE_DIRECTORY" />;
}
