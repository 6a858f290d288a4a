export { InvitationsAdminPage } from './InvitationsAdminPage';
export { InviteButton, INVITATIONS_PATH } from './InviteButton';
