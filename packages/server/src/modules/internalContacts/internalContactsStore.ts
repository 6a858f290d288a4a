import { DIRECTORY_LIMITS } from '@kizuna/api-client/contract';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { UsersTable } from '../../db/DatabaseSchema.js';
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

/** One of a person's divisions on their page, the names above it the top first. */
export interface PageMembership {
  readonly id: number;
  readonly name: string;
  readonly name_kana: string;
  readonly phone_num: string | null;
  readonly url: string | null;
  readonly is_primary: boolean;
  readonly contacts_count: number;
  readonly parent_names: string[];
}

export interface PersonPage extends Selectable<UsersTable> {
  readonly memberships: PageMembership[] | null;
  readonly chats: { client: string; account_id: string }[] | null;
  readonly presence_status: string | null;
  readonly gotalk: boolean;
}

/**
 * An enabled person with what their page shows, in one statement: their divisions (the primary
 * one first, each with how many enabled people it has and the names above it), chat accounts,
 * presence and whether they have GoTalk. `undefined` when there is no such enabled person.
 */
export async function personPageOf(db: Db, tenantId: number, userId: number) {
  const answer = await sql<PersonPage>`
    with recursive up(start_id, id, parent_id, name, depth) as (
      select d.id, d.id, d.parent_id, d.name, 0 from divisions d
        join user_divisions ud on ud.division_id = d.id and ud.tenant_id = d.tenant_id
        where ud.tenant_id = ${tenantId} and ud.user_id = ${userId}
      union all
      select up.start_id, p.id, p.parent_id, p.name, up.depth + 1 from divisions p
        join up on p.id = up.parent_id where p.tenant_id = ${tenantId} and up.depth < 64
    )
    select u.*,
      (select json_agg(json_build_object(
          'id', d.id, 'name', d.name, 'name_kana', d.name_kana, 'phone_num', d.phone_num,
          'url', d.url, 'is_primary', ud.is_primary,
          'contacts_count', (select count(*) from user_divisions m join users mu on mu.id = m.user_id
            where m.division_id = d.id and m.tenant_id = ${tenantId} and mu.enabled = true),
          'parent_names', coalesce((select json_agg(up.name order by up.depth desc) from up
            where up.start_id = d.id and up.depth > 0), '[]'::json))
          order by ud.is_primary desc, ud.sort, d.id)
        from user_divisions ud join divisions d on d.id = ud.division_id and d.tenant_id = ud.tenant_id
        where ud.tenant_id = ${tenantId} and ud.user_id = ${userId}) as memberships,
      (select json_agg(json_build_object('client', c.client, 'account_id', c.account_id) order by c.slot)
        from user_chat_accounts c where c.tenant_id = ${tenantId} and c.user_id = ${userId}) as chats,
      (select p.status from user_presence p where p.tenant_id = ${tenantId} and p.user_id = ${userId})
        as presence_status,
      exists(select 1 from user_virtual_roles r where r.tenant_id = ${tenantId}
        and r.user_id = ${userId} and r.role = 'USER_GOTALK_AVAILABLE') as gotalk
    from users u where u.tenant_id = ${tenantId} and u.id = ${userId} and u.enabled = true`.execute(db);
  return answer.rows[0];
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
