import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { reindexPeople } from '../directorySearch/index.js';
import { invalidValue, notFound, ScimError } from './ScimError.js';
import type { PatchOperation } from './scimPatch.js';
import { rowIdOf, type EqFilter, type ListQuery } from './scimQuery.js';
import { logChange, type ScimRequest } from './scimUsers.js';

export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const GROUP_FILTER_ATTRIBUTES = ['displayname', 'externalid', 'id'];

interface GroupRow {
  id: number;
  displayName: string;
  externalId: string | null;
  created: Date;
  lastModified: Date;
  members: { value: string; display: string }[];
}

function selectGroups(db: Db, tenantId: number, filter: EqFilter | null) {
  const query = db
    .selectFrom('divisions as d')
    .leftJoin('scim_groups as g', (join) =>
      join.onRef('g.division_id', '=', 'd.id').onRef('g.tenant_id', '=', 'd.tenant_id'),
    )
    .where('d.tenant_id', '=', tenantId);
  if (!filter) return query;
  if (filter.attribute === 'displayname') return query.where('d.name', '=', filter.value);
  if (filter.attribute === 'externalid') return query.where('g.external_id', '=', filter.value);
  return query.where('d.id', '=', rowIdOf(filter.value) ?? 0);
}

async function readGroups(db: Db, tenantId: number, ids: readonly number[]): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectGroups(db, tenantId, null)
    .where('d.id', 'in', ids)
    .select(['d.id', 'd.name', 'd.created_at', 'd.updated_at', 'g.external_id'])
    .orderBy('d.id')
    .execute();
  const members = await db
    .selectFrom('user_divisions as ud')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'ud.user_id').onRef('u.tenant_id', '=', 'ud.tenant_id'),
    )
    .select(['ud.division_id', 'u.id', 'u.account_id'])
    .where('ud.tenant_id', '=', tenantId)
    .where('ud.division_id', 'in', ids)
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    displayName: row.name,
    externalId: row.external_id,
    created: new Date(row.created_at),
    lastModified: new Date(row.updated_at),
    members: members
      .filter((m) => Number(m.division_id) === Number(row.id))
      .map((m) => ({ value: String(m.id), display: m.account_id })),
  }));
}

async function readGroup(db: Db, tenantId: number, id: number): Promise<GroupRow> {
  const [row] = await readGroups(db, tenantId, [id]);
  if (!row) throw notFound('Group', String(id));
  return row;
}

/** The Group resource of RFC 7643 §4.2: a division, its people as members. */
function groupResource(row: GroupRow, baseUrl: string, withMembers = true) {
  const id = String(row.id);
  return {
    schemas: [GROUP_SCHEMA],
    id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.displayName,
    ...(withMembers
      ? { members: row.members.map((m) => ({ ...m, $ref: `${baseUrl}/Users/${m.value}` })) }
      : {}),
    meta: {
      resourceType: 'Group',
      created: row.created.toISOString(),
      lastModified: row.lastModified.toISOString(),
      location: `${baseUrl}/Groups/${id}`,
    },
  };
}

type GroupResource = ReturnType<typeof groupResource>;

export async function listGroups(db: Db, request: ScimRequest, query: ListQuery) {
  const tenantId = request.caller.tenantId;
  const { total } = await selectGroups(db, tenantId, query.filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const ids = await selectGroups(db, tenantId, query.filter)
    .select('d.id')
    .orderBy('d.id')
    .offset(query.startIndex - 1)
    .limit(query.count)
    .execute();
  const rows = await readGroups(
    db,
    tenantId,
    ids.map((row) => Number(row.id)),
  );
  const withMembers = !query.excludedAttributes.includes('members');
  return {
    total: Number(total),
    resources: rows.map((row) => groupResource(row, request.baseUrl, withMembers)),
  };
}

export async function getGroup(db: Db, request: ScimRequest, id: number): Promise<GroupResource> {
  return groupResource(await readGroup(db, request.caller.tenantId, id), request.baseUrl);
}

/** The user ids of a `members` value: `[{ "value": "12" }, ...]`, each a person of the tenant. */
async function memberIds(trx: Db, tenantId: number, value: unknown): Promise<number[]> {
  const list = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  const ids = list.map((member: unknown) => {
    const raw = (member as { value?: unknown } | null)?.value;
    const id = typeof raw === 'string' ? rowIdOf(raw) : null;
    if (id === null) throw invalidValue('each member needs the value of a User id');
    return id;
  });
  if (ids.length === 0) return [];
  const found = await trx
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  const known = new Set(found.map((row) => Number(row.id)));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw invalidValue(`no User ${unknown.join(', ')}`);
  return [...new Set(ids)];
}

/** `members[value eq "12"]`: Okta's way of removing one member. */
const MEMBER_PATH = /^members\[value eq "(\d+)"\]$/i;

interface GroupChange {
  displayName?: string;
  externalId?: string | null;
  add: number[];
  remove: number[];
  /** Replace the members with these (a PUT, or `replace` of `members`). */
  replace?: number[];
}

function displayNameOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidValue('displayName is required');
  return value.trim();
}

