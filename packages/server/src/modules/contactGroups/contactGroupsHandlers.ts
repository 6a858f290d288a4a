import { CONTACT_GROUP_LIMITS, type contract } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import type { Principal } from '../principal/index.js';
import { ContactGroupsError } from './ContactGroupsError.js';
import {
  allGroups,
  contactFolderIds,
  deleteGroups,
  deleteMembers,
  enabledPeople,
  ensureGroups,
  externalMembers,
  insertGroup,
  insertMembers,
  internalMembers,
  membersIn,
  readableFolders,
  renameGroup,
  sortGroups,
  groupsOf,
  hasGroups,
  headerOf,
  lockGroups,
  ownGroup,
} from './contactGroupsStore.js';

async function ensureForRead(db: Db, principal: Principal): Promise<void> {
  if (await hasGroups(db, principal)) return;
  await db.transaction().execute((trx) => ensureGroups(trx, principal));
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
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
        await renameGroup(trx, principal, group.id, groupName, deps.clock());
        return headerOf(principal, { ...group, name: groupName });
      }
      const groups = await groupsOf(trx, principal);
      if (groups.length >= CONTACT_GROUP_LIMITS.maxCount) {
        throw new ContactGroupsError('GROUP_LIMIT_EXCEEDED', 'the user already has the most groups');
      }
      const sortScore = Math.max(-1, ...groups.map((group) => group.sortScore)) + 1;
      const id = await insertGroup(trx, principal, groupName, sortScore, deps.clock());
      return headerOf(principal, { id, name: groupName, sortScore });
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
      return { deletedCount: await deleteGroups(trx, principal, ids) };
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
      await sortGroups(trx, principal, ids, deps.clock());
      const sorted = await groupsOf(trx, principal);
      return { items: sorted.map((group) => headerOf(principal, group)) };
    });
  },

  async copyFromInternal({ principal, deps, input }) {
    const group = await ownGroup(deps.db, principal, input.params.groupId);
    const ids = unique(input.body.contactIds);
    const people = await enabledPeople(deps.db, principal.tenant.id, ids);
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
    const rows = await contactFolderIds(deps.db, principal.tenant.id, ids);
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
      const members = await membersIn(trx, principal.tenant.id, source.id, ids);
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
      await deleteMembers(trx, principal.tenant.id, source.id, ids);
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
      const removed = await deleteMembers(trx, principal.tenant.id, group.id, ids);
      if (removed !== ids.length) {
        throw new ContactGroupsError('GROUP_CONTACT_NOT_FOUND', 'some contacts are not in the group');
      }
      return { removedCount: ids.length };
    });
  },
};
