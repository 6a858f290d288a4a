import { defineEndpoint } from '../endpoint';
import { CountSchema, PageQuerySchema } from '../schemas/commonSchemas';
import {
  MarkNoticesReadBodySchema,
  NoticeListSchema,
  NoticePageSchema,
  NotificationBadgeSchema,
} from '../schemas/noticeSchemas';

const session = { kind: 'session' } as const;

/** Notices on the home page (spec 000 §7, part 3 §7). */
export const informationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/information',
    summary: 'Notices currently published to the user, newest first',
    response: NoticeListSchema,
    capability: session,
  }),
  /**
   * Every notice published to the user so far, current and past (ended), read or not, newest
   * first: the notices page behind 「すべてのお知らせ」. Future and disabled notices stay hidden.
   */
  history: defineEndpoint({
    method: 'GET',
    path: '/information/history',
    summary: 'Notices published to the user so far, current and past, newest first, paged',
    query: PageQuerySchema,
    response: NoticePageSchema,
    capability: session,
  }),
  /** Answers the unread count left, so the badge can update without another call. */
  markRead: defineEndpoint({
    method: 'POST',
    path: '/information/read',
    summary: 'Mark notices as read by the user',
    body: MarkNoticesReadBodySchema,
    response: CountSchema,
    capability: session,
    errors: ['NOTICE_NOT_FOUND'],
  }),
  badge: defineEndpoint({
    method: 'GET',
    path: '/notificationBadge',
    summary: 'Number of unread notices, of unread talk messages and of unseen thanks cards',
    response: NotificationBadgeSchema,
    capability: session,
  }),
};
