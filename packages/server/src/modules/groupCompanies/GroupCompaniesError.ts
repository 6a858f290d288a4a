import { KizunaError } from '../../http/KizunaError.js';

export type GroupCompaniesErrorCode = 'GROUP_COMPANY_NOT_FOUND' | 'GROUP_DIVISION_NOT_FOUND';

/** Errors of the group companies module: a tenant or division the user cannot reach is not there. */
export class GroupCompaniesError extends KizunaError<GroupCompaniesErrorCode> {}
