import { DIRECTORY_LIMITS } from '@kizuna/api-client/contract';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { UsersTable } from '../../db/DatabaseSchema.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import type { LatestAnswerRow } from '../anpiStatus/index.js';

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
  readonly latest_anpi: LatestAnswerRow | null;
}

/**
 * An enabled person with what their page shows, in one statement: their divisions (the primary
 * one first, each with how many enabled people it has and the names above it), chat accounts,
 * presence, whether they have GoTalk and their latest safety-check answer (for the caller to show
 * or not). `undefined` when there is no such enabled person.
 * (`person_page`, migration 0037: a function, so each connection keeps its plan.)
 */
export async function personPageOf(db: Db, tenantId: number, userId: number) {
  const answer = await sql<PersonPage>`
    select (p.person).*, p.memberships, p.chats, p.presence_status, p.gotalk, p.latest_anpi
    from person_page(${tenantId}, ${userId}) p`.execute(db);
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
