import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type ContactImportErrorCode = ErrorCodeOf<'contactImport'>;

/** Errors of contact import, export and the upload history (file outcomes are ImportFileError). */
export class ContactImportError extends KizunaError<ContactImportErrorCode> {}
