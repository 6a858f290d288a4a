import {
  CONTACT_GROUP_LIMITS,
  type ContactGroup,
  type ContactGroupHeader,
  type GroupExternalContact,
  type GroupInternalContact,
} from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { canReadFolder, type FolderRow } from '../externalContacts/index.js';
import { talkAvailableTo } from '../internalContacts/index.js';
import { presenceCssClass, toPresenceStatus } from '../presence/index.js';
import type { Principal } from '../principal/index.js';
import { ContactGroupsError } from './ContactGroupsError.js';
import { divisionsOfUser } from '../divisions/index.js';
import { deleteTenantRows, selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';

export type GroupLanguage = 'ja' | 'en';

export function defaultGroupName(language: GroupLanguage, position: number): string {
  return language === 'ja' ? `グループ${position}` : `Group ${position}`;
}

/**
 * Makes the user's first five groups unless they were made before, named in the tenant's
 * language (whatever language the browser asks for). The owner row makes this
 * happen once even when two first requests arrive together. Runs in the caller's transaction.
 */
export async function ensureGroups(db: Db, principal: Principal): Promise<void> {
  const made = await db
    .insertInto('contact_group_owners')
    .values({ tenant_id: principal.tenant.id, user_id: principal.user.id })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!made) return;
  await db
    .insertInto('contact_groups')
    .values(
      Array.from({ length: CONTACT_GROUP_LIMITS.minCount }, (_, index) => ({
        tenant_id: principal.tenant.id,
        user_id: principal.user.id,
        name: defaultGroupName(principal.tenant.default_language, index + 1),
        sort_score: index,
      })),
    )
    .execute();
}

/** True once the user's first groups exist: reads then skip the transaction that makes them. */
export async function hasGroups(db: Db, principal: Principal): Promise<boolean> {
  const row = await selectTenantRows(db, 'contact_group_owners', principal.tenant.id)
    .select('user_id')
    .where('user_id', '=', principal.user.id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Holds the user's owner row until the transaction ends, so changes to the user's groups (the
 * count limits above all) are checked and made one at a time.
 */
export async function lockGroups(db: Db, principal: Principal): Promise<void> {
  await ensureGroups(db, principal);
  await selectTenantRows(db, 'contact_group_owners', principal.tenant.id)
    .select('user_id')
    .where('user_id', '=', principal.user.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export interface GroupRow {
  id: number;
  name: string;
  sortScore: number;
}

/** The user's groups in their order. */
export async function groupsOf(db: Db, principal: Principal): Promise<GroupRow[]> {
  const rows = await selectTenantRows(db, 'contact_groups', principal.tenant.id)
    .select(['id', 'name', 'sort_score'])
    .where('user_id', '=', principal.user.id)
    .orderBy('sort_score')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name, sortScore: row.sort_score }));
}

export function headerOf(principal: Principal, group: GroupRow): ContactGroupHeader {
  return {
    groupId: group.id,
    userId: principal.user.id,
    groupName: group.name,
    sortScore: group.sortScore,
  };
}

/** The user's group; GROUP_NOT_FOUND for another user's or tenant's, as for one that does not exist. */
export async function ownGroup(db: Db, principal: Principal, groupId: number): Promise<GroupRow> {
  const row = await selectTenantRows(db, 'contact_groups', principal.tenant.id, groupId)
    .select(['id', 'name', 'sort_score'])
    .where('user_id', '=', principal.user.id)
    .executeTakeFirst();
  if (!row) throw new ContactGroupsError('GROUP_NOT_FOUND', `no group ${groupId} of the user`);
  return { id: Number(row.id), name: row.name, sortScore: row.sort_score };
}

/** Readable folders among the given ones, by id. */
export async function readableFolders(
  db: Db,
  principal: Principal,
  folderIds: readonly number[],
): Promise<Map<number, FolderRow>> {
  if (folderIds.length === 0) return new Map();
  const rows = await selectTenantRows(db, 'contact_folders', principal.tenant.id)
    .selectAll()
    .where('id', 'in', [...new Set(folderIds)])
    .execute();
  return new Map(
    rows.filter((row) => canReadFolder(principal, row)).map((row) => [Number(row.id), row] as const),
  );
}

export async function internalMembers(
  db: Db,
  principal: Principal,
  groupId: number,
): Promise<GroupInternalContact[]> {
  const tenantId = principal.tenant.id;
  const rows = await db
    .selectFrom('contact_group_members as m')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'm.internal_user_id').onRef('u.tenant_id', '=', 'm.tenant_id'),
    )
    .leftJoin('user_presence as p', (join) =>
      join.onRef('p.user_id', '=', 'u.id').onRef('p.tenant_id', '=', 'u.tenant_id'),
    )
    .select([
      'm.id as member_id',
      'u.id',
      'u.fullname',
      'u.fullname_kana',
      'u.position',
      'u.extension_num',
      'u.office_link_extension_num',
      'u.phone_num',
      'u.company_mobile_num',
      'u.mobile_num',
      'u.personal_mobile_num',
      'u.email',
      'u.email2',
      'u.face_image_updated_at',
      'u.user_type',
      'u.is_admin',
      'u.enabled',
      'p.status as presence_status',
    ])
    .select((eb) => divisionsOfUser(eb).as('divisions'))
    .where('m.tenant_id', '=', tenantId)
    .where('m.group_id', '=', groupId)
    .where('u.enabled', '=', true)
    .orderBy('m.id')
    .execute();
  return rows.map((row) => {
    const status = toPresenceStatus(row.presence_status);
    return {
      contactId: Number(row.member_id),
      linkageContactId: Number(row.id),
      fullname: row.fullname,
      fullnameKana: row.fullname_kana,
      position: row.position,
      extensionNum: row.extension_num,
      officeLinkExtensionNum: row.office_link_extension_num,
      phoneNum: row.phone_num,
      companyMobileNum: row.company_mobile_num,
      mobileNum: row.mobile_num,
      personalMobileNum: row.personal_mobile_num,
      email1: row.email,
      email2: row.email2,
      hasFaceImage: row.face_image_updated_at !== null,
      divisions: row.divisions.map((d) => ({ divisionId: Number(d.id), divisionName: d.name })),
      presence: { status, cssClass: presenceCssClass(status) },
      talkAvailable: talkAvailableTo(principal, {
        userId: Number(row.id),
        enabled: row.enabled,
        userType: row.user_type,
        admin: row.is_admin,
      }),
    };
  });
}

