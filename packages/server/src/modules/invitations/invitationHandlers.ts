import type { contract, EndpointDefinition } from '@kizuna/api-client/contract';
import type { AreaHandlers, HandlerContext } from '../../http/Handler.js';
import { refuseIfOverActionLimit } from '../auth/index.js';
import { activateAccount, activationTarget } from './activationService.js';
import {
  changeInvitation,
  inviteExistingUser,
  inviteNewPerson,
  listInvitations,
  type InvitationActor,
} from './invitationService.js';

/**
 * Links in mail start with the configured public address; without one, with the address the
 * administrator reached Kizuna at (their own request, so no one else chooses it).
 */
function actorOf({ principal, deps, clientAddress, c }: HandlerContext<EndpointDefinition>): InvitationActor {
  return {
    tenantId: principal.tenant.id,
    userId: principal.user.id,
    ip: clientAddress,
    now: deps.clock(),
    linkOrigin: deps.config.publicUrl ?? new URL(c.req.url).origin,
  };
}

export const userInvitationsHandlers: AreaHandlers<typeof contract.userInvitations> = {
  async list({ principal, deps }) {
    return { items: await listInvitations(deps.db, principal.tenant.id, deps.clock()) };
  },
  async invite(context) {
    await refuseIfOverActionLimit(context, 'invitation');
    return inviteNewPerson(context.deps.db, actorOf(context), context.input.body);
  },
  async inviteUser(context) {
    await refuseIfOverActionLimit(context, 'invitation');
    return inviteExistingUser(context.deps.db, actorOf(context), context.input.body.userId);
  },
  async reissue(context) {
    await refuseIfOverActionLimit(context, 'invitation');
    return changeInvitation(context.deps.db, actorOf(context), context.input.params.invitationId, 'reissue');
  },
  async revoke(context) {
    return changeInvitation(context.deps.db, actorOf(context), context.input.params.invitationId, 'revoke');
  },
};

export const accountActivationHandlers: AreaHandlers<typeof contract.accountActivation> = {
  async target({ input, deps, clientAddress }) {
    return activationTarget(deps.db, { token: input.body.token, address: clientAddress, now: deps.clock() });
  },
  async activate({ input, deps, clientAddress }) {
    await activateAccount(deps.db, { ...input.body, address: clientAddress, now: deps.clock() });
    return null;
  },
};
