import { DIRECTORY_LIMITS } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/** How many of the divisions are the tenant's, and whether the tag is. */
export async function knownIds(
  db: Db,
  tenantId: number,
  divisionIds: readonly number[],
  tagId: number | undefined,
): Promise<{ divisions: number; tag: boolean } | undefined> {
  const answer = await sql<{ divisions: number; tag: boolean }>`
    select * from directory_known_ids(${tenantId}, ${divisionIds}::bigint[],
      ${tagId ?? null})`.execute(db);
  return answer.rows[0];
}

export async function findEnabledPerson(db: Db, tenantId: number, userId: number) {
  return selectTenantRows(db, 'users', tenantId, userId)
    .selectAll()
    .where('enabled', '=', true)
    .executeTakeFirst();
}

/** A person's divisions, the primary one first, each with how many enabled people it has. */
export async function membershipsOf(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('user_divisions as ud')
    .innerJoin('divisions as d', (join) =>
      join.onRef('d.id', '=', 'ud.division_id').onRef('d.tenant_id', '=', 'ud.tenant_id'),
    )
    .select(['d.id', 'd.name', 'd.name_kana', 'd.phone_num', 'd.url', 'ud.is_primary'])
    .select((eb) =>
      eb
        .selectFrom('user_divisions as m')
        .innerJoin('users as mu', 'mu.id', 'm.user_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.division_id', '=', 'd.id')
        .where('m.tenant_id', '=', tenantId)
        .where('mu.enabled', '=', true)
        .as('contacts_count'),
    )
    .where('ud.tenant_id', '=', tenantId)
    .where('ud.user_id', '=', userId)
    .orderBy('ud.is_primary', 'desc')
    .orderBy('ud.sort')
    .orderBy('d.id')
    .execute();
}

export async function chatAccountsOf(db: Db, tenantId: number, userId: number) {
  return selectTenantRows(db, 'user_chat_accounts', tenantId)
    .select(['client', 'account_id'])
    .where('user_id', '=', userId)
    .orderBy('slot')
    .execute();
}

/** The person's GoTalk role row, when they have it. */
export async function hasGotalk(db: Db, tenantId: number, userId: number) {
  return selectTenantRows(db, 'user_virtual_roles', tenantId)
    .select('role')
    .where('user_id', '=', userId)
    .where('role', '=', 'USER_GOTALK_AVAILABLE')
    .executeTakeFirst();
}

export async function isMember(db: Db, tenantId: number, userId: number, divisionId: number) {
  const membership = await selectTenantRows(db, 'user_divisions', tenantId)
    .select('division_id')
    .where('user_id', '=', userId)
    .where('division_id', '=', divisionId)
    .executeTakeFirst();
  return membership !== undefined;
}

/** The first enabled people of a division but one, by level and reading, and how many there are. */
export async function otherMembersOf(db: Db, tenantId: number, divisionId: number, exceptUserId: number) {
  const members = db
    .selectFrom('user_divisions as ud')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'ud.user_id').onRef('u.tenant_id', '=', 'ud.tenant_id'),
    )
    .where('ud.tenant_id', '=', tenantId)
    .where('ud.division_id', '=', divisionId)
    .where('ud.user_id', '<>', exceptUserId)
    .where('u.enabled', '=', true);
  const [rows, count] = await Promise.all([
    members
      .select(['u.id', 'u.fullname', 'u.fullname_kana', 'u.position', 'u.face_image_updated_at'])
      .orderBy('u.level', 'desc')
      .orderBy('u.fullname_kana')
      .orderBy('u.id')
      .limit(DIRECTORY_LIMITS.divisionUsersPreviewSize)
      .execute(),
    members.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}
