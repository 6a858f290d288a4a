import { useParams } from 'react-router';
import { UserAdminPage, UserEditPage } from '../features/admin/users';
import { usePageTitle } from '../i18n/usePageTitle';

export function UserAdminRoute() {
  usePageTitle('admin.users.title');
  return <UserAdminPage />;
}

export function UserAddRoute() {
  usePageTitle('admin.users.addTitle');
  return <UserEditPage userId={null} />;
}

/** The loader has checked that the id is a number. */
export function UserEditRoute() {
  usePageTitle('admin.users.editTitle');
  const userId = Number(useParams().userId);
  return <UserEditPage key={userId} userId={userId} />;
}
