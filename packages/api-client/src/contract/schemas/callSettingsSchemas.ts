import * as v from 'valibot';
import { DialNumberSchema } from './callsSchemas';
import { DateTimeSchema, IdParamSchema, IdSchema, pagedSchema, QueryPageSchema } from './commonSchemas';
import { FileResponseSchema } from './fileResponseSchema';

export const CALL_SETTINGS_LIMITS = {
  /** Call rejection list page (001 §9). */
  rejectionPageSize: 100,
  /** Import result lists. */
  importResultPageSize: 30,
  /** REJECT_NUMBER: dial characters after dropping spaces, hyphens and brackets. */
  rejectNumberMax: 32,
  remarksMax: 100,
  /** Numbers one user may reject. */
  rejectionsMax: 1000,
  deleteMax: 100,
  /** Import file: at most this many bytes and data lines. */
  importMaxBytes: 1_048_576,
  importMaxLines: 1000,
  /** No-answer forwarding rings the desk phone this many seconds first (the spec shows 100). */
  noAnswerSecondsMin: 5,
  noAnswerSecondsMax: 300,
  mobileConnectMax: 5,
  deviceNameMax: 64,
} as const;

/** A number to reject: what may be dialled, at most 32 characters once presentation is dropped. */
export const RejectNumberSchema = v.pipe(
  DialNumberSchema,
  v.check((value) => value.replace(/[\s\-()]/g, '').length <= CALL_SETTINGS_LIMITS.rejectNumberMax, 'length'),
);
const RemarksSchema = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(CALL_SETTINGS_LIMITS.remarksMax)),
  '',
);

/** 001 §3 call rejection entry. `fromNumber` is kept as dial characters (no hyphens or spaces). */
export const CallRejectionSchema = v.object({
  callRejectionId: IdSchema,
  fromNumber: v.string(),
  remarks: v.string(),
});
export const CallRejectionPageSchema = pagedSchema(CallRejectionSchema);

export const CallRejectionListQuerySchema = v.object({ page: QueryPageSchema });

export const CallRejectionInsertBodySchema = v.object({
  fromNumber: RejectNumberSchema,
  remarks: RemarksSchema,
});
export const CallRejectionUpdateBodySchema = v.object({
  callRejectionId: IdSchema,
  fromNumber: RejectNumberSchema,
  remarks: RemarksSchema,
});
export const CallRejectionDeleteBodySchema = v.object({
  callRejectionIds: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(CALL_SETTINGS_LIMITS.deleteMax)),
});

/** A TSV or CSV file, Shift_JIS or UTF-8: `REJECT_NUMBER`, `REMARKS`, `DELETE` (1 removes the number). */
export const CallRejectionImportBodySchema = v.object({ file: v.instance(Blob) });

export const IMPORT_STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One import run: the file, how it went, and the summary counts (001 §5). */
export const CallRejectionImportResultSchema = v.object({
  fileId: IdSchema,
  fileName: v.string(),
  status: v.picklist(IMPORT_STATUSES),
  /** Why the whole file was refused (FAILED), as a message code; null otherwise. */
  messageCode: v.nullable(v.string()),
  registered: v.number(),
  updated: v.number(),
  deleted: v.number(),
  failed: v.number(),
  createdAt: DateTimeSchema,
});
export const CallRejectionImportResultPageSchema = pagedSchema(CallRejectionImportResultSchema);

/**
 * One message of an import: a line that failed (`REJECT_NUMBER_REQUIRED`, `REJECT_NUMBER_TOO_LONG`,
 * `REJECT_NUMBER_INVALID`, `REMARKS_TOO_LONG`, `DELETE_INVALID`, `LIMIT_EXCEEDED`, `NOT_FOUND`).
 */
export const CallRejectionImportDetailSchema = v.object({
  lineNumber: v.number(),
  messageCode: v.string(),
  messageParams: v.record(v.string(), v.union([v.string(), v.number()])),
  fileId: IdSchema,
  createdAt: DateTimeSchema,
});
export const CallRejectionImportDetailPageSchema = pagedSchema(CallRejectionImportDetailSchema);
export const CallRejectionImportDetailQuerySchema = v.object({
  fileId: IdParamSchema,
  page: QueryPageSchema,
});

