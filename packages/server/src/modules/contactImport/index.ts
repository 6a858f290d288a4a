export { CONTACT_IMPORT_CROSS_TENANT_CASES } from './contactImportCrossTenantCases.js';
export { ContactImportError, type ContactImportErrorCode } from './ContactImportError.js';
export { contactImportHandlers } from './contactImportHandlers.js';
export {
  delimitedFile,
  encodeTsv,
  exportRows,
  folderTsvRows,
  tsvFile,
  type ExportRows,
} from './contactExport.js';
export { decodeUndeclared } from './decodeText.js';
export type { ContactImportTables } from './contactImportTables.js';
export { formatVcard, splitName } from './formatVcard.js';
export type { ImportFileError } from './ImportFileError.js';
export { resumeImports } from './runContactImport.js';
export { localUploadSpool, type UploadSpool } from './uploadSpool.js';
