import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type ExternalContactsErrorCode = ErrorCodeOf<'externalContacts'>;

/** Errors of the external contact and contact folder modules. */
export class ExternalContactsError extends KizunaError<ExternalContactsErrorCode> {}
