import type { FolderType } from '@kizuna/api-client/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { ExternalContactsError } from './ExternalContactsError.js';
import type { ContactFoldersTable } from './externalContactTables.js';
import type { Principal } from '../principal/index.js';
import { selectTenantRows } from '../../db/tenantRows.js';

export type FolderRow = Selectable<ContactFoldersTable>;

/** The folder type a path names; anything but `common` or `personal` is a folder that does not exist. */
export function folderTypeOf(param: string): FolderType {
  if (param === 'common') return 'COMMON';
  if (param === 'personal') return 'PERSONAL';
  throw new ExternalContactsError('FOLDER_NOT_FOUND', `no folder type ${param}`);
}

/** Common-contact admins manage common folders and edit every one of them. */
export function isCommonContactAdmin(principal: Principal): boolean {
  return principal.userRoles.includes('ADMIN_COMMON_CONTACT');
}

/**
 * Who reads a folder: a personal folder its owner; a common folder everyone when tenant-public,
 * else holders of AVAILABLE_ALL_COMMON_DIRECTORY and common-contact admins.
 */
export function canReadFolder(principal: Principal, folder: FolderRow): boolean {
  if (folder.folder_type === 'PERSONAL') return folder.owner_user_id === principal.user.id;
  return (
    folder.tenant_public ||
    isCommonContactAdmin(principal) ||
    principal.userRoles.includes('AVAILABLE_ALL_COMMON_DIRECTORY')
  );
}

/** Who changes a folder's contacts: the owner; for common folders admins, and readers when users_can_edit. */
export function canEditFolder(principal: Principal, folder: FolderRow): boolean {
  if (folder.folder_type === 'PERSONAL') return folder.owner_user_id === principal.user.id;
  return isCommonContactAdmin(principal) || (folder.users_can_edit && canReadFolder(principal, folder));
}

/**
 * The folder, when it is of the tenant, of the given type and readable by the user; otherwise
 * FOLDER_NOT_FOUND, the same answer as for an id that does not exist.
 */
export async function readableFolder(
  db: Db,
  principal: Principal,
  folderType: FolderType,
  folderId: number,
): Promise<FolderRow> {
  const folder = await selectTenantRows(db, 'contact_folders', principal.tenant.id, folderId)
    .selectAll()
    .executeTakeFirst();
  if (!folder || folder.folder_type !== folderType || !canReadFolder(principal, folder)) {
    throw new ExternalContactsError('FOLDER_NOT_FOUND', `no ${folderType} folder ${folderId} for the user`);
  }
  return folder;
}

/** A readable folder the user may also edit; FOLDER_EDIT_NOT_ALLOWED when they may only read it. */
export async function editableFolder(
  db: Db,
  principal: Principal,
  folderType: FolderType,
  folderId: number,
): Promise<FolderRow> {
  const folder = await readableFolder(db, principal, folderType, folderId);
  if (!canEditFolder(principal, folder)) {
    throw new ExternalContactsError(
      'FOLDER_EDIT_NOT_ALLOWED',
      `folder ${folderId} is read-only for the user`,
    );
  }
  return folder;
}

/** Copying contacts out of a folder: refused under the tenant's copy-inhibit, except to common-contact admins. */
export function canCopyContacts(principal: Principal): boolean {
  return !principal.tenant.copy_inhibit || isCommonContactAdmin(principal);
}