export async function externalMembers(
  db: Db,
  principal: Principal,
  groupId: number,
): Promise<GroupExternalContact[]> {
  const tenantId = principal.tenant.id;
  const rows = await db
    .selectFrom('contact_group_members as m')
    .innerJoin('external_contacts as c', (join) =>
      join.onRef('c.id', '=', 'm.external_contact_id').onRef('c.tenant_id', '=', 'm.tenant_id'),
    )
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'c.registered_user_id').onRef('u.tenant_id', '=', 'c.tenant_id'),
    )
    .selectAll('c')
    .select(['m.id as member_id', 'u.fullname as registered_user_fullname'])
    .where('m.tenant_id', '=', tenantId)
    .where('m.group_id', '=', groupId)
    .orderBy('m.id')
    .execute();
  const folders = await readableFolders(
    db,
    principal,
    rows.map((row) => Number(row.folder_id)),
  );
  return rows.flatMap((row) => {
    const folder = folders.get(Number(row.folder_id));
    if (!folder) return [];
    return [
      {
        contactId: Number(row.member_id),
        linkageContactId: Number(row.id),
        folderType: folder.folder_type,
        folderId: Number(folder.id),
        folderName: folder.name,
        fullname: row.fullname,
        fullnameKana: row.fullname_kana,
        companyName: row.company_name,
        divisionName: row.division_name,
        position: row.position,
        companyMobileNum: row.company_mobile_num,
        personalMobileNum: row.personal_mobile_num,
        phoneNum: row.phone_num,
        mobileNum: row.mobile_num,
        email1: row.email1,
        email2: row.email2,
        companyAddress1: row.company_address1,
        companyAddress2: row.company_address2,
        registeredUserFullname: row.registered_user_fullname,
        registeredAt: new Date(row.registered_at).toISOString(),
        bizcardRequestStatus: row.bizcard_request_status,
      },
    ];
  });
}

