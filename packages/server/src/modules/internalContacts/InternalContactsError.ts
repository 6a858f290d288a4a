import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type InternalContactsErrorCode = ErrorCodeOf<'internalContacts'>;

/** Errors of the directory modules (contacts, divisions, personal info, face images). */
export class InternalContactsError extends KizunaError<InternalContactsErrorCode> {}
