import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type DivisionAdminErrorCode = ErrorCodeOf<'divisionAdmin'>;

/** Errors of the division administration. */
export class DivisionAdminError extends KizunaError<DivisionAdminErrorCode> {}
