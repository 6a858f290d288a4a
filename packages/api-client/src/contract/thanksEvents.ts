import type { ThanksCard } from './schemas/thanksSchemas';

/**
 * Thanks messages of the events socket (`CALL_EVENTS_PATH`), sent to every open socket of each
 * receiver once the card is committed. A socket that was closed misses them: the badge
 * (`/notificationBadge`, its `thanks` count) and the feed tell the same on the next load.
 */
export type ThanksEventsMessage =
  /** A card for the receiver, as they see it (for a toast and the feed). */
  | { readonly type: 'thanksCardReceived'; readonly card: ThanksCard }
  /** The receiver's unseen cards changed (the `/notificationBadge` thanks count). */
  | { readonly type: 'thanksUnseenCount'; readonly count: number };

export type ThanksEventType = ThanksEventsMessage['type'];
