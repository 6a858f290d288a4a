import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

/** The codes of the contract's internalContacts area, which the divisions endpoints answer with. */
export type DivisionsErrorCode = ErrorCodeOf<'internalContacts'>;

/** Errors of the divisions module. */
export class DivisionsError extends KizunaError<DivisionsErrorCode> {}