async function changeOf(trx: Db, tenantId: number, operations: readonly PatchOperation[]) {
  const change: GroupChange = { add: [], remove: [] };
  for (const { op, path, value } of operations) {
    const attributes: [string, unknown][] =
      path === undefined ? Object.entries(value as Record<string, unknown>) : [[path, value]];
    for (const [attribute, attributeValue] of attributes) {
      const key = attribute.toLowerCase();
      const oneMember = MEMBER_PATH.exec(attribute);
      if (oneMember && op === 'remove') change.remove.push(Number(oneMember[1]));
      else if (key === 'members') {
        const ids =
          op === 'remove' && attributeValue === undefined
            ? null
            : await memberIds(trx, tenantId, attributeValue);
        if (op === 'add') change.add.push(...(ids ?? []));
        else if (op === 'remove') {
          if (ids === null) change.replace = [];
          else change.remove.push(...ids);
        } else change.replace = ids ?? [];
      } else if (key === 'displayname') change.displayName = displayNameOf(attributeValue);
      else if (key === 'externalid') {
        change.externalId = op === 'remove' || typeof attributeValue !== 'string' ? null : attributeValue;
      } else if (key !== 'id' && key !== 'schemas' && key !== 'meta') {
        throw new ScimError(400, `a Group has no attribute ${attribute} Kizuna changes`, 'invalidPath');
      }
    }
  }
  return change;
}

/** Adds and removes people; a person who loses their main division gets their next one as main. */
async function applyMembers(trx: Db, tenantId: number, divisionId: number, change: GroupChange) {
  const current = (
    await trx
      .selectFrom('user_divisions')
      .select('user_id')
      .where('tenant_id', '=', tenantId)
      .where('division_id', '=', divisionId)
      .execute()
  ).map((row) => Number(row.user_id));
  const wanted = new Set(change.replace ?? current);
  for (const id of change.add) wanted.add(id);
  for (const id of change.remove) wanted.delete(id);
  const added = [...wanted].filter((id) => !current.includes(id));
  const removed = current.filter((id) => !wanted.has(id));
  if (removed.length > 0) {
    await trx
      .deleteFrom('user_divisions')
      .where('tenant_id', '=', tenantId)
      .where('division_id', '=', divisionId)
      .where('user_id', 'in', removed)
      .execute();
    await sql`update user_divisions ud set is_primary = true
      where ud.tenant_id = ${tenantId} and ud.user_id = any(${removed}::bigint[])
        and not exists (select 1 from user_divisions p where p.user_id = ud.user_id and p.is_primary)
        and ud.division_id = (select min(n.division_id) from user_divisions n where n.user_id = ud.user_id)`.execute(
      trx,
    );
  }
  if (added.length > 0) {
    await sql`insert into user_divisions (tenant_id, user_id, division_id, is_primary, sort)
      select ${tenantId}, u.id, ${divisionId},
        not exists (select 1 from user_divisions p where p.user_id = u.id and p.is_primary),
        coalesce((select max(s.sort) + 1 from user_divisions s where s.user_id = u.id), 0)
      from unnest(${added}::bigint[]) as u(id)`.execute(trx);
  }
  return [...added, ...removed];
}

