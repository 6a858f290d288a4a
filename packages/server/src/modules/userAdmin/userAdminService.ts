import { licenceRoomFor } from '../tenants/index.js';
import {
  ADMIN_ROLES,
  VIRTUAL_ROLES,
  type AdminRole,
  type FieldError,
  type UserAdminDivisionOption,
  type UserAdminList,
  type UserAdminListQuerySchema,
  type UserAdminSaveFields,
  type UserAdminUser,
  type UserType,
  type VirtualRole,
} from '@kizuna/api-client/contract';
import { checkPasswordPolicy, DEFAULT_PASSWORD_POLICY } from '@kizuna/api-client/validation';
import { sql } from 'kysely';
import type { InferOutput } from 'valibot';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows, selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';
import { generatePassword, hashPassword } from '../auth/index.js';
import { expandDivisions, matchesFreeWord, reindexPeople } from '../directorySearch/index.js';
import { invitedCondition } from './invitedUsers.js';
import { UserAdminError } from './UserAdminError.js';

/** The administrator making a change, and where from (for the action log). */
export interface UserAdminActor extends AdminActor {
  /** The tenant's password policy lets a password equal the account id. */
  readonly passwordAllowUid: boolean;
}

type ListQuery = InferOutput<typeof UserAdminListQuerySchema>;
/** The list's filters and order, without its page. */
type FilterQuery = Omit<ListQuery, 'page' | 'size'>;

const SORT_COLUMNS = {
  fullnameKana: 'u.fullname_kana',
  accountId: 'u.account_id',
  employeeNum: 'u.employee_num',
  updatedAt: 'u.updated_at',
} as const satisfies Record<ListQuery['sort'], string>;

const iso = (at: Date | string) => new Date(at).toISOString();

/** The person's free texts and their columns: blank in the form, null in the table. */
const TEXT_COLUMNS = {
  position: 'position',
  extensionNum: 'extension_num',
  phoneNum: 'phone_num',
  mobileNum: 'mobile_num',
  email: 'email',
  email2: 'email2',
  employeeNum: 'employee_num',
} as const satisfies Partial<Record<keyof UserAdminSaveFields, string>>;

type TextField = keyof typeof TEXT_COLUMNS;
const TEXT_FIELDS = Object.keys(TEXT_COLUMNS) as TextField[];

function isAdminRole(role: string): role is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(role);
}
function isVirtualRole(role: string): role is VirtualRole {
  return (VIRTUAL_ROLES as readonly string[]).includes(role);
}

function statusFilter(status: FilterQuery['status']) {
  switch (status) {
    case undefined:
      return sql``;
    case 'enabled':
      return sql`and u.enabled and not ${invitedCondition()}`;
    case 'disabled':
      return sql`and not u.enabled`;
    case 'invited':
      return sql`and u.enabled and ${invitedCondition()}`;
    default:
      return status satisfies never;
  }
}

interface CandidateRow {
  id: number | string;
  account_id: string;
  fullname: string;
  fullname_kana: string;
  fullname_alphabet: string;
  email: string | null;
  email2: string | null;
  employee_num: string | null;
}

/** The ids of the tenant's people the filters keep, in the list's order. */
async function candidates(db: Db, tenantId: number, query: FilterQuery): Promise<CandidateRow[]> {
  let divisionFilter = sql``;
  if (query.divisionId !== undefined) {
    const ids = await expandDivisions(db, tenantId, [query.divisionId]);
    if (ids.length === 0) {
      throw new UserAdminError('DIVISION_NOT_FOUND', `no division ${query.divisionId} in the tenant`);
    }
    divisionFilter = sql`and exists (select 1 from user_divisions ud
      where ud.tenant_id = u.tenant_id and ud.user_id = u.id and ud.division_id = any(${ids}::bigint[]))`;
  }
  const roleFilter =
    query.role === undefined
      ? sql``
      : sql`and exists (select 1 from user_roles r
          where r.tenant_id = u.tenant_id and r.user_id = u.id and r.role = ${query.role})`;
  const typeFilter = query.userType === undefined ? sql`` : sql`and u.user_type = ${query.userType}`;
  const direction = sql.raw(query.order === 'DESC' ? 'desc' : 'asc');
  const { rows } = await sql<CandidateRow>`
    select u.id, u.account_id, u.fullname, u.fullname_kana, u.fullname_alphabet, u.email, u.email2,
      u.employee_num
    from users u
    where u.tenant_id = ${tenantId} ${typeFilter} ${roleFilter} ${divisionFilter} ${statusFilter(query.status)}
    order by ${sql.ref(SORT_COLUMNS[query.sort])} ${direction} nulls last, u.id ${direction}`.execute(db);
  return rows;
}

