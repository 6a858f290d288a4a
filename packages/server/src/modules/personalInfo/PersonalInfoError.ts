import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

/** The codes of the contract's internalContacts area, which the personal info endpoints answer with. */
export type PersonalInfoErrorCode = ErrorCodeOf<'internalContacts'>;

/** Errors of the personal info module. */
export class PersonalInfoError extends KizunaError<PersonalInfoErrorCode> {}
