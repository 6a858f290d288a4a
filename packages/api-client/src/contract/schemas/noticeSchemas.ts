import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { NOTICE_IMPORTANCE } from '../enums';
import { NOTICE_LIMITS } from '../limits';
import {
  CountSchema,
  DateTimeSchema,
  EXPORT_CHARSETS,
  IdParamSchema,
  IdSchema,
  pagedSchema,
  QueryPageSchema,
  queryPageSizeSchema,
} from './commonSchemas';
import { FileResponseSchema } from './fileResponseSchema';

export const NoticeImportanceSchema = v.picklist([
  NOTICE_IMPORTANCE.LOW,
  NOTICE_IMPORTANCE.MIDDLE,
  NOTICE_IMPORTANCE.HIGH,
]);

/** A notice as the home page lists it (part 3 §3). */
export const NoticeSchema = v.object({
  informationId: IdSchema,
  title: v.string(),
  memo: v.string(),
  important: NoticeImportanceSchema,
  startDatetime: DateTimeSchema,
  endDatetime: v.nullable(DateTimeSchema),
  indefinitePeriod: v.boolean(),
  /** People are asked to read it: it stays prominent until they mark it read. Absent: false. */
  mustRead: v.optional(v.boolean(), false),
  /** The signed-in user has marked it read. */
  read: v.boolean(),
});

export const NoticeListSchema = v.object({ items: v.array(NoticeSchema) });

/** A page of the notices published so far (`GET /information/history`). */
export const NoticePageSchema = pagedSchema(NoticeSchema);

export const MarkNoticesReadBodySchema = v.object({
  informationIds: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(1000)),
});

/** Unread notices (`count`, the number the notices badge shows), unread talk messages, unseen thanks cards. */
export const NotificationBadgeSchema = v.object({
  ...CountSchema.entries,
  /** Messages of others the user has not read in their talk rooms; 0 without talk. */
  talk: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Thanks cards the user received and has not seen (`POST /thanks/cards/read`); 0 without thanks. */
  thanks: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Open safety checks that ask the user and that they have not answered; 0 without anpi. */
  anpi: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});

/** A notice as its administrator sees it: published or not, with how many have read it. */
export const AdminNoticeSchema = v.object({
  ...v.omit(NoticeSchema, ['read']).entries,
  /** The display flag: a disabled notice is shown to nobody, whatever its period. */
  enabled: v.boolean(),
  /** People of the tenant who have marked it read. */
  readCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  updatedAt: DateTimeSchema,
});

export const AdminNoticeListSchema = v.object({ items: v.array(AdminNoticeSchema) });

const noticeText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('required'), codePointLengthBetween(1, max));

/**
 * A notice to create (no `informationId`) or change (002 §5): title and memo required, at most
 * `NOTICE_LIMITS` code points; a period with an end needs the start not after it (`dateOrder` on
 * `endDatetime`); an indefinite one has no end.
 */
export const SaveNoticeBodySchema = v.pipe(
  v.object({
    informationId: v.optional(IdSchema),
    title: noticeText(NOTICE_LIMITS.titleMax),
    memo: noticeText(NOTICE_LIMITS.memoMax),
    important: NoticeImportanceSchema,
    startDatetime: DateTimeSchema,
    endDatetime: v.optional(v.nullable(DateTimeSchema), null),
    indefinitePeriod: v.boolean(),
    enabled: v.optional(v.boolean(), true),
    mustRead: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.partialCheck(
      [['indefinitePeriod'], ['endDatetime']],
      (body) => body.indefinitePeriod || (body.endDatetime ?? null) !== null,
      'required',
    ),
    ['endDatetime'],
  ),
  v.forward(
    v.partialCheck(
      [['indefinitePeriod'], ['startDatetime'], ['endDatetime']],
      (body) =>
        body.indefinitePeriod ||
        !body.endDatetime ||
        Date.parse(body.startDatetime) <= Date.parse(body.endDatetime),
      'dateOrder',
    ),
    ['endDatetime'],
  ),
);

export const NoticeIdQuerySchema = v.object({ informationId: IdParamSchema });
export const NoticeIdParamsSchema = NoticeIdQuerySchema;

export const NOTICE_READ_STATES = ['unread', 'read'] as const;

/** One page of the people who have (`read`) or have not (`unread`) read a notice. */
export const NoticeReadsQuerySchema = v.object({
  state: v.optional(v.picklist(NOTICE_READ_STATES), 'unread'),
  page: QueryPageSchema,
  size: queryPageSizeSchema(NOTICE_LIMITS.readsPageSizeMax, NOTICE_LIMITS.readsPageSizeDefault),
});

/** A person of the tenant with their directory name and main division, and when they read it. */
export const NoticeReaderSchema = v.object({
  userId: IdSchema,
  accountId: v.string(),
  fullName: v.string(),
  /** Their main division's name; null without one. */
  divisionName: v.nullable(v.string()),
  /** Null while unread. */
  readAt: v.nullable(DateTimeSchema),
});

export const NoticeReadsPageSchema = v.object({
  ...pagedSchema(NoticeReaderSchema).entries,
  readCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  unreadCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const NoticeReadsExportQuerySchema = v.object({
  charset: v.optional(v.picklist(EXPORT_CHARSETS), 'UTF-8'),
});

export const NoticeReadsFileSchema = FileResponseSchema;

export type Notice = v.InferOutput<typeof NoticeSchema>;
export type AdminNotice = v.InferOutput<typeof AdminNoticeSchema>;
export type SaveNoticeBody = v.InferInput<typeof SaveNoticeBodySchema>;
export type NoticeReadState = (typeof NOTICE_READ_STATES)[number];
export type NoticeReader = v.InferOutput<typeof NoticeReaderSchema>;
export type NoticeReadsPage = v.InferOutput<typeof NoticeReadsPageSchema>;
export type NoticeList = v.InferOutput<typeof NoticeListSchema>;
export type NotificationBadge = v.InferOutput<typeof NotificationBadgeSchema>;
