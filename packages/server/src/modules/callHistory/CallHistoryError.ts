import { KizunaError } from '../../http/KizunaError.js';

export type CallHistoryErrorCode = 'CALL_HISTORY_NOT_FOUND';

/** Errors of the call history: a row that is not the user's own reads as no row at all. */
export class CallHistoryError extends KizunaError<CallHistoryErrorCode> {}