async function saveGroup(
  trx: Db,
  request: ScimRequest,
  divisionId: number,
  change: GroupChange,
  before: GroupResource | null,
): Promise<GroupResource> {
  const tenantId = request.caller.tenantId;
  if (change.displayName !== undefined) {
    await trx
      .updateTable('divisions')
      .set({ name: change.displayName, updated_at: request.now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', divisionId)
      .execute();
  }
  if (change.externalId !== undefined) {
    const externalId = change.externalId;
    await trx
      .insertInto('scim_groups')
      .values({ division_id: divisionId, tenant_id: tenantId, external_id: externalId })
      .onConflict((oc) => oc.column('division_id').doUpdateSet({ external_id: externalId }))
      .execute();
  }
  const moved = await applyMembers(trx, tenantId, divisionId, change);
  // The division's name is searchable on each of its people.
  const members =
    change.displayName !== undefined ? (await readGroup(trx, tenantId, divisionId)).members : [];
  const reindexed = [...new Set([...moved, ...members.map((m) => Number(m.value))])];
  if (reindexed.length > 0) await reindexPeople(trx, tenantId, reindexed);
  const after = await getGroup(trx, request, divisionId);
  await logChange(
    trx,
    request,
    before === null ? 'create' : 'update',
    `division:${divisionId}`,
    before,
    after,
  );
  return after;
}

function resourceOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidValue('the body must be a Group resource');
  }
  return body as Record<string, unknown>;
}

/** A new division at the top level, after the others; a name another division has is refused. */
export async function createGroup(db: Db, request: ScimRequest, body: unknown): Promise<GroupResource> {
  const resource = resourceOf(body);
  const displayName = displayNameOf(resource.displayName);
  return db.transaction().execute(async (trx) => {
    const tenantId = request.caller.tenantId;
    const taken = await trx
      .selectFrom('divisions')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('name', '=', displayName)
      .executeTakeFirst();
    if (taken) throw new ScimError(409, `a division is named ${displayName}`, 'uniqueness');
    const { id } = await trx
      .insertInto('divisions')
      .values({
        tenant_id: tenantId,
        parent_id: null,
        name: displayName,
        sort: sql<number>`(select coalesce(max(sort) + 1, 0) from divisions
          where tenant_id = ${tenantId} and parent_id is null)`,
        created_at: request.now,
        updated_at: request.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const change: GroupChange = {
      externalId: typeof resource.externalId === 'string' ? resource.externalId : null,
      add: [],
      remove: [],
      replace: await memberIds(trx, tenantId, resource.members),
    };
    return saveGroup(trx, request, Number(id), change, null);
  });
}

export async function replaceGroup(db: Db, request: ScimRequest, id: number, body: unknown) {
  const resource = resourceOf(body);
  return db.transaction().execute(async (trx) => {
    const before = await getGroup(trx, request, id);
    const change: GroupChange = {
      displayName: displayNameOf(resource.displayName),
      externalId: typeof resource.externalId === 'string' ? resource.externalId : null,
      add: [],
      remove: [],
      replace: await memberIds(trx, request.caller.tenantId, resource.members),
    };
    return saveGroup(trx, request, id, change, before);
  });
}

export async function patchGroup(
  db: Db,
  request: ScimRequest,
  id: number,
  operations: readonly PatchOperation[],
): Promise<GroupResource> {
  return db.transaction().execute(async (trx) => {
    const before = await getGroup(trx, request, id);
    const change = await changeOf(trx, request.caller.tenantId, operations);
    return saveGroup(trx, request, id, change, before);
  });
}

/** A division with divisions under it stays: its children would lose their place. */
export async function deleteGroup(db: Db, request: ScimRequest, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tenantId = request.caller.tenantId;
    const before = await getGroup(trx, request, id);
    const child = await trx
      .selectFrom('divisions')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('parent_id', '=', id)
      .executeTakeFirst();
    if (child) throw new ScimError(409, `division ${id} has divisions under it`, 'mutability');
    const members = (before.members ?? []).map((m) => Number(m.value));
    await applyMembers(trx, tenantId, id, { add: [], remove: members });
    await trx.deleteFrom('divisions').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    if (members.length > 0) await reindexPeople(trx, tenantId, members);
    await logChange(trx, request, 'delete', `division:${id}`, before, null);
  });
}
