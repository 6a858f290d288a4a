import { licenceRoomFor } from '../tenants/index.js';
import type { Invitation } from '@kizuna/api-client/contract';
import { INVITATION_LIMITS } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { LinkPurpose } from '../../db/DatabaseSchema.js';
import { selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';
import { recordAdminAction } from '../actionLog/index.js';
import { reindexPeople } from '../directorySearch/index.js';
import { enqueueMail } from '../mail/index.js';
import { InvitationError } from './InvitationError.js';
import { invitationMail } from './invitationMail.js';
import { activationLink, invitationState, issueInvitationToken } from './invitationTokens.js';

/** A password hash no password matches: the account signs in only once the person has set one. */
export const NOT_ACTIVATED_PASSWORD_HASH = '!invited';

/** The administrator inviting, where from, and the address links in mail start with. */
export interface InvitationActor {
  readonly tenantId: number;
  readonly userId: number;
  readonly ip: string;
  readonly now: Date;
  readonly linkOrigin: string;
}

export interface NewPerson {
  readonly accountId: string;
  readonly fullname: string;
  readonly fullnameKana?: string | undefined;
  readonly fullnameAlphabet?: string | undefined;
  readonly email: string;
  readonly divisionId?: number | null | undefined;
}

const iso = (at: Date | string) => new Date(at).toISOString();
const isoOrNull = (at: Date | string | null) => (at === null ? null : iso(at));

function invitationRows(db: Db, tenantId: number) {
  return selectTenantRows(db, 'user_invitations', tenantId)
    .where('user_invitations.purpose', '=', 'INVITATION')
    .innerJoin('users', 'users.id', 'user_invitations.user_id')
    .leftJoin('users as inviter', (join) =>
      join
        .onRef('inviter.id', '=', 'user_invitations.invited_by')
        .onRef('inviter.tenant_id', '=', 'user_invitations.tenant_id'),
    )
    .select((eb) => [
      'user_invitations.id',
      'user_invitations.user_id',
      'user_invitations.email',
      'user_invitations.created_at',
      'user_invitations.expires_at',
      'user_invitations.used_at',
      'user_invitations.revoked_at',
      'users.account_id',
      'users.fullname',
      'users.fullname_kana',
      'inviter.fullname as invited_by_name',
      eb
        .selectFrom('user_divisions')
        .innerJoin('divisions', 'divisions.id', 'user_divisions.division_id')
        .select('divisions.name')
        .whereRef('user_divisions.user_id', '=', 'users.id')
        .where('user_divisions.is_primary', '=', true)
        .limit(1)
        .as('division_name'),
    ]);
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationRows>['executeTakeFirstOrThrow']>>;

function toInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    invitationId: Number(row.id),
    userId: Number(row.user_id),
    accountId: row.account_id,
    fullname: row.fullname,
    fullnameKana: row.fullname_kana ?? '',
    invitedByName: row.invited_by_name ?? null,
    email: row.email,
    divisionName: row.division_name ?? null,
    state: invitationState(row, now),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    usedAt: isoOrNull(row.used_at),
    revokedAt: isoOrNull(row.revoked_at),
  };
}

/** The tenant's invitations, newest first. */
export async function listInvitations(db: Db, tenantId: number, now: Date): Promise<Invitation[]> {
  const rows = await invitationRows(db, tenantId)
    .orderBy('user_invitations.created_at', 'desc')
    .orderBy('user_invitations.id', 'desc')
    .limit(INVITATION_LIMITS.listMax)
    .execute();
  return rows.map((row) => toInvitation(row, now));
}

async function loadInvitation(db: Db, tenantId: number, id: number, now: Date): Promise<Invitation> {
  const row = await invitationRows(db, tenantId).where('user_invitations.id', '=', id).executeTakeFirst();
  if (!row) throw new InvitationError('INVITATION_NOT_FOUND', 'no such invitation in the tenant');
  return toInvitation(row, now);
}