/** A file to save: the text (UTF-8, tab separated, with the header line), named. */
export const CallRejectionFileSchema = FileResponseSchema;

/** 001 §3 transfer settings: forward every call, or forward when not answered in `duration` s. */
export const TransferSettingsSchema = v.object({
  callForwardAll: v.object({ enabled: v.boolean(), destination: v.string() }),
  callForwardNoAnswer: v.object({
    enabled: v.boolean(),
    destination: v.string(),
    duration: v.number(),
  }),
});
const OptionalDestination = v.union([v.literal(''), DialNumberSchema]);
export const TransferSettingsBodySchema = v.pipe(
  v.object({
    callForwardAll: v.object({ enabled: v.boolean(), destination: OptionalDestination }),
    callForwardNoAnswer: v.object({
      enabled: v.boolean(),
      destination: OptionalDestination,
      duration: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(CALL_SETTINGS_LIMITS.noAnswerSecondsMin),
        v.maxValue(CALL_SETTINGS_LIMITS.noAnswerSecondsMax),
      ),
    }),
  }),
  v.forward(
    v.check((s) => !s.callForwardAll.enabled || s.callForwardAll.destination !== '', 'required'),
    ['callForwardAll', 'destination'],
  ),
  v.forward(
    v.check((s) => !s.callForwardNoAnswer.enabled || s.callForwardNoAnswer.destination !== '', 'required'),
    ['callForwardNoAnswer', 'destination'],
  ),
);

/** 001 §3 mobile connect: the numbers that ring together with the desk phone. */
export const MobileConnectSettingsSchema = v.object({
  destinations: v.array(v.object({ destination: v.string(), enable: v.boolean() })),
});
export const MobileConnectSettingsBodySchema = v.object({
  destinations: v.pipe(
    v.array(v.object({ destination: DialNumberSchema, enable: v.boolean() })),
    v.maxLength(CALL_SETTINGS_LIMITS.mobileConnectMax),
  ),
});

/**
 * CTI control: which device of the user's line the browser drives (empty: the desk phone the
 * extension rings) and whether an incoming call is answered without a click.
 */
export const CtiControlSettingsSchema = v.object({
  extensionNum: v.nullable(v.string()),
  deviceName: v.string(),
  autoAnswer: v.boolean(),
});
export const CtiControlSettingsBodySchema = v.object({
  deviceName: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(CALL_SETTINGS_LIMITS.deviceNameMax),
    v.regex(/^[A-Za-z0-9._-]*$/),
  ),
  autoAnswer: v.boolean(),
});

/**
 * People whose ringing calls the user may pick up (at most 5), and the tenant's dial pickup
 * monitoring numbers (set by its administrators): calls ringing on those can be picked up too.
 */
export const PickupContactsSchema = v.object({
  items: v.array(
    v.object({
      userId: IdSchema,
      fullname: v.string(),
      fullnameKana: v.string(),
      extensionNum: v.nullable(v.string()),
    }),
  ),
  limit: v.number(),
  monitoredNumbers: v.array(v.object({ number: v.string(), label: v.string() })),
});

export type CallRejection = v.InferOutput<typeof CallRejectionSchema>;
export type CallRejectionImportResult = v.InferOutput<typeof CallRejectionImportResultSchema>;
export type CallRejectionImportDetail = v.InferOutput<typeof CallRejectionImportDetailSchema>;
export type TransferSettings = v.InferOutput<typeof TransferSettingsSchema>;
export type TransferSettingsBody = v.InferOutput<typeof TransferSettingsBodySchema>;
export type MobileConnectSettings = v.InferOutput<typeof MobileConnectSettingsSchema>;
export type CtiControlSettings = v.InferOutput<typeof CtiControlSettingsSchema>;
export type PickupContacts = v.InferOutput<typeof PickupContactsSchema>;
