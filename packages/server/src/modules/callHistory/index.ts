export { CallHistoryError, type CallHistoryErrorCode } from './CallHistoryError.js';
export { callHistoryHandlers } from './callHistoryHandlers.js';
