import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import {
  EXPORT_CHARSETS,
  IdParamSchema,
  IdSchema,
  pagedSchema,
  QueryPageSchema,
  queryPageSizeSchema,
} from './commonSchemas';
import { FileResponseSchema } from './fileResponseSchema';

/**
 * Thanks cards, stamps and points (002 §3, §5, §9). A card gives each of its receivers `point`
 * points, so it costs the sender `point` × receivers out of the weekly sendable points; the week
 * starts at 00:00 Japan time on the tenant's reset weekday. `closeDate` ends the tenant's monthly
 * tally (the received points of the point status count from the last close date).
 */
export const THANKS_LIMITS = {
  pointLimitMin: 100,
  pointLimitMax: 9_999,
  /** A new tenant's weekly point limit. */
  pointLimitDefault: 300,
  /** Days of the month a tally closes on; 0 is the end of the month. */
  closeDates: [5, 10, 15, 20, 25, 0],
  /** ISO weekdays: 1 Monday … 7 Sunday. */
  resetDaysOfWeek: [1, 2, 3, 4, 5, 6, 7],
  /** Days the logs are kept, and the longest range one export covers. */
  logRetentionDays: 366,
  gradientLayersMax: 5,
  /** A like count above this shows as `99+` (`formatThanksLikeCount`). */
  likeCountDisplayMax: 99,
  messageMax: 1_000,
  receiversMax: 30,
  stampsPerCardMax: 5,
  hashtagsPerCardMax: 10,
  hashtagMax: 30,
  stampHeadingMax: 20,
  stampsMax: 100,
  pageSizeDefault: 30,
  pageSizeMax: 100,
  /** Divisions one feed request filters by. */
  divisionFilterMax: 50,
} as const;

const L = THANKS_LIMITS;

/** The receiver's reaction: 0 none yet, 1 happy, 2 will try hard, 3 well done, 4 surprised. */
export const THANKS_REACTIONS = [1, 2, 3, 4] as const;
export type ThanksReaction = (typeof THANKS_REACTIONS)[number];

/** The 18 named stamp colours (002 §3). */
export const THANKS_STAMP_COLORS = [
  'RED',
  'DEEP_RED',
  'ORANGE',
  'YELLOW',
  'LIME',
  'GREEN',
  'DEEP_GREEN',
  'TEAL',
  'LIGHT_BLUE',
  'BLUE',
  'DEEP_BLUE',
  'INDIGO',
  'PURPLE',
  'DEEP_PURPLE',
  'PINK',
  'DEEP_PINK',
  'BROWN',
  'GRAY',
] as const;
export type ThanksStampColor = (typeof THANKS_STAMP_COLORS)[number];

/** The icons a stamp may show (`GET /admin/thanks/stamps/icons`); the app draws each one. */
export const THANKS_STAMP_ICONS = [
  'THUMBS_UP',
  'BLINK',
  'HEART',
  'STAR',
  'SMILE',
  'CLAP',
  'TROPHY',
  'FLOWER',
  'SUN',
  'ROCKET',
  'LIGHT_BULB',
  'HANDSHAKE',
  'CROWN',
  'GIFT',
  'COFFEE',
  'SPARKLES',
  'MUSCLE',
] as const;
export type ThanksStampIcon = (typeof THANKS_STAMP_ICONS)[number];

/** The five TSV exports of the logs page (002 §7). */
export const THANKS_LOG_EXPORTS = [
  'exportUsageStatistics',
  'exportCardInfo',
  'exportLikeInfo',
  'exportAccess',
  'exportCardStamp',
] as const;
export type ThanksLogExport = (typeof THANKS_LOG_EXPORTS)[number];

/** A mark, then everything up to a space, another mark or punctuation. */
const HASHTAG = /[#＃]([^\s#＃.,!?、。，．！？「」『』()（）]+)/gu;

/**
 * The hashtags of a message, `#` and `＃` alike, without the mark, each once in the order first
 * written (at most `hashtagsPerCardMax`, each cut to `hashtagMax` code points).
 */
export function extractThanksHashtags(message: string): string[] {
  const tags: string[] = [];
  for (const match of message.matchAll(HASHTAG)) {
    const tag = [...(match[1] ?? '')].slice(0, L.hashtagMax).join('');
    if (!tags.includes(tag)) tags.push(tag);
    if (tags.length === L.hashtagsPerCardMax) break;
  }
  return tags;
}

/** A like count as a card shows it: `99+` above `likeCountDisplayMax`. */
export function formatThanksLikeCount(count: number): string {
  return count > L.likeCountDisplayMax ? `${L.likeCountDisplayMax}+` : String(count);
}

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Point = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(L.pointLimitMax));
/** `YYYY-MM-DD`, a day in Japan time. */
const DaySchema = v.pipe(v.string(), v.isoDate());
const PageSizeSchema = queryPageSizeSchema(L.pageSizeMax, L.pageSizeDefault);
/** Ids joined by commas in a query (`divisionIds=3,7`), or an array from typed callers. */
const QueryIdListSchema = v.pipe(
  v.union([v.string(), v.array(v.union([v.string(), v.number()]))]),
  v.transform((value): (string | number)[] =>
    Array.isArray(value) ? value : value.split(',').filter(Boolean),
  ),
  v.maxLength(L.divisionFilterMax),
  v.array(IdParamSchema),
);

