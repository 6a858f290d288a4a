import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  CommonFolderAdminListSchema,
  CommonFolderBodySchema,
  ContactFolderListSchema,
  ContactFolderSchema,
  CopiedCountSchema,
  CopyContactsBodySchema,
  FolderIdParamsSchema,
  FolderIdsBodySchema,
  PersonalFolderBodySchema,
} from '../schemas/externalContactSchemas';
import { DeletedCountSchema } from '../schemas/externalContactRowSchemas';

const session = { kind: 'session' } as const;
const commonContactAdmin = { kind: 'role', role: 'ADMIN_COMMON_CONTACT' } as const;

/**
 * Contact folders (001 §7 "Folders"). Common folders belong to the tenant: everyone reads the
 * tenant-public ones, holders of AVAILABLE_ALL_COMMON_DIRECTORY or ADMIN_COMMON_CONTACT read all;
 * common-contact admins manage them and edit their contents, and so does every reader of a folder
 * marked users-can-edit. Personal folders are their owner's alone.
 */
export const contactFoldersEndpoints = withErrors(errorCodesOf('externalContacts'), {
  commonList: defineEndpoint({
    method: 'GET',
    path: '/commonContactFolder',
    summary: 'The common folders the user can read, in sort order, each with editable and its contact count',
    response: ContactFolderListSchema,
    capability: session,
  }),
  commonAdminList: defineEndpoint({
    method: 'GET',
    path: '/admin/commonContactFolder',
    summary:
      'Every common folder of the tenant, in sort order, with who reads and edits it, its contact count and last change',
    response: CommonFolderAdminListSchema,
    capability: commonContactAdmin,
  }),
  commonCreate: defineEndpoint({
    method: 'POST',
    path: '/commonContactFolder',
    summary: 'Create a common folder; its name must differ from the other common folders’ names',
    body: CommonFolderBodySchema,
    response: ContactFolderSchema,
    capability: commonContactAdmin,
  }),
  // Before commonUpdate: the router tries routes in this order, and `delete` would match `:folderId`.
  commonDelete: defineEndpoint({
    method: 'POST',
    path: '/commonContactFolder/delete',
    summary: 'Delete common folders with their contacts',
    body: FolderIdsBodySchema,
    response: DeletedCountSchema,
    capability: commonContactAdmin,
  }),
  commonUpdate: defineEndpoint({
    method: 'POST',
    path: '/commonContactFolder/:folderId',
    summary: 'Rename, describe or re-sort a common folder, or change who reads and edits it',
    params: FolderIdParamsSchema,
    body: CommonFolderBodySchema,
    response: ContactFolderSchema,
    capability: commonContactAdmin,
  }),
  commonCopyContacts: defineEndpoint({
    method: 'POST',
    path: '/commonContactFolder/:folderId/contact',
    summary: 'Copy or move contacts of this common folder to an editable common folder',
    params: FolderIdParamsSchema,
    body: CopyContactsBodySchema,
    response: CopiedCountSchema,
    capability: session,
  }),
  personalList: defineEndpoint({
    method: 'GET',
    path: '/personalContactFolder',
    summary: 'The user’s personal folders, in sort order, with their contact counts',
    response: ContactFolderListSchema,
    capability: session,
  }),
  personalCreate: defineEndpoint({
    method: 'POST',
    path: '/personalContactFolder',
    summary: 'Create a personal folder; its name is required',
    body: PersonalFolderBodySchema,
    response: ContactFolderSchema,
    capability: session,
  }),
  personalUpdate: defineEndpoint({
    method: 'POST',
    path: '/personalContactFolder/:folderId',
    summary: 'Rename, describe or re-sort a personal folder',
    params: FolderIdParamsSchema,
    body: PersonalFolderBodySchema,
    response: ContactFolderSchema,
    capability: session,
  }),
  personalDelete: defineEndpoint({
    method: 'DELETE',
    path: '/personalContactFolder/:folderId',
    summary: 'Delete a personal folder with its contacts',
    params: FolderIdParamsSchema,
    response: DeletedCountSchema,
    capability: session,
  }),
  personalCopyContacts: defineEndpoint({
    method: 'POST',
    path: '/personalContactFolder/:folderId/contact',
    summary: 'Copy or move contacts of this personal folder to an editable common folder',
    params: FolderIdParamsSchema,
    body: CopyContactsBodySchema,
    response: CopiedCountSchema,
    capability: session,
  }),
});
