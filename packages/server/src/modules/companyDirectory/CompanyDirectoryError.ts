import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type CompanyDirectoryErrorCode = ErrorCodeOf<'companyDirectory'>;

/** Errors of the company directory: a company or division the tenant has no card of is not there. */
export class CompanyDirectoryError extends KizunaError<CompanyDirectoryErrorCode> {}
