import { KizunaError } from '../../http/KizunaError.js';

export type ContactImportErrorCode =
  'TOO_MANY_FILES' | 'EXPORT_NOT_ALLOWED' | 'IMPORT_FILE_NOT_FOUND' | 'UPLOAD_HISTORY_NOT_FOUND';

/** Errors of contact import, export and the upload history (file outcomes are ImportFileError). */
export class ContactImportError extends KizunaError<ContactImportErrorCode> {}
