export { CallStatus, formatCallDuration } from './CallStatus';
export type { CallStatusProps, CallStatusState } from './CallStatus';
