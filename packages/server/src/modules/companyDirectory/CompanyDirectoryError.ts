import { KizunaError } from '../../http/KizunaError.js';

export type CompanyDirectoryErrorCode = 'COMPANY_NOT_FOUND' | 'COMPANY_DIVISION_NOT_FOUND';

/** Errors of the company directory: a company or division the tenant has no card of is not there. */
export class CompanyDirectoryError extends KizunaError<CompanyDirectoryErrorCode> {}
