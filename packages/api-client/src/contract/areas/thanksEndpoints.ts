import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { CountSchema } from '../schemas/commonSchemas';
import {
  SendThanksCardBodySchema,
  ThanksCardIdParamsSchema,
  ThanksCardListQuerySchema,
  ThanksCardPageSchema,
  ThanksCardSchema,
  ThanksCloseDateBodySchema,
  ThanksLikesSchema,
  ThanksLogExportQuerySchema,
  ThanksLogFileSchema,
  ThanksLogRangeQuerySchema,
  ThanksLogSummarySchema,
  ThanksMailSettingsBodySchema,
  ThanksPointSettingsBodySchema,
  ThanksReactionBodySchema,
  ThanksReceiverParamsSchema,
  ThanksReceiverSchema,
  ThanksRemoveStampsBodySchema,
  ThanksSettingsSchema,
  ThanksStampBodySchema,
  ThanksStampIconBodySchema,
  ThanksStampIconListSchema,
  ThanksStampIdParamsSchema,
  ThanksStampListSchema,
  ThanksStampSchema,
  type ThanksLogExport,
} from '../schemas/thanksSchemas';

/** The tenant's thanks feature and the user's right to it (002 §6). */
const thanks = { kind: 'rule', rule: 'thanks' } as const;

/** ADMIN_THANKS with the tenant's thanks feature. */
const thanksAdmin = {
  kind: 'all',
  of: [
    { kind: 'role', role: 'ADMIN_THANKS' },
    { kind: 'feature', feature: 'THANKS' },
  ],
} as const;

/**
 * Thanks cards (002 §7 "Thanks"). A received card also goes out on the events socket
 * (`ThanksEventsMessage`) and, when the tenant's `notificationOn` is set, by e-mail. A like is
 * one per person: liking again, or twice at once, leaves the count as it is.
 */
export const thanksEndpoints = withErrors(errorCodesOf('thanks'), {
  cards: defineEndpoint({
    method: 'GET',
    path: '/thanks/cards',
    summary: 'The feed, newest first, narrowed by receiver, sender or their divisions',
    query: ThanksCardListQuerySchema,
    response: ThanksCardPageSchema,
    capability: thanks,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/thanks/cards',
    summary: 'Send a card: each receiver gets `point` points out of the sender’s sendable points',
    body: SendThanksCardBodySchema,
    response: ThanksCardSchema,
    capability: thanks,
  }),
  card: defineEndpoint({
    method: 'GET',
    path: '/thanks/cards/:cardId',
    summary: 'One card',
    params: ThanksCardIdParamsSchema,
    response: ThanksCardSchema,
    capability: thanks,
  }),
  likes: defineEndpoint({
    method: 'GET',
    path: '/thanks/cards/:cardId/likes',
    summary: 'A card’s like count and whether the user liked it',
    params: ThanksCardIdParamsSchema,
    response: ThanksLikesSchema,
    capability: thanks,
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/thanks/cards/:cardId/likes',
    summary: 'Like a card (once per person; again changes nothing)',
    params: ThanksCardIdParamsSchema,
    response: ThanksLikesSchema,
    capability: thanks,
  }),
  react: defineEndpoint({
    method: 'PUT',
    path: '/thanks/cards/:cardId/receivers/:userId/reaction',
    summary: 'As a receiver, set one’s reaction: 1 happy, 2 will try hard, 3 well done, 4 surprised',
    params: ThanksReceiverParamsSchema,
    body: ThanksReactionBodySchema,
    response: ThanksReceiverSchema,
    capability: thanks,
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/thanks/cards/read',
    summary: 'Mark every card the user received as seen; answers the unseen count left (0)',
    response: CountSchema,
    capability: thanks,
  }),
  stamps: defineEndpoint({
    method: 'GET',
    path: '/thanks/stamps',
    summary: 'The tenant’s effective stamps, in the order the administrator made them',
    response: ThanksStampListSchema,
    capability: thanks,
  }),
});

function logExport(name: ThanksLogExport, summary: string) {
  return defineEndpoint({
    method: 'GET',
    path: `/admin/thanks/logs/${name}`,
    summary: `${summary} for a range of days, as TSV with Japanese headers (UTF-8 with BOM, or Shift_JIS)`,
    query: ThanksLogExportQuerySchema,
    response: ThanksLogFileSchema,
    produces: 'text/tab-separated-values',
    capability: thanksAdmin,
  });
}

