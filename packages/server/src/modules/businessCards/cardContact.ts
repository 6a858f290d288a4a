import type { FolderType } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { canEditFolder, canReadFolder, ExternalContactsError } from '../externalContacts/index.js';
import type { Principal } from '../principal/index.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/**
 * The contact and its folder when the user can read it (and, when given, the folder is of that
 * type); EXTERNAL_CONTACT_NOT_FOUND otherwise, the same answer as for an id that does not exist.
 */
export async function readableCardContact(
  db: Db,
  principal: Principal,
  contactId: number,
  folderType?: FolderType,
) {
  const tenantId = principal.tenant.id;
  const contact = await selectTenantRows(db, 'external_contacts', tenantId, contactId)
    .selectAll()
    .executeTakeFirst();
  const folder = contact
    ? await selectTenantRows(db, 'contact_folders', tenantId, contact.folder_id)
        .selectAll()
        .executeTakeFirst()
    : undefined;
  if (
    !contact ||
    !folder ||
    (folderType !== undefined && folder.folder_type !== folderType) ||
    !canReadFolder(principal, folder)
  ) {
    throw new ExternalContactsError('EXTERNAL_CONTACT_NOT_FOUND', `no contact ${contactId} for the user`);
  }
  return { contact, folder, editable: canEditFolder(principal, folder) };
}

/** A readable contact the user may also change; FOLDER_EDIT_NOT_ALLOWED when they may only read it. */
export async function editableCardContact(
  db: Db,
  principal: Principal,
  contactId: number,
  folderType?: FolderType,
) {
  const found = await readableCardContact(db, principal, contactId, folderType);
  if (!found.editable) {
    throw new ExternalContactsError(
      'FOLDER_EDIT_NOT_ALLOWED',
      `contact ${contactId} is read-only for the user`,
    );
  }
  return found;
}
