export { PresenceError, type PresenceErrorCode } from './PresenceError.js';
export { presenceHandlers } from './presenceHandlers.js';
export { presenceCssClass, readPresence, toPresenceStatus } from './presenceStore.js';
