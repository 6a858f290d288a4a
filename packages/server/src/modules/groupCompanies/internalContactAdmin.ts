import type {
  InternalContactVisibility,
  VisibilityDivision,
  VisibilityUserPage,
} from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';
import { searchDirectory, type DirectorySearchCriteria } from '../directorySearch/index.js';
import { divisionsOfUser } from '../divisions/index.js';
import { GROUP_VISIBLE_USER_TYPES, linkedTenants } from './groupAccess.js';
import { groupVisibilityOf } from './groupVisibility.js';
import { InternalContactAdminError } from './InternalContactAdminError.js';

/** Everyone a linked company could find: the group directory's people, less `excludeUserIds`. */
async function groupPeopleCount(db: Db, tenantId: number, excludeUserIds: readonly number[]) {
  const criteria: DirectorySearchCriteria = {
    tenantId,
    mode: 'FIELDS',
    fields: {},
    matchType: 'PARTIAL',
    includeUserTypes: GROUP_VISIBLE_USER_TYPES,
    excludeUserIds,
  };
  return (await searchDirectory(db, criteria, { offset: 0, limit: 0 })).totalCount;
}

/** The page's overview: linked companies, counts, and the division tree with its switches. */
export async function visibilityOverview(db: Db, tenantId: number): Promise<InternalContactVisibility> {
  const [linkedCompanies, visibility, rows, own] = await Promise.all([
    linkedTenants(db, tenantId),
    groupVisibilityOf(db, tenantId),
    selectTenantRows(db, 'divisions', tenantId)
      .select(['id', 'parent_id', 'name'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    selectTenantRows(db, 'group_hidden_divisions', tenantId).select('division_id').execute(),
  ]);
  const hiddenOwn = new Set(own.map((row) => Number(row.division_id)));
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const parent = row.parent_id === null ? null : Number(row.parent_id);
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const divisions: VisibilityDivision[] = [];
  const walk = (parent: number | null, hiddenAbove: boolean) => {
    for (const row of children.get(parent) ?? []) {
      const id = Number(row.id);
      divisions.push({
        divisionId: id,
        parentDivisionId: parent,
        divisionName: row.name,
        shown: !hiddenOwn.has(id),
        hiddenByParent: hiddenAbove,
      });
      walk(id, hiddenAbove || hiddenOwn.has(id));
    }
  };
  walk(null, false);
  const [peopleCount, shownCount] = await Promise.all([
    groupPeopleCount(db, tenantId, []),
    groupPeopleCount(db, tenantId, visibility.hiddenUserIds),
  ]);
  return { linkedCompanies, shownCount, peopleCount, divisions };
}

/** People of the tenant the group directory could show, by name, with their switches. */
export async function visibilityUsers(
  db: Db,
  tenantId: number,
  query: { freeWord: string; page: number; size: number },
): Promise<VisibilityUserPage> {
  const freeWord = query.freeWord.trim();
  const criteria: DirectorySearchCriteria = {
    tenantId,
    ...(freeWord === ''
      ? { mode: 'FIELDS' as const, fields: {} }
      : { mode: 'FREE_WORD' as const, freeWord, freeWordScope: 'FULLNAME' as const }),
    matchType: 'PARTIAL',
    includeUserTypes: GROUP_VISIBLE_USER_TYPES,
  };
  const { page, size } = query;
  const offset = (page - 1) * size;
  const [found, visibility] = await Promise.all([
    searchDirectory(db, criteria, { offset, limit: size }),
    groupVisibilityOf(db, tenantId),
  ]);
  const ids = found.userIds;
  const [rows, own] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('users as u')
            .select(['u.id', 'u.fullname', 'u.fullname_kana', 'u.fullname_alphabet'])
            .select((eb) => divisionsOfUser(eb).as('divisions'))
            .where('u.tenant_id', '=', tenantId)
            .where('u.id', '=', sql<number>`any(${[...ids]}::bigint[])`)
            .execute(),
          selectTenantRows(db, 'group_hidden_users', tenantId)
            .select('user_id')
            .where('user_id', '=', sql<number>`any(${[...ids]}::bigint[])`)
            .execute(),
        ]);
  const hiddenOwn = new Set(own.map((row) => Number(row.user_id)));
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const divisionIds = row.divisions.map((division) => Number(division.id));
    return [
      {
        userId: id,
        fullname: row.fullname,
        fullnameKana: row.fullname_kana,
        fullnameAlphabet: row.fullname_alphabet,
        divisions: row.divisions.map((division) => ({
          divisionId: Number(division.id),
          divisionName: division.name,
        })),
        shown: !hiddenOwn.has(id),
        hiddenByDivision:
          divisionIds.length > 0 && divisionIds.every((each) => visibility.hiddenDivisionIds.has(each)),
      },
    ];
  });
  return {
    items,
    totalCount: found.totalCount,
    size,
    offset,
    page,
    hasNext: offset + items.length < found.totalCount,
    hasPrevious: page > 1,
  };
}

