import { InvitationsAdminPage } from '../features/admin/invitations';
import { usePageTitle } from '../i18n/usePageTitle';

export function InvitationsAdminRoute() {
  usePageTitle('admin.invitations.title');
  return <InvitationsAdminPage />;
}
