import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type GroupCompaniesErrorCode = ErrorCodeOf<'groupCompanies'>;

/** Errors of the group companies module: a tenant or division the user cannot reach is not there. */
export class GroupCompaniesError extends KizunaError<GroupCompaniesErrorCode> {}