export const ThanksCardIdParamsSchema = v.object({ cardId: IdParamSchema });
export const ThanksReceiverParamsSchema = v.object({ cardId: IdParamSchema, userId: IdParamSchema });
export const ThanksStampIdParamsSchema = v.object({ stampId: IdParamSchema });

/** A person on a card. */
export const ThanksUserSchema = v.object({
  userId: IdSchema,
  /** Their directory entry (`/internalContacts/:contactId`). */
  contactId: IdSchema,
  fullName: v.string(),
  fullNameKana: v.string(),
  /** Their main division's name; null without one. */
  divisionName: v.nullable(v.string()),
  /** Their face thumbnail under the app (`/front/thanks/faceImage/thumbnail/{userId}`); null without a face. */
  imagePath: v.nullable(v.string()),
});

export const ThanksReceiverSchema = v.object({
  ...ThanksUserSchema.entries,
  /** 0 until the receiver reacts. */
  reaction: v.picklist([0, ...THANKS_REACTIONS]),
});

/** Stamp (002 §3). */
export const ThanksStampSchema = v.object({
  stampId: IdSchema,
  heading: v.string(),
  color: v.picklist(THANKS_STAMP_COLORS),
  icon: v.picklist(THANKS_STAMP_ICONS),
  /** Offered to senders; a stamp switched off still shows on the cards that carry it. */
  isEffective: v.boolean(),
  /**
   * The tenant's own image shown instead of the icon, on Kizuna's origin
   * (`/front/thanks/stampIcon/{stampId}?v={version}`); null: the icon is drawn.
   */
  iconUrl: v.nullable(v.string()),
});

/** Thanks card (002 §3), as the signed-in user sees it. */
export const ThanksCardSchema = v.object({
  cardId: IdSchema,
  /** Sent before the tenant's last close date: its points are in a closed tally. */
  closed: v.boolean(),
  fromUser: ThanksUserSchema,
  toUsers: v.array(ThanksReceiverSchema),
  message: v.string(),
  /** Hashtags of the message, without the mark (`extractThanksHashtags`). */
  hashtags: v.array(v.string()),
  /** Points each receiver got. */
  point: Count,
  /** ISO 8601. */
  sentAt: v.string(),
  stampIds: v.array(IdSchema),
  /** The card's stamps in the order chosen, even those since switched off or removed. */
  stamps: v.array(ThanksStampSchema),
  /** The card's background, back to front: its stamps' colours, at most 5 (none: the accent colour). */
  gradientLayers: v.pipe(v.array(v.picklist(THANKS_STAMP_COLORS)), v.maxLength(L.gradientLayersMax)),
  likeCount: Count,
  /** The signed-in user has liked it (the clicked flag of 002 §4). */
  liked: v.boolean(),
});

export const ThanksCardPageSchema = pagedSchema(ThanksCardSchema);

/**
 * The feed, newest first. `toUserId`, `fromUserId` and `divisionIds` narrow it: cards a person
 * received, cards they sent, cards whose sender or a receiver belongs to one of the divisions.
 */
export const ThanksCardListQuerySchema = v.object({
  page: QueryPageSchema,
  size: PageSizeSchema,
  toUserId: v.optional(IdParamSchema),
  fromUserId: v.optional(IdParamSchema),
  divisionIds: v.optional(QueryIdListSchema),
});

export const SendThanksCardBodySchema = v.object({
  /** People of the tenant who may use thanks; the sender among them is left out. */
  toUserIds: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(L.receiversMax)),
  /** Hashtags are written in it with `#` or `＃`. */
  message: v.pipe(
    v.string(),
    codePointLengthBetween(1, L.messageMax),
    v.check((text) => text.trim() !== '', 'required'),
  ),
  /** Points each receiver gets; the sender spends it times the receivers. */
  point: Point,
  /** Effective stamps of the tenant. */
  stampIds: v.optional(v.pipe(v.array(IdSchema), v.maxLength(L.stampsPerCardMax)), []),
});

export const ThanksLikesSchema = v.object({
  cardId: IdSchema,
  likeCount: Count,
  liked: v.boolean(),
});

export const ThanksReactionBodySchema = v.object({ reaction: v.picklist(THANKS_REACTIONS) });

export const ThanksStampListSchema = v.object({ stamps: v.array(ThanksStampSchema) });

