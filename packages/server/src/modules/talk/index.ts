export { registerTalkFileRoutes } from './registerTalkFileRoutes.js';
export {
  isTalkNotice,
  TALK_EVENTS_CHANNEL,
  talkDeliveries,
  type TalkDelivery,
  type TalkNotice,
} from './talkEventBus.js';
export { TALK_CROSS_TENANT_CASES, trialPeople, type CrossTenantCase } from './talkCrossTenantCases.js';
export { TalkError, type TalkErrorCode } from './TalkError.js';
export { talkThumbnail } from './talkFileContent.js';
export { talkHandlers, talkUnreadCount } from './talkHandlers.js';
export type { TalkTables } from './talkTables.js';
