import { MyProfilePage, ProfileLeaveGuard } from '../features/profile';
import { usePageTitle } from '../i18n/usePageTitle';

export function ProfileRoute() {
  usePageTitle('profile.title');
  return (
    <>
      <ProfileLeaveGuard />
      <MyProfilePage />
    </>
  );
}
