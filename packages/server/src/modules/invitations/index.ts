export { ActivationError, InvitationError } from './InvitationError.js';
export { accountActivationHandlers, userInvitationsHandlers } from './invitationHandlers.js';
export {
  inviteExistingUser,
  NOT_ACTIVATED_PASSWORD_HASH,
  sendPersonLink,
  type InvitationActor,
} from './invitationService.js';
export { INVITATIONS_CROSS_TENANT_CASES } from './invitationCrossTenantCases.js';
