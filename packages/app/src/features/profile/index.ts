/** What other features use of profile: import it from here, never from the files inside. */
export { MyProfilePage } from './MyProfilePage';
export { ProfileLeaveGuard } from './ProfileLeaveGuard';
export { MY_PROFILE_PATH } from './myProfilePath';