/**
 * Thanks administration (002 §7 "Admin"): settings, stamps and logs. Logs are kept one year; an
 * export covers at most `THANKS_LIMITS.logRetentionDays` days, its start not after its end.
 */
export const thanksAdminEndpoints = withErrors(errorCodesOf('thanks'), {
  settings: defineEndpoint({
    method: 'GET',
    path: '/admin/thanks/settings',
    summary: 'The tenant’s thanks settings',
    response: ThanksSettingsSchema,
    capability: thanksAdmin,
  }),
  setCloseDate: defineEndpoint({
    method: 'PUT',
    path: '/admin/thanks/settings/closeDate',
    summary: 'The day of the month the tally closes (5, 10, 15, 20, 25, or 0 for the end)',
    body: ThanksCloseDateBodySchema,
    response: ThanksSettingsSchema,
    capability: thanksAdmin,
  }),
  setPoint: defineEndpoint({
    method: 'PUT',
    path: '/admin/thanks/settings/point',
    summary: 'The weekly point limit (100 to 9999) and the weekday it resets on',
    body: ThanksPointSettingsBodySchema,
    response: ThanksSettingsSchema,
    capability: thanksAdmin,
  }),
  setMail: defineEndpoint({
    method: 'PUT',
    path: '/admin/thanks/settings/mail',
    summary: 'Whether receivers also get an e-mail for each card',
    body: ThanksMailSettingsBodySchema,
    response: ThanksSettingsSchema,
    capability: thanksAdmin,
  }),
  stamps: defineEndpoint({
    method: 'GET',
    path: '/admin/thanks/stamps',
    summary: 'Every stamp of the tenant, effective or not',
    response: ThanksStampListSchema,
    capability: thanksAdmin,
  }),
  createStamp: defineEndpoint({
    method: 'POST',
    path: '/admin/thanks/stamps',
    summary: 'Add a stamp (heading required after trimming, one of the 18 colours and the icons)',
    body: ThanksStampBodySchema,
    response: ThanksStampSchema,
    capability: thanksAdmin,
  }),
  updateStamp: defineEndpoint({
    method: 'PUT',
    path: '/admin/thanks/stamps/:stampId',
    summary: 'Change a stamp',
    params: ThanksStampIdParamsSchema,
    body: ThanksStampBodySchema,
    response: ThanksStampSchema,
    capability: thanksAdmin,
  }),
  uploadStampIcon: defineEndpoint({
    method: 'POST',
    path: '/admin/thanks/stamps/:stampId/iconImage',
    summary:
      "Show the tenant's own image on a stamp instead of its icon (GIF, JPEG or PNG, checked by content; kept as a PNG of at most 128 × 128)",
    params: ThanksStampIdParamsSchema,
    body: ThanksStampIconBodySchema,
    response: ThanksStampSchema,
    capability: thanksAdmin,
    multipart: true,
  }),
  removeStampIcon: defineEndpoint({
    method: 'POST',
    path: '/admin/thanks/stamps/:stampId/iconImage/delete',
    summary: 'Show the stamp’s drawn icon again instead of its image',
    params: ThanksStampIdParamsSchema,
    response: ThanksStampSchema,
    capability: thanksAdmin,
  }),
  removeStamps: defineEndpoint({
    method: 'POST',
    path: '/admin/thanks/stamps/remove',
    summary: 'Remove stamps; cards already sent keep showing them',
    body: ThanksRemoveStampsBodySchema,
    response: CountSchema,
    capability: thanksAdmin,
  }),
  stampIcons: defineEndpoint({
    method: 'GET',
    path: '/admin/thanks/stamps/icons',
    summary: 'The icons a stamp may show',
    response: ThanksStampIconListSchema,
    capability: thanksAdmin,
  }),
  logSummary: defineEndpoint({
    method: 'GET',
    path: '/admin/thanks/logs/summary',
    summary: 'Cards per week and the top divisions for a range of days, for the logs page’s chart',
    query: ThanksLogRangeQuerySchema,
    response: ThanksLogSummarySchema,
    capability: thanksAdmin,
  }),
  exportUsageStatistics: logExport('exportUsageStatistics', 'Per person: cards and points sent and received'),
  exportCardInfo: logExport('exportCardInfo', 'Every card with its sender, receivers and message'),
  exportLikeInfo: logExport('exportLikeInfo', 'Every like: card, person, time'),
  exportAccess: logExport('exportAccess', 'Every visit of the thanks feed'),
  exportCardStamp: logExport('exportCardStamp', 'Every stamp on every card'),
});
