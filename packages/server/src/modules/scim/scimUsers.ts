import { licenceRoomFor } from '../tenants/index.js';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { recordAdminAction } from '../actionLog/index.js';
import { hashPassword } from '../auth/index.js';
import { reindexPeople } from '../directorySearch/index.js';
import { notFound, ScimError } from './ScimError.js';
import { operationAttributes, type PatchOperation } from './scimPatch.js';
import type { EqFilter, ListQuery } from './scimQuery.js';
import type { ScimCaller } from './scimTokens.js';
import {
  ENTERPRISE_USER_SCHEMA,
  fullnameOf,
  setUserAttribute,
  USER_SCHEMA,
  type ScimUserState,
} from './scimUserState.js';

/** A SCIM call: who makes it, from where, when, and where its resources live. */
export interface ScimRequest {
  readonly caller: ScimCaller;
  readonly ip: string;
  readonly now: Date;
  /** `https://kizuna.example.co.jp/scim/v2`, for `meta.location`. */
  readonly baseUrl: string;
}

/** A provisioned person has no password of Kizuna's until an administrator issues one. */
const NO_PASSWORD = '!locked';

interface UserRow extends ScimUserState {
  id: number;
  created: Date;
  lastModified: Date;
  groups: { value: string; display: string }[];
}

function selectUsers(db: Db, tenantId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('scim_users as s', (join) =>
      join.onRef('s.user_id', '=', 'u.id').onRef('s.tenant_id', '=', 'u.tenant_id'),
    )
    .where('u.tenant_id', '=', tenantId);
}

function filtered(db: Db, tenantId: number, filter: EqFilter | null) {
  const query = selectUsers(db, tenantId);
  if (!filter) return query;
  switch (filter.attribute) {
    case 'username':
      return query.where(sql`lower(u.account_id)`, '=', filter.value.toLowerCase());
    case 'externalid':
      return query.where('s.external_id', '=', filter.value);
    case 'emails.value':
    case 'emails':
      return query.where(sql`lower(u.email)`, '=', filter.value.toLowerCase());
    default: {
      const id = /^\d{1,15}$/.test(filter.value) ? Number(filter.value) : 0;
      return query.where('u.id', '=', id);
    }
  }
}

export const USER_FILTER_ATTRIBUTES = ['username', 'externalid', 'id', 'emails.value', 'emails'];

async function readUsers(db: Db, tenantId: number, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectUsers(db, tenantId)
    .where('u.id', 'in', ids)
    .select([
      'u.id',
      'u.account_id',
      'u.enabled',
      'u.fullname',
      'u.email',
      'u.phone_num',
      'u.mobile_num',
      'u.position',
      'u.employee_num',
      'u.created_at',
      'u.updated_at',
      's.external_id',
      's.display_name',
      's.given_name',
      's.family_name',
    ])
    .orderBy('u.id')
    .execute();
  const memberships = await db
    .selectFrom('user_divisions as ud')
    .innerJoin('divisions as d', (join) =>
      join.onRef('d.id', '=', 'ud.division_id').onRef('d.tenant_id', '=', 'ud.tenant_id'),
    )
    .select(['ud.user_id', 'ud.division_id', 'ud.is_primary', 'd.name'])
    .where('ud.tenant_id', '=', tenantId)
    .where('ud.user_id', 'in', ids)
    .orderBy('ud.sort')
    .orderBy('ud.division_id')
    .execute();
  return rows.map((row) => {
    const own = memberships.filter((m) => Number(m.user_id) === Number(row.id));
    const scim = row.given_name !== null || row.family_name !== null || row.display_name !== null;
    return {
      id: Number(row.id),
      userName: row.account_id,
      active: row.enabled,
      externalId: row.external_id,
      // A person Kizuna had before provisioning has a full name only: it is their display name.
      displayName: scim ? row.display_name : row.fullname,
      givenName: row.given_name,
      familyName: row.family_name,
      email: row.email,
      workPhone: row.phone_num,
      mobilePhone: row.mobile_num,
      title: row.position,
      department: own.find((m) => m.is_primary)?.name ?? null,
      employeeNumber: row.employee_num,
      created: new Date(row.created_at),
      lastModified: new Date(row.updated_at),
      groups: own.map((m) => ({ value: String(m.division_id), display: m.name })),
    };
  });
}

