import type { UserAdminDeleteImpact, UserAdminResetLink, UserAdminUser } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows, updateTenantRows } from '../../db/tenantRows.js';
import { generatePassword, hashPassword } from '../auth/index.js';
import { reindexPeople } from '../directorySearch/index.js';
import { sendPersonLink } from '../invitations/index.js';
import { logUserChange, readUser, userRow, type UserAdminActor } from './userAdminService.js';
import { UserAdminError } from './UserAdminError.js';

function refuseSelf(actor: UserAdminActor, userId: number, what: string) {
  if (userId === actor.userId) {
    throw new UserAdminError('SELF_ACTION_REFUSED', `an administrator cannot ${what} themselves`);
  }
}

/**
 * Enables or disables the person. Disabling deletes every session of theirs in the same
 * transaction: each request reads its session, so their next request, on any node, is signed out.
 */
export async function setUserEnabled(
  db: Db,
  actor: UserAdminActor,
  userId: number,
  enabled: boolean,
): Promise<UserAdminUser> {
  if (!enabled) refuseSelf(actor, userId, 'disable');
  return db.transaction().execute(async (trx) => {
    await userRow(trx, actor.tenantId, userId, true);
    const before = await readUser(trx, actor.tenantId, userId);
    await updateTenantRows(trx, 'users', actor.tenantId, userId)
      .set({ enabled, updated_at: actor.now })
      .execute();
    if (!enabled) {
      await deleteTenantRows(trx, 'sessions', actor.tenantId).where('user_id', '=', userId).execute();
    }
    // Disabled people leave the directory's index; enabled ones come back.
    await reindexPeople(trx, actor.tenantId, [userId]);
    const after = await readUser(trx, actor.tenantId, userId);
    await logUserChange(trx, actor, enabled ? 'user.enable' : 'user.disable', userId, before, after);
    return after;
  });
}

/**
 * A new initial password, answered once and kept only as a hash: the person must change it at the
 * next sign-in, and their open sessions end. Not for the administrator's own account.
 */
export async function resetUserPassword(db: Db, actor: UserAdminActor, userId: number): Promise<string> {
  // One's own password is changed in one's settings, knowing the current one.
  refuseSelf(actor, userId, 'reset the password of');
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await userRow(trx, actor.tenantId, userId, true);
    await updateTenantRows(trx, 'users', actor.tenantId, userId)
      .set({
        password_hash: passwordHash,
        password_change_reason: 'INITIAL',
        password_changed_at: actor.now,
        updated_at: actor.now,
      })
      .execute();
    await deleteTenantRows(trx, 'sessions', actor.tenantId).where('user_id', '=', userId).execute();
    // The password itself never goes into the log.
    await logUserChange(trx, actor, 'user.resetPassword', userId, null, { passwordChangeReason: 'INITIAL' });
  });
  return password;
}

/**
 * Mails the person a link to set a new password themselves (the administrator never sees one):
 * single use, 24 hours, every older link of theirs stops working. Their current password and
 * sessions stay as they are until the link is used. Not for disabled people, those without an
 * e-mail address, or the administrator's own account.
 */
export async function sendPasswordResetLink(
  db: Db,
  actor: UserAdminActor & { readonly linkOrigin: string },
  userId: number,
): Promise<UserAdminResetLink> {
  refuseSelf(actor, userId, 'reset the password of');
  return db.transaction().execute(async (trx) => {
    const user = await userRow(trx, actor.tenantId, userId, true);
    if (!user.enabled) {
      throw new UserAdminError('PASSWORD_RESET_USER_DISABLED', 'a disabled person gets no reset link');
    }
    const email = user.email?.trim();
    if (!email) {
      throw new UserAdminError('PASSWORD_RESET_EMAIL_MISSING', 'the person has no e-mail address');
    }
    const { id, expiresAt } = await sendPersonLink(trx, actor, userId, email, 'PASSWORD_RESET');
    const sent = { email, expiresAt: expiresAt.toISOString() };
    await logUserChange(trx, actor, 'user.sendPasswordResetLink', userId, null, { ...sent, linkId: id });
    return sent;
  });
}

/** What is deleted with the person: what is theirs alone. */
export async function userDeleteImpact(
  db: Db,
  tenantId: number,
  userId: number,
): Promise<UserAdminDeleteImpact> {
  await userRow(db, tenantId, userId);
  const { rows } = await sql<Record<keyof UserAdminDeleteImpact, string | number>>`
    select
      (select count(*) from external_contacts c
         join contact_folders f on f.id = c.folder_id and f.tenant_id = c.tenant_id
       where f.tenant_id = ${tenantId} and f.owner_user_id = ${userId}) as "personalContacts",
      (select count(*) from contact_folders
       where tenant_id = ${tenantId} and owner_user_id = ${userId}) as "personalFolders",
      (select count(*) from contact_groups
       where tenant_id = ${tenantId} and user_id = ${userId}) as "contactGroups",
      (select count(*) from call_history
       where tenant_id = ${tenantId} and user_id = ${userId}) as "callHistory",
      (select count(*) from thanks_cards
       where tenant_id = ${tenantId} and from_user_id = ${userId}) as "thanksCardsSent"`.execute(db);
  const row = rows[0]!;
  return {
    personalContacts: Number(row.personalContacts),
    personalFolders: Number(row.personalFolders),
    contactGroups: Number(row.contactGroups),
    callHistory: Number(row.callHistory),
    thanksCardsSent: Number(row.thanksCardsSent),
  };
}

/** Deletes the person; what is theirs alone goes with them (the tables' cascades). */
export async function deleteUser(db: Db, actor: UserAdminActor, userId: number): Promise<number> {
  refuseSelf(actor, userId, 'delete');
  return db.transaction().execute(async (trx) => {
    await userRow(trx, actor.tenantId, userId, true);
    const before = await readUser(trx, actor.tenantId, userId);
    const impact = await userDeleteImpact(trx, actor.tenantId, userId);
    await deleteTenantRows(trx, 'users', actor.tenantId, userId).execute();
    await reindexPeople(trx, actor.tenantId, [userId]);
    await logUserChange(trx, actor, 'user.delete', userId, { ...before, deleted: impact }, null);
    return 1;
  });
}
