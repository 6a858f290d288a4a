import * as v from 'valibot';
import { CALL_CONTACT_TYPES, DialNumberSchema } from './callsSchemas';
import { DateTimeSchema, IdSchema, pagedSchema } from './commonSchemas';

export const CALL_HISTORY_TYPES = ['incoming', 'outgoing'] as const;
export type CallHistoryType = (typeof CALL_HISTORY_TYPES)[number];

export const CALL_HISTORY_LIMITS = {
  /** First page of the history pages (001 §7); `size` may also be 50 or 100. */
  pageSize: 30,
  /** Rows one delete call may name. */
  deleteMax: 100,
  remarksMax: 100,
} as const;

/**
 * One row of the own call history (001 §3 call history item). The contact fields describe the
 * other party: the caller of an incoming row, the called number of an outgoing one.
 */
export const CallHistoryItemSchema = v.object({
  callHistoryId: IdSchema,
  /** The phone-system call the row was written from (null once that call is purged). */
  callId: v.nullable(IdSchema),
  fromNum: v.string(),
  toNum: v.string(),
  /** The number to call back or block: the caller of an incoming row, the callee of an outgoing one. */
  partyNum: v.string(),
  /** Whether the call was answered. */
  callStatus: v.boolean(),
  calledTime: DateTimeSchema,
  contactType: v.picklist(CALL_CONTACT_TYPES),
  /** The internal person (INTERNAL) or external contact (EXTERNAL_*) the number belongs to. */
  contactId: v.nullable(IdSchema),
  /** `TENANT_PHONE_NUMBER` when the number is the company's own; else null. */
  extendType: v.nullable(v.literal('TENANT_PHONE_NUMBER')),
  userId: v.nullable(IdSchema),
  fullname: v.nullable(v.string()),
  fullnameKana: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
  divisionName: v.nullable(v.string()),
  /** The party's number is on the own call rejection list. */
  rejected: v.boolean(),
});

export const CallHistoryPageSchema = pagedSchema(CallHistoryItemSchema);

export const CallHistoryDeleteBodySchema = v.object({
  callHistoryIds: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(CALL_HISTORY_LIMITS.deleteMax)),
});

/** Block a number seen in the history: it joins the own call rejection list. */
export const AddCallRejectionsBodySchema = v.object({
  rejectionNum: DialNumberSchema,
  remarks: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CALL_HISTORY_LIMITS.remarksMax))),
});

export const AddCallRejectionsResultSchema = v.object({
  callRejectionId: IdSchema,
  /** False when the number was already on the list. */
  created: v.boolean(),
});

export type CallHistoryItem = v.InferOutput<typeof CallHistoryItemSchema>;
export type CallHistoryPage = v.InferOutput<typeof CallHistoryPageSchema>;
export type AddCallRejectionsBody = v.InferOutput<typeof AddCallRejectionsBodySchema>;
