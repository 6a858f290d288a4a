import {
  CONTACT_GROUP_LIMITS,
  type contract,
  type ContactGroup,
  type GroupExternalContact,
  type GroupInternalContact,
} from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { canReadFolder, type FolderRow } from '../externalContacts/index.js';
import type { Principal } from '../principal/index.js';
import { presenceCssClass, toPresenceStatus } from '../presence/index.js';
import { ContactGroupsError } from './ContactGroupsError.js';
import { ensureGroups, groupsOf, hasGroups, headerOf, lockGroups, ownGroup } from './contactGroupsStore.js';

async function ensureForRead(db: Db, principal: Principal): Promise<void> {
  if (await hasGroups(db, principal)) return;
  await db.transaction().execute((trx) => ensureGroups(trx, principal));
}

/** Readable folders among the given ones, by id. */
async function readableFolders(
  db: Db,
  principal: Principal,
  folderIds: readonly number[],
): Promise<Map<number, FolderRow>> {
  if (folderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('contact_folders')
    .selectAll()
    .where('tenant_id', '=', principal.tenant.id)
    .where('id', 'in', [...new Set(folderIds)])
    .execute();
  return new Map(
    rows.filter((row) => canReadFolder(principal, row)).map((row) => [Number(row.id), row] as const),
  );
}

async function internalMembers(
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
      'p.status as presence_status',
    ])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('user_divisions as ud')
          .innerJoin('divisions as d', (join) =>
            join.onRef('d.id', '=', 'ud.division_id').onRef('d.tenant_id', '=', 'ud.tenant_id'),
          )
          .select(['d.id', 'd.name'])
          .whereRef('ud.tenant_id', '=', 'u.tenant_id')
          .whereRef('ud.user_id', '=', 'u.id')
          .orderBy('ud.is_primary', 'desc')
          .orderBy('ud.sort')
          .orderBy('d.id'),
      ).as('divisions'),
    )
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
    };
  });
}