async function readUser(db: Db, tenantId: number, id: number): Promise<UserRow> {
  const [row] = await readUsers(db, tenantId, [id]);
  if (!row) throw notFound('User', String(id));
  return row;
}

/** The User resource of RFC 7643 §4.1 with the enterprise extension (§4.3). */
export function userResource(row: UserRow, baseUrl: string) {
  const id = String(row.id);
  const name = {
    formatted: fullnameOf(row),
    ...(row.familyName ? { familyName: row.familyName } : {}),
    ...(row.givenName ? { givenName: row.givenName } : {}),
  };
  const phones = [
    ...(row.workPhone ? [{ value: row.workPhone, type: 'work' }] : []),
    ...(row.mobilePhone ? [{ value: row.mobilePhone, type: 'mobile' }] : []),
  ];
  return {
    schemas: [USER_SCHEMA, ENTERPRISE_USER_SCHEMA],
    id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.userName,
    name,
    displayName: fullnameOf(row),
    ...(row.title ? { title: row.title } : {}),
    active: row.active,
    emails: row.email ? [{ value: row.email, type: 'work', primary: true }] : [],
    phoneNumbers: phones,
    groups: row.groups.map((group) => ({ ...group, $ref: `${baseUrl}/Groups/${group.value}` })),
    [ENTERPRISE_USER_SCHEMA]: {
      ...(row.employeeNumber ? { employeeNumber: row.employeeNumber } : {}),
      ...(row.department ? { department: row.department } : {}),
    },
    meta: {
      resourceType: 'User',
      created: row.created.toISOString(),
      lastModified: row.lastModified.toISOString(),
      location: `${baseUrl}/Users/${id}`,
    },
  };
}

export type UserResource = ReturnType<typeof userResource>;

export async function listUsers(db: Db, request: ScimRequest, query: ListQuery) {
  const tenantId = request.caller.tenantId;
  const { total } = await filtered(db, tenantId, query.filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const ids = await filtered(db, tenantId, query.filter)
    .select('u.id')
    .orderBy('u.id')
    .offset(query.startIndex - 1)
    .limit(query.count)
    .execute();
  const rows = await readUsers(
    db,
    tenantId,
    ids.map((row) => Number(row.id)),
  );
  return { total: Number(total), resources: rows.map((row) => userResource(row, request.baseUrl)) };
}

export async function getUser(db: Db, request: ScimRequest, id: number): Promise<UserResource> {
  return userResource(await readUser(db, request.caller.tenantId, id), request.baseUrl);
}

/** The division a department names becomes the person's main one; a name Kizuna lacks changes nothing. */
async function placeInDepartment(trx: Db, tenantId: number, userId: number, department: string | null) {
  if (department === null) return;
  const division = await trx
    .selectFrom('divisions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', department)
    .orderBy('id')
    .executeTakeFirst();
  if (!division) return;
  await trx
    .updateTable('user_divisions')
    .set({ is_primary: false })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('division_id', '<>', division.id)
    .where('is_primary', '=', true)
    .execute();
  await trx
    .insertInto('user_divisions')
    .values({ tenant_id: tenantId, user_id: userId, division_id: division.id, is_primary: true })
    .onConflict((oc) => oc.columns(['user_id', 'division_id']).doUpdateSet({ is_primary: true }))
    .execute();
}

function userColumns(state: ScimUserState, now: Date) {
  return {
    account_id: state.userName,
    enabled: state.active,
    fullname: fullnameOf(state),
    email: state.email,
    phone_num: state.workPhone,
    mobile_num: state.mobilePhone,
    position: state.title,
    employee_num: state.employeeNumber,
    updated_at: now,
  };
}

async function assertUserNameFree(trx: Db, tenantId: number, userName: string, userId: number | null) {
  const taken = await trx
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql`lower(account_id)`, '=', userName.toLowerCase())
    .where('id', '<>', userId ?? 0)
    .executeTakeFirst();
  if (taken) throw new ScimError(409, `userName ${userName} is taken`, 'uniqueness');
}

