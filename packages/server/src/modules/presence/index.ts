export { PresenceError, type PresenceErrorCode } from './PresenceError.js';
export { presenceHandlers } from './presenceHandlers.js';
export { presenceCssClass, toPresenceStatus } from './presenceStore.js';
