/** What other features use of callHistory: import it from here, never from the files inside. */
export { CallBackAction } from './CallBackAction';
export type { CallBackActionProps } from './CallBackAction';
export type { CallHistoryRow } from './CallHistoryView';
export { toCallHistoryRow } from './useCallHistory';