/** One serialised change of a tenant's switches at a time. */
async function lockVisibility(trx: Db, tenantId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('group-visibility'), ${tenantId}::int)`.execute(trx);
}

/**
 * Shows a division of the tenant to its group companies, or hides it with everything under it.
 * Answers 1 when the switch moved (logged, before → after), 0 when it was so already.
 */
export async function setDivisionShown(
  db: Db,
  actor: AdminActor,
  divisionId: number,
  shown: boolean,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockVisibility(trx, actor.tenantId);
    const division = await selectTenantRows(trx, 'divisions', actor.tenantId, divisionId)
      .select(['id', 'name'])
      .executeTakeFirst();
    if (!division) {
      throw new InternalContactAdminError('DIVISION_NOT_FOUND', `no division ${divisionId} in the tenant`);
    }
    const hidden = await selectTenantRows(trx, 'group_hidden_divisions', actor.tenantId)
      .select('division_id')
      .where('division_id', '=', divisionId)
      .executeTakeFirst();
    if (shown === !hidden) return 0;
    if (shown) {
      await trx
        .deleteFrom('group_hidden_divisions')
        .where('tenant_id', '=', actor.tenantId)
        .where('division_id', '=', divisionId)
        .execute();
    } else {
      await trx
        .insertInto('group_hidden_divisions')
        .values({ tenant_id: actor.tenantId, division_id: divisionId })
        .execute();
    }
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'internalContact.division',
      target: `division:${divisionId}`,
      before: { divisionName: division.name, shownToGroupCompanies: !shown },
      after: { divisionName: division.name, shownToGroupCompanies: shown },
    });
    return 1;
  });
}

/** Shows a person of the tenant to its group companies, or hides them; 1 when the switch moved. */
export async function setUserShown(
  db: Db,
  actor: AdminActor,
  userId: number,
  shown: boolean,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockVisibility(trx, actor.tenantId);
    const user = await selectTenantRows(trx, 'users', actor.tenantId, userId)
      .select(['id', 'fullname', 'account_id'])
      .executeTakeFirst();
    if (!user) {
      throw new InternalContactAdminError('CONTACT_NOT_FOUND', `no user ${userId} in the tenant`);
    }
    const hidden = await selectTenantRows(trx, 'group_hidden_users', actor.tenantId)
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (shown === !hidden) return 0;
    if (shown) {
      await trx
        .deleteFrom('group_hidden_users')
        .where('tenant_id', '=', actor.tenantId)
        .where('user_id', '=', userId)
        .execute();
    } else {
      await trx
        .insertInto('group_hidden_users')
        .values({ tenant_id: actor.tenantId, user_id: userId })
        .execute();
    }
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'internalContact.user',
      target: `user:${userId}`,
      before: { fullname: user.fullname, shownToGroupCompanies: !shown },
      after: { fullname: user.fullname, shownToGroupCompanies: shown },
    });
    return 1;
  });
}
