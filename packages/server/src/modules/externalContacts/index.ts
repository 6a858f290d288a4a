export { EXTERNAL_CONTACTS_CROSS_TENANT_CASES } from './externalContactsCrossTenantCases.js';
export { ExternalContactsError, type ExternalContactsErrorCode } from './ExternalContactsError.js';
export {
  externalContactsHandlers,
  type CardDetailFields,
  type ContactCardFields,
} from './externalContactsHandlers.js';
export {
  copyExternalContacts,
  insertExternalContacts,
  likePattern,
  readContactImage,
  searchKey,
  searchTerms,
  updateExternalContact,
  type ExternalContactInput,
} from './externalContactsStore.js';
export type { ExternalContactsTable, ExternalContactTables } from './externalContactTables.js';
export {
  canCopyContacts,
  canEditFolder,
  canReadFolder,
  editableFolder,
  folderTypeOf,
  isCommonContactAdmin,
  readableFolder,
  type FolderRow,
} from './folderAccess.js';
export { registerContactImageRoutes } from './registerContactImageRoutes.js';