/** Every link of the person that still works stops working. */
export async function revokeOpenInvitations(trx: Db, tenantId: number, userId: number, now: Date) {
  await updateTenantRows(trx, 'user_invitations', tenantId)
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** An invitation of the tenant that has not been used: a used one is refused. */
async function unusedInvitation(trx: Db, actor: InvitationActor, invitationId: number): Promise<Invitation> {
  const invitation = await loadInvitation(trx, actor.tenantId, invitationId, actor.now);
  if (invitation.state === 'USED') {
    throw new InvitationError('INVITATION_ALREADY_ACTIVATED', 'the invitation has been used');
  }
  return invitation;
}

/**
 * Revokes the person's open links (of either purpose) and sends a new one, in the caller's
 * transaction: the mail goes out when it commits. Answers the new link's id and expiry.
 */
export async function sendPersonLink(
  trx: Db,
  actor: InvitationActor,
  userId: number,
  email: string,
  purpose: LinkPurpose,
): Promise<{ id: number; expiresAt: Date }> {
  const { tenantId, now } = actor;
  await revokeOpenInvitations(trx, tenantId, userId, now);
  const { token, hash, expiresAt } = issueInvitationToken(now, purpose);
  const { id } = await trx
    .insertInto('user_invitations')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      email,
      token_hash: hash,
      purpose,
      invited_by: actor.userId,
      created_at: now,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await selectTenantRows(trx, 'users', tenantId, userId)
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select([
      'users.account_id',
      'users.fullname',
      'tenants.name as tenant_name',
      'tenants.code as tenant_code',
      'tenants.default_language',
    ])
    .executeTakeFirstOrThrow();
  const mail = invitationMail({
    tenantId,
    language: user.default_language,
    tenantName: user.tenant_name,
    tenantCode: user.tenant_code,
    fullname: user.fullname,
    accountId: user.account_id,
    to: email,
    link: activationLink(actor.linkOrigin, token, purpose),
    expiresAt,
    purpose,
  });
  await enqueueMail(trx, [mail], now);
  return { id: Number(id), expiresAt };
}

async function sendInvitation(trx: Db, actor: InvitationActor, userId: number, email: string) {
  return (await sendPersonLink(trx, actor, userId, email, 'INVITATION')).id;
}

async function logged(trx: Db, actor: InvitationActor, action: string, id: number, before: unknown) {
  const after = await loadInvitation(trx, actor.tenantId, id, actor.now);
  await recordAdminAction(trx, {
    tenantId: actor.tenantId,
    actorUserId: actor.userId,
    ip: actor.ip,
    at: actor.now,
    action,
    target: `invitation:${id}`,
    before,
    after,
  });
  return after;
}

/** Makes the account of a new person (not yet able to sign in) and sends them an invitation. */
export async function inviteNewPerson(
  db: Db,
  actor: InvitationActor,
  person: NewPerson,
): Promise<Invitation> {
  const { tenantId, now } = actor;
  return db.transaction().execute(async (trx) => {
    const taken = await selectTenantRows(trx, 'users', tenantId)
      .select('id')
      .where('account_id', '=', person.accountId)
      .executeTakeFirst();
    if (taken) {
      throw new InvitationError('ACCOUNT_ID_IN_USE', 'the account id is taken in the tenant', {
        fieldErrors: [{ path: 'body.accountId', key: 'duplicate' }],
      });
    }
    if (person.divisionId != null) {
      const division = await selectTenantRows(trx, 'divisions', tenantId, person.divisionId)
        .select('id')
        .executeTakeFirst();
      if (!division) throw new InvitationError('DIVISION_NOT_FOUND', 'no such division in the tenant');
    }
    const room = await licenceRoomFor(trx, tenantId, 1);
    if (!room.fits) {
      throw new InvitationError(
        'LICENSE_LIMIT_EXCEEDED',
        `the licence allows ${room.licensed} people and the tenant holds ${room.used}`,
      );
    }
    const { id: userId } = await trx
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        account_id: person.accountId,
        password_hash: NOT_ACTIVATED_PASSWORD_HASH,
        password_change_reason: 'INITIAL',
        password_changed_at: now,
        fullname: person.fullname,
        fullname_kana: person.fullnameKana ?? '',
        fullname_alphabet: person.fullnameAlphabet ?? '',
        email: person.email,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (person.divisionId != null) {
      await trx
        .insertInto('user_divisions')
        .values({ tenant_id: tenantId, user_id: userId, division_id: person.divisionId, is_primary: true })
        .execute();
    }
    await reindexPeople(trx, tenantId, [userId]);
    const id = await sendInvitation(trx, actor, userId, person.email);
    return logged(trx, actor, 'invitation.create', id, null);
  });
}

async function inviteUser(
  trx: Db,
  actor: InvitationActor,
  userId: number,
  log: { action: string; before: Invitation | null },
): Promise<Invitation> {
  const user = await selectTenantRows(trx, 'users', actor.tenantId, userId)
    .select(['email', 'enabled', 'password_change_reason'])
    .executeTakeFirst();
  if (!user || !user.enabled) {
    throw new InvitationError('INVITATION_USER_NOT_FOUND', 'no such enabled user in the tenant');
  }
  if (user.password_change_reason !== 'INITIAL') {
    throw new InvitationError('INVITATION_ALREADY_ACTIVATED', 'the person has set a password already');
  }
  const email = user.email?.trim();
  if (!email) throw new InvitationError('INVITATION_EMAIL_MISSING', 'the person has no e-mail address');
  const id = await sendInvitation(trx, actor, userId, email);
  return logged(trx, actor, log.action, id, log.before);
}

/**
 * Sends an invitation to a person of the tenant who has an account but has never set a password
 * (password_change_reason INITIAL), e.g. one an administrator created; older links of theirs stop
 * working. The user list's "invite" action calls this.
 */
export async function inviteExistingUser(
  db: Db,
  actor: InvitationActor,
  userId: number,
): Promise<Invitation> {
  return db
    .transaction()
    .execute((trx) => inviteUser(trx, actor, userId, { action: 'invitation.create', before: null }));
}

/**
 * Changes an invitation that is not used: `reissue` sends the person a new link (the old ones stop
 * working), `revoke` makes its link stop working (revoking a revoked one changes nothing).
 */
export async function changeInvitation(
  db: Db,
  actor: InvitationActor,
  invitationId: number,
  change: 'reissue' | 'revoke',
): Promise<Invitation> {
  return db.transaction().execute(async (trx) => {
    const before = await unusedInvitation(trx, actor, invitationId);
    if (change === 'reissue') {
      return inviteUser(trx, actor, before.userId, { action: 'invitation.reissue', before });
    }
    if (before.state === 'REVOKED') return before;
    await updateTenantRows(trx, 'user_invitations', actor.tenantId, invitationId)
      .set({ revoked_at: actor.now })
      .execute();
    return logged(trx, actor, 'invitation.revoke', invitationId, before);
  });
}