/** Each group with the members the user can reach, counted per kind. */
export async function allGroups(db: Db, principal: Principal): Promise<ContactGroup[]> {
  const groups = await groupsOf(db, principal);
  const tenantId = principal.tenant.id;
  const members = await db
    .selectFrom('contact_group_members as m')
    .innerJoin('contact_groups as g', (join) =>
      join.onRef('g.id', '=', 'm.group_id').onRef('g.tenant_id', '=', 'm.tenant_id'),
    )
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'm.internal_user_id').onRef('u.tenant_id', '=', 'm.tenant_id'),
    )
    .leftJoin('external_contacts as c', (join) =>
      join.onRef('c.id', '=', 'm.external_contact_id').onRef('c.tenant_id', '=', 'm.tenant_id'),
    )
    .select(['m.group_id', 'm.internal_user_id', 'u.enabled', 'c.folder_id'])
    .where('m.tenant_id', '=', tenantId)
    .where('g.user_id', '=', principal.user.id)
    .execute();
  const folders = await readableFolders(
    db,
    principal,
    members.flatMap((m) => (m.folder_id === null ? [] : [Number(m.folder_id)])),
  );
  const counts = new Map<number, { internal: number; external: number }>();
  for (const member of members) {
    const count = counts.get(Number(member.group_id)) ?? { internal: 0, external: 0 };
    if (member.internal_user_id !== null) {
      if (member.enabled) count.internal += 1;
    } else if (member.folder_id !== null && folders.has(Number(member.folder_id))) {
      count.external += 1;
    }
    counts.set(Number(member.group_id), count);
  }
  return groups.map((group) => ({
    ...headerOf(principal, group),
    internalCount: counts.get(group.id)?.internal ?? 0,
    externalCount: counts.get(group.id)?.external ?? 0,
  }));
}

export async function insertMembers(
  db: Db,
  principal: Principal,
  groupId: number,
  members: readonly { internal_user_id: number | null; external_contact_id: number | null }[],
): Promise<number> {
  if (members.length === 0) return 0;
  const inserted = await db
    .insertInto('contact_group_members')
    .values(members.map((member) => ({ tenant_id: principal.tenant.id, group_id: groupId, ...member })))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

export async function renameGroup(db: Db, principal: Principal, groupId: number, name: string, at: Date) {
  await updateTenantRows(db, 'contact_groups', principal.tenant.id, groupId)
    .set({ name, updated_at: at })
    .execute();
}

/** Adds a group of the user; answers its id. */
export async function insertGroup(
  db: Db,
  principal: Principal,
  name: string,
  sortScore: number,
  at: Date,
): Promise<number> {
  const row = await db
    .insertInto('contact_groups')
    .values({
      tenant_id: principal.tenant.id,
      user_id: principal.user.id,
      name,
      sort_score: sortScore,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Deletes groups of the user among `ids`; answers how many. */
export async function deleteGroups(db: Db, principal: Principal, ids: readonly number[]): Promise<number> {
  const result = await deleteTenantRows(db, 'contact_groups', principal.tenant.id)
    .where('user_id', '=', principal.user.id)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Puts the groups in the order of `ids`. */
export async function sortGroups(db: Db, principal: Principal, ids: readonly number[], at: Date) {
  for (const [index, id] of ids.entries()) {
    await updateTenantRows(db, 'contact_groups', principal.tenant.id, id)
      .set({ sort_score: index, updated_at: at })
      .execute();
  }
}

/** The enabled people of the directory among `ids`. */
export async function enabledPeople(db: Db, tenantId: number, ids: readonly number[]) {
  return selectTenantRows(db, 'users', tenantId)
    .select('id')
    .where('enabled', '=', true)
    .where('id', '=', sql<number>`any(${ids}::bigint[])`)
    .execute();
}

/** The external contacts among `ids` with their folders. */
export async function contactFolderIds(db: Db, tenantId: number, ids: readonly number[]) {
  return selectTenantRows(db, 'external_contacts', tenantId)
    .select(['id', 'folder_id'])
    .where('id', '=', sql<number>`any(${ids}::bigint[])`)
    .execute();
}

/** The members of a group among `ids` (member ids). */
export async function membersIn(db: Db, tenantId: number, groupId: number, ids: readonly number[]) {
  return selectTenantRows(db, 'contact_group_members', tenantId)
    .select(['id', 'internal_user_id', 'external_contact_id'])
    .where('group_id', '=', groupId)
    .where('id', 'in', ids)
    .execute();
}

/** Removes the members among `ids` from a group; answers how many it removed. */
export async function deleteMembers(
  db: Db,
  tenantId: number,
  groupId: number,
  ids: readonly number[],
): Promise<number> {
  const result = await deleteTenantRows(db, 'contact_group_members', tenantId)
    .where('group_id', '=', groupId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