/** The tenant's people the list's filters and free word keep, in the list's order (every page). */
export async function filteredUsers(db: Db, tenantId: number, query: FilterQuery): Promise<CandidateRow[]> {
  const words = query.freeWord.split(/[\s\u3000]+/u).filter((word) => word !== '');
  return (await candidates(db, tenantId, query)).filter((row) => matchesWords(row, words));
}

/** Every word of the free word matches the person as the directory matches it, or their account. */
function matchesWords(row: CandidateRow, words: readonly string[]): boolean {
  const texts = [row.account_id, row.email ?? '', row.email2 ?? '', row.employee_num ?? ''];
  const names = [
    { fullname: row.fullname, fullnameKana: row.fullname_kana, fullnameAlphabet: row.fullname_alphabet },
  ];
  return words.every((word) => matchesFreeWord(word, texts, names));
}

interface ListRow {
  id: number | string;
  account_id: string;
  fullname: string;
  fullname_kana: string;
  user_type: UserType;
  enabled: boolean;
  invited: boolean;
  position: string | null;
  employee_num: string | null;
  email: string | null;
  updated_at: Date | string;
  division_name: string | null;
  roles: string[] | null;
}

/**
 * One page of the tenant's people, disabled ones included. The free word is matched outside the
 * directory's index (which holds enabled people only), with the directory's own matching.
 */
export async function listUsers(db: Db, tenantId: number, query: ListQuery): Promise<UserAdminList> {
  const kept = await filteredUsers(db, tenantId, query);
  const offset = (query.page - 1) * query.size;
  const pageIds = kept.slice(offset, offset + query.size).map((row) => Number(row.id));
  const { rows } =
    pageIds.length === 0
      ? { rows: [] as ListRow[] }
      : await sql<ListRow>`
    select u.id, u.account_id, u.fullname, u.fullname_kana, u.user_type, u.enabled, u.position,
      u.employee_num, u.email, u.updated_at, ${invitedCondition()} as invited,
      (select d.name from user_divisions ud
         join divisions d on d.id = ud.division_id and d.tenant_id = ud.tenant_id
       where ud.tenant_id = u.tenant_id and ud.user_id = u.id
       order by ud.is_primary desc, ud.sort limit 1) as division_name,
      (select array_agg(r.role order by r.role) from user_roles r
       where r.tenant_id = u.tenant_id and r.user_id = u.id) as roles
    from users u
    where u.tenant_id = ${tenantId} and u.id = any(${pageIds}::bigint[])`.execute(db);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const items = pageIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        userId: id,
        accountId: row.account_id,
        fullname: row.fullname,
        fullnameKana: row.fullname_kana,
        userType: row.user_type,
        enabled: row.enabled,
        invited: row.invited,
        mainDivisionName: row.division_name,
        position: row.position || null,
        employeeNum: row.employee_num || null,
        email: row.email || null,
        roles: (row.roles ?? []).filter(isAdminRole),
        updatedAt: iso(row.updated_at),
      },
    ];
  });
  return {
    items,
    totalCount: kept.length,
    size: query.size,
    offset,
    page: query.page,
    hasNext: offset + query.size < kept.length,
    hasPrevious: query.page > 1,
  };
}

