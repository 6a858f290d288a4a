import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type ContactGroupsErrorCode = ErrorCodeOf<'contactGroups'>;

/** Errors of the favourite groups module. */
export class ContactGroupsError extends KizunaError<ContactGroupsErrorCode> {}
