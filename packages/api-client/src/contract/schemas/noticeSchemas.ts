import * as v from 'valibot';
import { NOTICE_IMPORTANCE } from '../enums';
import { CountSchema, DateTimeSchema, IdSchema } from './commonSchemas';

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
  /** The signed-in user has marked it read. */
  read: v.boolean(),
});

export const NoticeListSchema = v.object({ items: v.array(NoticeSchema) });

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
});

export type Notice = v.InferOutput<typeof NoticeSchema>;
export type NoticeList = v.InferOutput<typeof NoticeListSchema>;