/** Every division of the tenant, parents before their children, siblings by their sort order. */
export async function divisionOptions(db: Db, tenantId: number): Promise<UserAdminDivisionOption[]> {
  const rows = await selectTenantRows(db, 'divisions', tenantId)
    .select(['id', 'parent_id', 'name'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const parent = row.parent_id === null ? null : Number(row.parent_id);
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: UserAdminDivisionOption[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      if (out.some((o) => o.divisionId === Number(row.id))) continue;
      out.push({ divisionId: Number(row.id), name: row.name, depth });
      walk(Number(row.id), depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The tenant's person; 404 for one of another tenant, as for none. */
export async function userRow(db: Db, tenantId: number, userId: number, lock = false) {
  let query = selectTenantRows(db, 'users', tenantId, userId).selectAll();
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new UserAdminError('ADMIN_USER_NOT_FOUND', `no user ${userId} in the tenant`);
  return row;
}

/** The person as the administration shows them. */
export async function readUser(db: Db, tenantId: number, userId: number): Promise<UserAdminUser> {
  const row = await userRow(db, tenantId, userId);
  const [divisions, roles, virtualRoles] = await Promise.all([
    selectTenantRows(db, 'user_divisions', tenantId)
      .innerJoin('divisions', (join) =>
        join
          .onRef('divisions.id', '=', 'user_divisions.division_id')
          .onRef('divisions.tenant_id', '=', 'user_divisions.tenant_id'),
      )
      .select(['user_divisions.division_id', 'user_divisions.is_primary', 'divisions.name'])
      .where('user_divisions.user_id', '=', userId)
      .orderBy('user_divisions.is_primary', 'desc')
      .orderBy('user_divisions.sort')
      .execute(),
    selectTenantRows(db, 'user_roles', tenantId).select('role').where('user_id', '=', userId).execute(),
    selectTenantRows(db, 'user_virtual_roles', tenantId)
      .select('role')
      .where('user_id', '=', userId)
      .execute(),
  ]);
  return {
    userId,
    accountId: row.account_id,
    fullname: row.fullname,
    fullnameKana: row.fullname_kana,
    fullnameAlphabet: row.fullname_alphabet,
    userType: row.user_type as UserType,
    divisions: divisions.map((d) => ({
      divisionId: Number(d.division_id),
      main: d.is_primary,
      name: d.name,
    })),
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, row[TEXT_COLUMNS[field]] ?? ''])) as Record<
      TextField,
      string
    >),
    roles: roles
      .map((r) => r.role)
      .filter(isAdminRole)
      .sort(),
    virtualRoles: virtualRoles
      .map((r) => r.role)
      .filter(isVirtualRole)
      .sort(),
    enabled: row.enabled,
    invited: row.password_change_reason === 'INITIAL',
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Appends a change of the person to the action log, in the change's transaction. */
export async function logUserChange(
  trx: Db,
  actor: UserAdminActor,
  action: string,
  userId: number,
  before: unknown,
  after: unknown,
): Promise<void> {
  await recordAdminAction(trx, {
    tenantId: actor.tenantId,
    actorUserId: actor.userId,
    ip: actor.ip,
    at: actor.now,
    action,
    target: `user:${userId}`,
    before,
    after,
  });
}

function refused(fieldErrors: FieldError[], message: string): never {
  throw new UserAdminError('USER_FIELDS_REJECTED', message, { fieldErrors });
}

/** The account id is free in the tenant (compared without case, as sign-in finds it). */
async function checkAccountIdFree(db: Db, tenantId: number, accountId: string, userId?: number) {
  let query = selectTenantRows(db, 'users', tenantId)
    .select('id')
    .where(sql<boolean>`lower(account_id) = lower(${accountId})`);
  if (userId !== undefined) query = query.where('id', '<>', userId);
  if (await query.executeTakeFirst()) {
    refused([{ path: 'body.accountId', key: 'accountIdTaken' }], `account id ${accountId} is taken`);
  }
}

async function checkDivisions(db: Db, tenantId: number, divisionIds: readonly number[]) {
  if (divisionIds.length === 0) return;
  const found = await selectTenantRows(db, 'divisions', tenantId)
    .select('id')
    .where('id', 'in', divisionIds)
    .execute();
  if (found.length !== divisionIds.length) {
    throw new UserAdminError('DIVISION_NOT_FOUND', 'a division is not of the tenant');
  }
}

/** The initial password's hash: the one given (under the policy), or one no one knows (an invitation). */
async function initialPasswordHash(actor: UserAdminActor, fields: UserAdminSaveFields): Promise<string> {
  if (fields.initialPassword === '') return hashPassword(generatePassword());
  const problem = checkPasswordPolicy(fields.initialPassword, fields.accountId, {
    ...DEFAULT_PASSWORD_POLICY,
    allowUid: actor.passwordAllowUid,
  })[0];
  if (problem) refused([{ path: 'body.initialPassword', key: problem }], 'the initial password is refused');
  return hashPassword(fields.initialPassword);
}

/** Creates the person, or changes the one `userId` names; logged, and the directory follows. */
export async function saveUser(
  db: Db,
  actor: UserAdminActor,
  fields: UserAdminSaveFields,
): Promise<UserAdminUser> {
  if (fields.userId === actor.userId && !fields.enabled) {
    throw new UserAdminError('SELF_ACTION_REFUSED', 'an administrator cannot disable themselves');
  }
  const columns = {
    account_id: fields.accountId,
    fullname: fields.fullname,
    fullname_kana: fields.fullnameKana,
    fullname_alphabet: fields.fullnameAlphabet,
    user_type: fields.userType,
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [TEXT_COLUMNS[field], fields[field] || null])),
    enabled: fields.enabled,
    updated_at: actor.now,
  };
  return db.transaction().execute(async (trx) => {
    if (fields.userId !== undefined) await userRow(trx, actor.tenantId, fields.userId, true);
    const before = fields.userId === undefined ? null : await readUser(trx, actor.tenantId, fields.userId);
    await checkAccountIdFree(trx, actor.tenantId, fields.accountId, fields.userId);
    await checkDivisions(
      trx,
      actor.tenantId,
      fields.divisions.map((d) => d.divisionId),
    );
    let userId: number;
    if (before) {
      userId = before.userId;
      await updateTenantRows(trx, 'users', actor.tenantId, userId).set(columns).execute();
    } else {
      const room = await licenceRoomFor(trx, actor.tenantId, 1);
      if (!room.fits) {
        throw new UserAdminError(
          'LICENSE_LIMIT_EXCEEDED',
          `the licence allows ${room.licensed} people and the tenant holds ${room.used}`,
        );
      }
      const created = await trx
        .insertInto('users')
        .values({
          ...columns,
          tenant_id: actor.tenantId,
          password_hash: await initialPasswordHash(actor, fields),
          password_change_reason: 'INITIAL',
          password_changed_at: actor.now,
          created_at: actor.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = Number(created.id);
    }
    await replaceMemberships(trx, actor.tenantId, userId, fields);
    if (before && !fields.enabled && before.enabled) {
      await deleteTenantRows(trx, 'sessions', actor.tenantId).where('user_id', '=', userId).execute();
    }
    await reindexPeople(trx, actor.tenantId, [userId]);
    const after = await readUser(trx, actor.tenantId, userId);
    await logUserChange(trx, actor, before ? 'user.update' : 'user.create', userId, before, after);
    return after;
  });
}

/** The person's divisions (main first), admin roles and virtual roles become exactly the form's. */
export async function replaceMemberships(
  trx: Db,
  tenantId: number,
  userId: number,
  fields: Pick<UserAdminSaveFields, 'divisions' | 'roles' | 'virtualRoles'>,
) {
  await deleteTenantRows(trx, 'user_divisions', tenantId).where('user_id', '=', userId).execute();
  await deleteTenantRows(trx, 'user_roles', tenantId).where('user_id', '=', userId).execute();
  await deleteTenantRows(trx, 'user_virtual_roles', tenantId).where('user_id', '=', userId).execute();
  const divisions = [...fields.divisions].sort((a, b) => Number(b.main) - Number(a.main));
  if (divisions.length > 0) {
    await trx
      .insertInto('user_divisions')
      .values(
        divisions.map((d, sort) => ({
          tenant_id: tenantId,
          user_id: userId,
          division_id: d.divisionId,
          is_primary: d.main,
          sort,
        })),
      )
      .execute();
  }
  const roles = [...new Set(fields.roles)];
  if (roles.length > 0) {
    await trx
      .insertInto('user_roles')
      .values(roles.map((role) => ({ tenant_id: tenantId, user_id: userId, role })))
      .execute();
  }
  const virtualRoles = [...new Set(fields.virtualRoles)];
  if (virtualRoles.length > 0) {
    await trx
      .insertInto('user_virtual_roles')
      .values(virtualRoles.map((role) => ({ tenant_id: tenantId, user_id: userId, role })))
      .execute();
  }
}