/** Writes what the state says of a person, ends their sessions when deactivated, and logs it. */
async function saveUser(
  trx: Db,
  request: ScimRequest,
  userId: number,
  state: ScimUserState,
  before: UserResource | null,
): Promise<UserResource> {
  const tenantId = request.caller.tenantId;
  await assertUserNameFree(trx, tenantId, state.userName, userId);
  await trx
    .updateTable('users')
    .set(userColumns(state, request.now))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
  const names = {
    external_id: state.externalId,
    display_name: state.displayName,
    given_name: state.givenName,
    family_name: state.familyName,
  };
  await trx
    .insertInto('scim_users')
    .values({ user_id: userId, tenant_id: tenantId, ...names })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(names))
    .execute();
  await placeInDepartment(trx, tenantId, userId, state.department);
  if (!state.active) {
    await trx
      .deleteFrom('sessions')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .execute();
  }
  await reindexPeople(trx, tenantId, [userId]);
  const after = await getUser(trx, request, userId);
  await logChange(trx, request, before === null ? 'create' : 'update', `user:${userId}`, before, after);
  return after;
}

export async function logChange(
  trx: Db,
  request: ScimRequest,
  verb: 'create' | 'update' | 'delete',
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await recordAdminAction(trx, {
    tenantId: request.caller.tenantId,
    actorUserId: null,
    actorLabel: `SCIM token ${request.caller.tokenName}`,
    ip: request.ip,
    at: request.now,
    action: `scim.${target.slice(0, target.indexOf(':'))}.${verb}`,
    target,
    before,
    after,
  });
}

export async function createUser(
  db: Db,
  request: ScimRequest,
  state: ScimUserState,
  password: string | null,
): Promise<UserResource> {
  const passwordHash = password ? await hashPassword(password) : NO_PASSWORD;
  return db.transaction().execute(async (trx) => {
    const tenantId = request.caller.tenantId;
    await assertUserNameFree(trx, tenantId, state.userName, null);
    const room = await licenceRoomFor(trx, tenantId, 1);
    if (!room.fits) {
      throw new ScimError(
        403,
        `LICENSE_LIMIT_EXCEEDED: the licence allows ${room.licensed} people and the tenant holds ${room.used}`,
      );
    }
    const { id } = await trx
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        ...userColumns(state, request.now),
        password_hash: passwordHash,
        // A password the provider chose may not meet Kizuna's policy: it is changed at first sign-in.
        password_change_reason: password ? 'POLICY' : null,
        created_at: request.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return saveUser(trx, request, Number(id), state, null);
  });
}

/** PUT: the resource replaces what Kizuna keeps of the person. */
export async function replaceUser(
  db: Db,
  request: ScimRequest,
  id: number,
  state: ScimUserState,
): Promise<UserResource> {
  return db.transaction().execute(async (trx) => {
    const before = await getUser(trx, request, id);
    return saveUser(trx, request, id, state, before);
  });
}

export async function patchUser(
  db: Db,
  request: ScimRequest,
  id: number,
  operations: readonly PatchOperation[],
): Promise<UserResource> {
  return db.transaction().execute(async (trx) => {
    const row = await readUser(trx, request.caller.tenantId, id);
    const before = userResource(row, request.baseUrl);
    const state: ScimUserState = { ...row };
    for (const operation of operations) {
      for (const [path, value] of operationAttributes(operation)) setUserAttribute(state, path, value);
    }
    return saveUser(trx, request, id, state, before);
  });
}

/** DELETE: the person is gone from Kizuna, with everything of theirs. */
export async function deleteUser(db: Db, request: ScimRequest, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await getUser(trx, request, id);
    await trx
      .deleteFrom('users')
      .where('tenant_id', '=', request.caller.tenantId)
      .where('id', '=', id)
      .execute();
    await reindexPeople(trx, request.caller.tenantId, [id]);
    await logChange(trx, request, 'delete', `user:${id}`, before, null);
  });
}
