import * as v from 'valibot';
import {
  DateTimeSchema,
  IdParamSchema,
  IdSchema,
  pagedSchema,
  QueryPageSchema,
  queryPageSizeSchema,
} from './commonSchemas';
import { BUILT_IN_DESTINATIONS, DESTINATION_LIMITS, DestinationSchema } from './destinationSchemas';
import { contactPhoneField } from './externalContactSchemas';
import { codePointLengthBetween } from '../../validation/codePointLength';

/** Pages of the sync lists hold up to this many rows (100 unless `size` says less). */
export const PUBLIC_API_PAGE_SIZE_MAX = 100;

/** The longest number text a lookup takes. */
export const PHONE_LOOKUP_NUMBER_MAX = 64;

/**
 * A page of a sync list: rows in a stable order (oldest change first, then id), and only those
 * changed at or after `updatedSince` when given, so a caller keeps its copy current by asking
 * again with the newest `updatedAt` it has seen.
 */
export const SyncPageQuerySchema = v.object({
  updatedSince: v.optional(DateTimeSchema),
  page: QueryPageSchema,
  size: queryPageSizeSchema(PUBLIC_API_PAGE_SIZE_MAX, PUBLIC_API_PAGE_SIZE_MAX),
});

const NullableText = v.nullable(v.string());

/** One person of the directory as the sync list gives them; `enabled: false` means they left. */
export const PublicPersonSchema = v.object({
  contactId: IdSchema,
  accountId: v.string(),
  fullname: v.string(),
  fullnameKana: v.string(),
  fullnameAlphabet: v.string(),
  email: NullableText,
  extensionNum: NullableText,
  phoneNum: NullableText,
  mobileNum: NullableText,
  post: NullableText,
  position: NullableText,
  /** Primary division first. */
  divisionIds: v.array(IdSchema),
  enabled: v.boolean(),
  updatedAt: DateTimeSchema,
});
export type PublicPerson = v.InferOutput<typeof PublicPersonSchema>;
export const PublicPersonPageSchema = pagedSchema(PublicPersonSchema);

export const CALL_RECORD_DIRECTIONS = ['INCOMING', 'OUTGOING'] as const;
export type CallRecordDirection = (typeof CALL_RECORD_DIRECTIONS)[number];

/** Call records are never changed once written: a caller pages on with `afterId`. */
export const CallRecordQuerySchema = v.object({
  afterId: v.optional(IdParamSchema),
  size: queryPageSizeSchema(PUBLIC_API_PAGE_SIZE_MAX, PUBLIC_API_PAGE_SIZE_MAX),
});

export const CallRecordSchema = v.object({
  callRecordId: IdSchema,
  /** The person of the directory whose line it was. */
  userId: IdSchema,
  direction: v.picklist(CALL_RECORD_DIRECTIONS),
  fromNum: v.string(),
  toNum: v.string(),
  /** Whether the call was answered. */
  connected: v.boolean(),
  calledAt: DateTimeSchema,
});
export type CallRecord = v.InferOutput<typeof CallRecordSchema>;

export const CallRecordListSchema = v.object({
  items: v.array(CallRecordSchema),
  /** Pass as `afterId` for the next rows; null when this page is the last. */
  nextAfterId: v.nullable(IdSchema),
});

const phoneNumber = v.pipe(contactPhoneField(), v.minLength(1, 'required'));

/** A finished call a phone system reports; it shows in the person's call history. */
export const CallRecordBodySchema = v.object({
  userId: IdSchema,
  direction: v.picklist(CALL_RECORD_DIRECTIONS),
  fromNum: phoneNumber,
  toNum: phoneNumber,
  connected: v.boolean(),
  calledAt: DateTimeSchema,
});

/** A caller's number in any common format (`03-1234-5678`, `+81 3 1234 5678`, full-width digits). */
export const PhoneLookupQuerySchema = v.object({
  number: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(PHONE_LOOKUP_NUMBER_MAX)),
});

export const PHONE_LOOKUP_KINDS = ['INTERNAL', 'EXTERNAL'] as const;

/** The person or external contact a number belongs to. */
export const PhoneLookupMatchSchema = v.object({
  kind: v.picklist(PHONE_LOOKUP_KINDS),
  contactId: IdSchema,
  fullname: v.string(),
  fullnameKana: v.string(),
  /** The company (external) or division (internal) name, when known. */
  organization: NullableText,
  /** Which phone field held the number: `EXTENSION`, `PHONE`, `MOBILE`, `COMPANY_PHONE`, ... */
  matchedField: v.string(),
});
export type PhoneLookupMatch = v.InferOutput<typeof PhoneLookupMatchSchema>;

/** Whose number it is: a person of the directory or an external contact; `match` null when nobody's. */
export const PhoneLookupResultSchema = v.object({ match: v.nullable(PhoneLookupMatchSchema) });

export const PersonIdParamsSchema = v.object({ userId: IdParamSchema });

/**
 * What a door panel, a time clock or an HR system sets a person's destination to: a built-in
 * state (`LEAVING_WORK`: left for the day), a free text (`OTHER` with `destName`), one of the
 * tenant's own destinations (`CUSTOM` with `destId`), or back to "not set" (`NOT_SET`).
 */
export const PublicDestinationBodySchema = v.variant('kind', [
  v.object({ kind: v.picklist([...BUILT_IN_DESTINATIONS, 'NOT_SET']) }),
  v.object({
    kind: v.literal('OTHER'),
    destName: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'required'),
      codePointLengthBetween(1, DESTINATION_LIMITS.freeTextMax),
    ),
  }),
  v.object({ kind: v.literal('CUSTOM'), destId: IdSchema }),
]);
export type PublicDestinationBody = v.InferOutput<typeof PublicDestinationBodySchema>;

/** A person's destination after the change (null: not set) and when it was set. */
export const PublicDestinationSchema = v.object({
  userId: IdSchema,
  destination: v.nullable(DestinationSchema),
  updatedAt: v.nullable(DateTimeSchema),
});
export type PublicDestination = v.InferOutput<typeof PublicDestinationSchema>;
