import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type CallHistoryErrorCode = ErrorCodeOf<'callHistory'>;

/** Errors of the call history: a row that is not the user's own reads as no row at all. */
export class CallHistoryError extends KizunaError<CallHistoryErrorCode> {}