async function externalMembers(
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
async function allGroups(db: Db, principal: Principal): Promise<ContactGroup[]> {
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

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

async function insertMembers(
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

/**
 * Favourite groups (001 §3, §7, §9; 002 `/settings/group`).
 *
 * What "at most 10, never fewer than 5" means here: every user has five groups from the start,
 * made on their first use of groups and named "グループ1" to "グループ5" (or "Group 1" to
 * "Group 5" in a tenant whose language is English) — renamable like any other. A user adds groups up
 * to ten; the eleventh is refused with GROUP_LIMIT_EXCEEDED. A delete that would leave fewer than
 * five is refused whole with GROUP_MINIMUM_REQUIRED. A sort names every group of the user exactly
 * once (five to ten ids), so it never changes how many there are.
 *
 * Members are people of the directory and external contacts. Adding one already in the group is
 * not an error (it stays once). A member whose person is deleted or whose contact is deleted
 * leaves the group (foreign keys); a person no longer enabled, or a contact whose folder the user
 * can no longer read, is not shown or counted while that lasts. A group's members are listed in
 * the order they were added.
 */
export const contactGroupsHandlers: AreaHandlers<typeof contract.contactGroups> = {
  async headerList({ principal, deps }) {
    await ensureForRead(deps.db, principal);
    const groups = await groupsOf(deps.db, principal);
    return { items: groups.map((group) => headerOf(principal, group)) };
  },

  async allList({ principal, deps }) {
    await ensureForRead(deps.db, principal);
    return { items: await allGroups(deps.db, principal) };
  },

  async addOrUpdate({ principal, deps, input }) {
    const { groupId, groupName } = input.body;
    return deps.db.transaction().execute(async (trx) => {
      await lockGroups(trx, principal);
      if (groupId !== undefined) {
        const group = await ownGroup(trx, principal, groupId);
        await trx
          .updateTable('contact_groups')
          .set({ name: groupName, updated_at: deps.clock() })
          .where('tenant_id', '=', principal.tenant.id)
          .where('id', '=', group.id)
          .execute();
        return headerOf(principal, { ...group, name: groupName });
      }
      const groups = await groupsOf(trx, principal);
      if (groups.length >= CONTACT_GROUP_LIMITS.maxCount) {
        throw new ContactGroupsError('GROUP_LIMIT_EXCEEDED', 'the user already has the most groups');
      }
      const sortScore = Math.max(-1, ...groups.map((group) => group.sortScore)) + 1;
      const row = await trx
        .insertInto('contact_groups')
        .values({
          tenant_id: principal.tenant.id,
          user_id: principal.user.id,
          name: groupName,
          sort_score: sortScore,
          created_at: deps.clock(),
          updated_at: deps.clock(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return headerOf(principal, { id: Number(row.id), name: groupName, sortScore });
    });
  },

  async delete({ principal, deps, input }) {
    const ids = unique(input.body.groupIds);
    return deps.db.transaction().execute(async (trx) => {
      await lockGroups(trx, principal);
      const groups = await groupsOf(trx, principal);
      const own = new Set(groups.map((group) => group.id));
      if (!ids.every((id) => own.has(id))) {
        throw new ContactGroupsError('GROUP_NOT_FOUND', 'some groups are not groups of the user');
      }
      if (groups.length - ids.length < CONTACT_GROUP_LIMITS.minCount) {
        throw new ContactGroupsError('GROUP_MINIMUM_REQUIRED', 'fewer than the fewest groups would remain');
      }
      const result = await trx
        .deleteFrom('contact_groups')
        .where('tenant_id', '=', principal.tenant.id)
        .where('user_id', '=', principal.user.id)
        .where('id', 'in', ids)
        .executeTakeFirst();
      return { deletedCount: Number(result.numDeletedRows) };
    });
  },

  async sort({ principal, deps, input }) {
    const ids = input.body.groupIds;
    return deps.db.transaction().execute(async (trx) => {
      await lockGroups(trx, principal);
      const groups = await groupsOf(trx, principal);
      const own = new Set(groups.map((group) => group.id));
      if (!ids.every((id) => own.has(id))) {
        throw new ContactGroupsError('GROUP_NOT_FOUND', 'some groups are not groups of the user');
      }
      if (unique(ids).length !== ids.length || ids.length !== groups.length) {
        throw new RequestError('VALIDATION_FAILED', 'the order must name every group exactly once', {
          fieldErrors: [{ path: 'body.groupIds', key: 'groupOrder' }],
        });
      }
      for (const [index, id] of ids.entries()) {
        await trx
          .updateTable('contact_groups')
          .set({ sort_score: index, updated_at: deps.clock() })
          .where('tenant_id', '=', principal.tenant.id)
          .where('id', '=', id)
          .execute();
      }
      const sorted = await groupsOf(trx, principal);
      return { items: sorted.map((group) => headerOf(principal, group)) };
    });
  },

  async copyFromInternal({ principal, deps, input }) {
    const group = await ownGroup(deps.db, principal, input.params.groupId);
    const ids = unique(input.body.contactIds);
    const people = await deps.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', principal.tenant.id)
      .where('enabled', '=', true)
      .where('id', '=', sql<number>`any(${ids}::bigint[])`)
      .execute();
    if (people.length !== ids.length) {
      throw new ContactGroupsError('CONTACT_NOT_FOUND', 'some contacts are not people of the directory');
    }
    const addedCount = await insertMembers(
      deps.db,
      principal,
      group.id,
      ids.map((id) => ({ internal_user_id: id, external_contact_id: null })),
    );
    return { addedCount };
  },

  async copyFromExternal({ principal, deps, input }) {
    const group = await ownGroup(deps.db, principal, input.params.groupId);
    const wanted = new Map(input.body.contacts.map((contact) => [contact.contactId, contact.folderType]));
    const ids = [...wanted.keys()];
    const rows = await deps.db
      .selectFrom('external_contacts')
      .select(['id', 'folder_id'])
      .where('tenant_id', '=', principal.tenant.id)
      .where('id', '=', sql<number>`any(${ids}::bigint[])`)
      .execute();
    const folders = await readableFolders(
      deps.db,
      principal,
      rows.map((row) => Number(row.folder_id)),
    );
    const reachable = rows.filter(
      (row) => folders.get(Number(row.folder_id))?.folder_type === wanted.get(Number(row.id)),
    );
    if (reachable.length !== ids.length) {
      throw new ContactGroupsError(
        'EXTERNAL_CONTACT_NOT_FOUND',
        'some contacts are not in a folder of that type the user can read',
      );
    }
    const addedCount = await insertMembers(
      deps.db,
      principal,
      group.id,
      ids.map((id) => ({ internal_user_id: null, external_contact_id: id })),
    );
    return { addedCount };
  },

  async move({ principal, deps, input }) {
    const source = await ownGroup(deps.db, principal, input.params.groupId);
    const dest = await ownGroup(deps.db, principal, input.body.destGroupId);
    if (dest.id === source.id) {
      throw new RequestError('VALIDATION_FAILED', 'the destination is the source group', {
        fieldErrors: [{ path: 'body.destGroupId', key: 'invalid' }],
      });
    }
    const ids = unique(input.body.contactIds);
    return deps.db.transaction().execute(async (trx) => {
      const members = await trx
        .selectFrom('contact_group_members')
        .select(['id', 'internal_user_id', 'external_contact_id'])
        .where('tenant_id', '=', principal.tenant.id)
        .where('group_id', '=', source.id)
        .where('id', 'in', ids)
        .execute();
      if (members.length !== ids.length) {
        throw new ContactGroupsError('GROUP_CONTACT_NOT_FOUND', 'some contacts are not in the group');
      }
      // A contact already in the destination stays there once.
      await insertMembers(
        trx,
        principal,
        dest.id,
        members.map((member) => ({
          internal_user_id: member.internal_user_id === null ? null : Number(member.internal_user_id),
          external_contact_id:
            member.external_contact_id === null ? null : Number(member.external_contact_id),
        })),
      );
      await trx
        .deleteFrom('contact_group_members')
        .where('tenant_id', '=', principal.tenant.id)
        .where('group_id', '=', source.id)
        .where('id', 'in', ids)
        .execute();
      return { movedCount: ids.length };
    });
  },

  async internalContacts({ principal, deps, input }) {
    const group = await ownGroup(deps.db, principal, input.params.groupId);
    return { items: await internalMembers(deps.db, principal, group.id) };
  },

  async externalContacts({ principal, deps, input }) {
    const group = await ownGroup(deps.db, principal, input.params.groupId);
    return { items: await externalMembers(deps.db, principal, group.id) };
  },

  async removeContacts({ principal, deps, input }) {
    const group = await ownGroup(deps.db, principal, input.params.groupId);
    const ids = unique(input.body.contactIds);
    return deps.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('contact_group_members')
        .where('tenant_id', '=', principal.tenant.id)
        .where('group_id', '=', group.id)
        .where('id', 'in', ids)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== ids.length) {
        throw new ContactGroupsError('GROUP_CONTACT_NOT_FOUND', 'some contacts are not in the group');
      }
      return { removedCount: ids.length };
    });
  },
};
