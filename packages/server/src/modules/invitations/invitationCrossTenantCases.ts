import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import type { CrossTenantCase } from '../talk/index.js';
import { NOT_ACTIVATED_PASSWORD_HASH } from './invitationService.js';
import { issueInvitationToken } from './invitationTokens.js';

/** A person of `trial` invited and not yet activated, made the first time it is needed. */
async function trialInvitation(db: Db, trialId: number): Promise<{ invitationId: number; userId: number }> {
  const existing = await selectTenantRows(db, 'user_invitations', trialId)
    .select(['id', 'user_id'])
    .executeTakeFirst();
  if (existing) return { invitationId: Number(existing.id), userId: Number(existing.user_id) };
  const email = 'invited@trial.example.co.jp';
  const user = await db
    .insertInto('users')
    .values({
      tenant_id: trialId,
      account_id: 'trial.invited',
      password_hash: NOT_ACTIVATED_PASSWORD_HASH,
      password_change_reason: 'INITIAL',
      fullname: 'Trial Invited',
      email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { hash, expiresAt } = issueInvitationToken(new Date());
  const invitation = await db
    .insertInto('user_invitations')
    .values({ tenant_id: trialId, user_id: user.id, email, token_hash: hash, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { invitationId: Number(invitation.id), userId: Number(user.id) };
}

const invitationParams: CrossTenantCase = async (db, trialId) => ({
  params: { invitationId: (await trialInvitation(db, trialId)).invitationId },
});

/** Invitation endpoints called by demo's administrator with ids of `trial`: each must answer 404. */
export const INVITATIONS_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'userInvitations.inviteUser': async (db, trialId) => ({
    body: { userId: (await trialInvitation(db, trialId)).userId },
  }),
  'userInvitations.invite': async (db, trialId) => ({
    body: {
      accountId: 'cross.tenant',
      fullname: 'Cross Tenant',
      email: 'cross.tenant@demo.example.co.jp',
      divisionId: (await selectTenantRows(db, 'divisions', trialId).select('id').executeTakeFirstOrThrow())
        .id,
    },
  }),
  'userInvitations.reissue': invitationParams,
  'userInvitations.revoke': invitationParams,
};
