import type { ActivationTarget, FieldError } from '@kizuna/api-client/contract';
import { checkPasswordPolicy, DEFAULT_PASSWORD_POLICY } from '@kizuna/api-client/validation';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows, updateTenantRows } from '../../db/tenantRows.js';
import { isAddressAllowed } from '../../http/ipAllowList.js';
import { recordAdminAction } from '../actionLog/index.js';
import { hashPassword, savePassword, takeThrottleSlot } from '../auth/index.js';
import { ActivationError } from './InvitationError.js';
import { revokeOpenInvitations } from './invitationService.js';
import { hashInvitationToken, invitationState, isTokenShaped } from './invitationTokens.js';

/** Activation calls one client address may make per throttle window (a person needs two or three). */
export const ACTIVATION_SLOTS = 20;

export interface ActivationRequest {
  readonly token: string;
  readonly address: string;
  readonly now: Date;
}

function findByToken(db: Db, token: string) {
  return db
    .selectFrom('user_invitations')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'user_invitations.user_id')
        .onRef('users.tenant_id', '=', 'user_invitations.tenant_id'),
    )
    .innerJoin('tenants', 'tenants.id', 'user_invitations.tenant_id')
    .select([
      'user_invitations.id',
      'user_invitations.tenant_id',
      'user_invitations.user_id',
      'user_invitations.email',
      'user_invitations.expires_at',
      'user_invitations.used_at',
      'user_invitations.revoked_at',
      'user_invitations.purpose',
      'users.account_id',
      'users.fullname',
      'users.email as user_email',
      'users.enabled',
      'users.password_change_reason',
      'tenants.code as tenant_code',
      'tenants.name as tenant_name',
      'tenants.ip_allow_list',
      'tenants.password_allow_uid',
    ])
    .where('user_invitations.token_hash', '=', hashInvitationToken(token))
    .executeTakeFirst();
}

type Found = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

const sameAddress = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

/**
 * The invitation a token opens, or why it does not (002 §8). Unknown, malformed, revoked and
 * expired tokens are one answer, so nothing about them can be learnt; every call spends a slot of
 * the address's budget, so tokens cannot be tried in bulk.
 */
async function openInvitation(db: Db, { token, address, now }: ActivationRequest): Promise<Found> {
  if (!(await takeThrottleSlot(db, JSON.stringify(['activation', address]), ACTIVATION_SLOTS, now))) {
    throw new ActivationError('TOO_MANY_ATTEMPTS', 'too many activation calls from this address');
  }
  const found = isTokenShaped(token) ? await findByToken(db, token) : undefined;
  if (!found) throw new ActivationError('ACTIVATION_INVALID_TOKEN', 'no such invitation token');
  if (!isAddressAllowed(address, found.ip_allow_list)) {
    throw new ActivationError('IP_ADDRESS_REJECTED', `address ${address} is outside the tenant's allow-list`);
  }
  const state = invitationState(found, now);
  if (found.purpose === 'PASSWORD_RESET') return openResetLink(found, state);
  if (state === 'USED' || found.password_change_reason !== 'INITIAL') {
    throw new ActivationError('ACTIVATION_ALREADY_ACTIVATED', 'the account has been activated');
  }
  if (state !== 'PENDING')
    throw new ActivationError('ACTIVATION_INVALID_TOKEN', `the invitation is ${state}`);
  if (!found.enabled) throw new ActivationError('ACTIVATION_USER_NOT_FOUND', 'the account is disabled');
  if (!sameAddress(found.user_email, found.email)) {
    throw new ActivationError('ACTIVATION_INVALID_EMAIL', 'the e-mail address changed since the invitation');
  }
  return found;
}

/**
 * A password reset link's own answers: used and expired ones say so (the token is real, so this
 * tells nothing to someone guessing); one a newer link replaced is an invalid token.
 */
function openResetLink(found: Found, state: ReturnType<typeof invitationState>): Found {
  if (state === 'USED') throw new ActivationError('RESET_LINK_USED', 'the reset link has been used');
  if (state === 'EXPIRED') throw new ActivationError('RESET_LINK_EXPIRED', 'the reset link has expired');
  if (state !== 'PENDING')
    throw new ActivationError('ACTIVATION_INVALID_TOKEN', `the reset link is ${state}`);
  if (!found.enabled) throw new ActivationError('ACTIVATION_USER_NOT_FOUND', 'the account is disabled');
  if (!sameAddress(found.user_email, found.email)) {
    throw new ActivationError(
      'ACTIVATION_INVALID_EMAIL',
      'the e-mail address changed since the link was sent',
    );
  }
  return found;
}

const policyOf = (found: Found) => ({ ...DEFAULT_PASSWORD_POLICY, allowUid: found.password_allow_uid });

/** Who the link activates, for the activation page. */
export async function activationTarget(db: Db, request: ActivationRequest): Promise<ActivationTarget> {
  const found = await openInvitation(db, request);
  return {
    purpose: found.purpose,
    tenantCode: found.tenant_code,
    tenantName: found.tenant_name,
    accountId: found.account_id,
    fullname: found.fullname,
    email: found.email,
    expiresAt: new Date(found.expires_at).toISOString(),
    passwordPolicy: policyOf(found),
  };
}

/** Sets the person's password under the tenant's policy and uses the link up, once. */
export async function activateAccount(
  db: Db,
  request: ActivationRequest & { readonly password: string; readonly passwordConfirm: string },
): Promise<void> {
  const found = await openInvitation(db, request);
  const fieldErrors: FieldError[] = [];
  const problem = checkPasswordPolicy(request.password, found.account_id, policyOf(found))[0];
  if (problem) fieldErrors.push({ path: 'body.password', key: problem });
  if (request.passwordConfirm === '') fieldErrors.push({ path: 'body.passwordConfirm', key: 'required' });
  else if (request.passwordConfirm !== request.password) {
    fieldErrors.push({ path: 'body.passwordConfirm', key: 'passwordConfirm' });
  }
  if (fieldErrors.length > 0) {
    throw new ActivationError('PASSWORD_REJECTED', 'the password was not accepted', { fieldErrors });
  }
  const passwordHash = await hashPassword(request.password);
  const { now } = request;
  const tenantId = Number(found.tenant_id);
  const userId = Number(found.user_id);
  await db.transaction().execute(async (trx) => {
    // The update is the single use: of two concurrent activations, one finds the link used.
    const used = await updateTenantRows(trx, 'user_invitations', tenantId, Number(found.id))
      .set({ used_at: now })
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    const reset = found.purpose === 'PASSWORD_RESET';
    if (used.numUpdatedRows === 0n) {
      const code = reset ? 'RESET_LINK_USED' : 'ACTIVATION_ALREADY_ACTIVATED';
      throw new ActivationError(code, 'the link was used meanwhile');
    }
    await revokeOpenInvitations(trx, tenantId, userId, now);
    await savePassword(trx, tenantId, userId, passwordHash, now);
    // A new password ends every session of the person: whoever knew the old one is signed out.
    if (reset) await deleteTenantRows(trx, 'sessions', tenantId).where('user_id', '=', userId).execute();
    await recordAdminAction(trx, {
      tenantId,
      actorUserId: userId,
      ip: request.address,
      at: now,
      action: reset ? 'user.passwordResetByLink' : 'invitation.activate',
      target: `invitation:${found.id}`,
      before: null,
      after: { accountId: found.account_id, usedAt: now.toISOString() },
    });
  });
}
