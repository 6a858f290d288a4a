export { thanksAdminHandlers } from './thanksAdminHandlers.js';
export {
  isThanksNotice,
  THANKS_EVENTS_CHANNEL,
  thanksDeliveries,
  type ThanksDelivery,
  type ThanksNotice,
} from './thanksEventBus.js';
export { registerStampIconRoute } from './thanksStampIcons.js';
export { THANKS_CROSS_TENANT_CASES } from './thanksCrossTenantCases.js';
export { ThanksError, type ThanksErrorCode } from './ThanksError.js';
export { thanksHandlers, thanksPointStatusHandler } from './thanksHandlers.js';
export { japanDateTime } from './thanksPeriods.js';
export { unseenCount as thanksUnseenCount } from './thanksStore.js';
export type { ThanksTables } from './thanksTables.js';