/** Thanks settings (002 §3). */
export const ThanksSettingsSchema = v.object({
  /** 5, 10, 15, 20, 25, or 0 for the end of the month. */
  currentCloseDate: v.picklist(L.closeDates),
  /** Receivers also get an e-mail for each card. */
  notificationOn: v.boolean(),
  pointLimit: v.pipe(v.number(), v.integer(), v.minValue(L.pointLimitMin), v.maxValue(L.pointLimitMax)),
  /** ISO weekday the weekly points reset on: 1 Monday … 7 Sunday. */
  resetDayOfWeek: v.picklist(L.resetDaysOfWeek),
  selectableCloseDate: v.array(v.number()),
});

export const ThanksCloseDateBodySchema = v.object({ closeDate: v.picklist(L.closeDates) });

/** 002 §5: required, 100 to 9999. */
export const ThanksPointSettingsBodySchema = v.object({
  pointLimit: v.pipe(v.number(), v.integer(), v.minValue(L.pointLimitMin), v.maxValue(L.pointLimitMax)),
  /** Unchanged when left out. */
  resetDayOfWeek: v.optional(v.picklist(L.resetDaysOfWeek)),
});

export const ThanksMailSettingsBodySchema = v.object({ notificationOn: v.boolean() });

/** 002 §5: the heading is required after trimming (and stored trimmed). */
export const ThanksStampBodySchema = v.object({
  heading: v.pipe(v.string(), v.trim(), codePointLengthBetween(1, L.stampHeadingMax)),
  color: v.picklist(THANKS_STAMP_COLORS),
  icon: v.picklist(THANKS_STAMP_ICONS),
  isEffective: v.optional(v.boolean(), true),
});

/** A stamp's own image: GIF, JPEG or PNG (checked by content), kept as a PNG of at most 128 × 128. */
export const ThanksStampIconBodySchema = v.object({ file: v.instance(Blob) });

export const ThanksRemoveStampsBodySchema = v.object({
  stampIds: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(L.stampsMax)),
});

export const ThanksStampIconListSchema = v.object({ icons: v.array(v.picklist(THANKS_STAMP_ICONS)) });

/** Whole days from `from` to `to`, both included. */
export function thanksRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

interface DayRange {
  dateFrom: string;
  dateTo: string;
}
const ThanksDateRangeEntries = { dateFrom: DaySchema, dateTo: DaySchema };
const inOrder = (range: DayRange) => range.dateFrom <= range.dateTo;
const withinRetention = (range: DayRange) =>
  thanksRangeDays(range.dateFrom, range.dateTo) <= L.logRetentionDays;

/**
 * A range of days in Japan time, both ends included: `dateFrom` not after `dateTo` (field error
 * `dateOrder` on `dateTo`), at most `logRetentionDays` days (`dateRangeMax`).
 */
export const ThanksLogRangeQuerySchema = v.pipe(
  v.object(ThanksDateRangeEntries),
  v.forward(
    v.check((range) => inOrder(range), 'dateOrder'),
    ['dateTo'],
  ),
  v.forward(
    v.check((range) => withinRetention(range), 'dateRangeMax'),
    ['dateTo'],
  ),
);

/** An export: its range, and the TSV's encoding (UTF-8 with BOM by default, as contact exports). */
export const ThanksLogExportQuerySchema = v.pipe(
  v.object({ ...ThanksDateRangeEntries, charset: v.optional(v.picklist(EXPORT_CHARSETS), 'UTF-8') }),
  v.forward(
    v.check((query) => inOrder(query), 'dateOrder'),
    ['dateTo'],
  ),
  v.forward(
    v.check((query) => withinRetention(query), 'dateRangeMax'),
    ['dateTo'],
  ),
);

export const ThanksLogFileSchema = FileResponseSchema;

/** For the logs page's chart: cards per week and the divisions that sent and received the most. */
export const ThanksLogSummarySchema = v.object({
  weeks: v.array(
    v.object({
      /** The week's first day (the tenant's reset weekday), `YYYY-MM-DD`. */
      weekStart: v.string(),
      cardCount: Count,
      pointTotal: Count,
    }),
  ),
  /** At most 10, most cards (sent plus received) first. */
  topDivisions: v.array(
    v.object({
      divisionId: IdSchema,
      divisionName: v.string(),
      sentCount: Count,
      receivedCount: Count,
    }),
  ),
});

export type ThanksUser = v.InferOutput<typeof ThanksUserSchema>;
export type ThanksReceiver = v.InferOutput<typeof ThanksReceiverSchema>;
export type ThanksStamp = v.InferOutput<typeof ThanksStampSchema>;
export type ThanksCard = v.InferOutput<typeof ThanksCardSchema>;
export type ThanksCardPage = v.InferOutput<typeof ThanksCardPageSchema>;
export type ThanksLikes = v.InferOutput<typeof ThanksLikesSchema>;
export type ThanksSettings = v.InferOutput<typeof ThanksSettingsSchema>;
export type ThanksLogSummary = v.InferOutput<typeof ThanksLogSummarySchema>;
