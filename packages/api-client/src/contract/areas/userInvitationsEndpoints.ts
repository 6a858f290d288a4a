import * as v from 'valibot';
import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  ActivateBodySchema,
  ActivationTargetSchema,
  ActivationTokenBodySchema,
  InvitationIdParamsSchema,
  InvitationListSchema,
  InvitationSchema,
  InviteBodySchema,
  InviteUserBodySchema,
} from '../schemas/invitationSchemas';

/** The user admin entry needs its role only (000 §6.4). */
const userAdmin = { kind: 'role', role: 'ADMIN_USER' } as const;

/**
 * Invitations by e-mail (ADMIN_USER). Each mail carries a link to `/front/bizDAccount/activate`;
 * every change is written to the action log.
 */
export const userInvitationsEndpoints = withErrors(errorCodesOf('userInvitations'), {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/user/invitations',
    summary: 'Invitations of the tenant, newest first, pending, expired, used or revoked',
    response: InvitationListSchema,
    capability: userAdmin,
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/admin/user/invitations',
    summary: 'Make the account of a new person and send them an invitation by e-mail',
    body: InviteBodySchema,
    response: InvitationSchema,
    capability: userAdmin,
  }),
  inviteUser: defineEndpoint({
    method: 'POST',
    path: '/admin/user/invitations/user',
    summary: 'Send an invitation to a person whose account has never been activated',
    body: InviteUserBodySchema,
    response: InvitationSchema,
    capability: userAdmin,
  }),
  reissue: defineEndpoint({
    method: 'POST',
    path: '/admin/user/invitations/:invitationId/reissue',
    summary: 'Send a new link to the same person; every older link of theirs stops working',
    params: InvitationIdParamsSchema,
    response: InvitationSchema,
    capability: userAdmin,
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/admin/user/invitations/:invitationId/revoke',
    summary: 'Make an unused invitation link stop working',
    params: InvitationIdParamsSchema,
    response: InvitationSchema,
    capability: userAdmin,
  }),
});

const publicAccess = { kind: 'public' } as const;

/**
 * Account activation by the invited person, without a session. Unknown, revoked and expired
 * tokens answer alike; calls are limited per client address.
 */
export const accountActivationEndpoints = withErrors(errorCodesOf('accountActivation'), {
  target: defineEndpoint({
    method: 'POST',
    path: '/accountActivation/target',
    summary: 'Who an invitation link activates, and the password policy to meet',
    body: ActivationTokenBodySchema,
    response: ActivationTargetSchema,
    capability: publicAccess,
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/accountActivation/activate',
    summary: 'Set the password of an invited account; the link is then used',
    body: ActivateBodySchema,
    response: v.null(),
    capability: publicAccess,
  }),
});
