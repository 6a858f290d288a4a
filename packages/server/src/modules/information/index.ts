export { InformationError, type InformationErrorCode } from './InformationError.js';
export { informationAdminHandlers } from './informationAdminHandlers.js';
export { informationHandlers } from './informationHandlers.js';
export {
  isNoticesNotice,
  NOTICE_EVENTS_CHANNEL,
  noticesMessage,
  publishNoticesNotice,
  type NoticesNotice,
} from './noticeEvents.js';
