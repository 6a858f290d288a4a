import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type InternalContactAdminErrorCode = ErrorCodeOf<'internalContactAdmin'>;

/** Errors of the internal-contact admin: a division or person not of the tenant is not there. */
export class InternalContactAdminError extends KizunaError<InternalContactAdminErrorCode> {}
