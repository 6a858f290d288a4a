import * as v from 'valibot';
import {
  DateTimeSchema,
  EXPORT_CHARSETS,
  IdParamSchema,
  IdSchema,
  pagedSchema,
  QueryPageSchema,
} from './commonSchemas';
import { FOLDER_TYPE_PARAMS } from './externalContactRowSchemas';

/** Files one upload may carry; more is refused with TOO_MANY_FILES. */
export const IMPORT_MAX_FILES = 10;
/** Rows of the import result and upload history lists (002 §9). */
export const IMPORT_RESULT_PAGE_SIZE = 30;

/** The codes a file of an import ends with (001 §8 "vCard import codes"). */
export const IMPORT_MESSAGE_CODES = [
  'UNSUPPORTED_FILE_EXTENSION',
  'VCF_UNAVAILABLE_CHARSETS',
  'CRC_ERROR',
  'VCF_INVALID_FORMAT',
  'FOLDER_ACCESSIBLE_ERROR',
  'LICENSE_LIMIT_EXCEEDED',
  'TIMEOUT',
  'FAILURE',
  'RESULT',
] as const;
export type ImportMessageCode = (typeof IMPORT_MESSAGE_CODES)[number];

/**
 * Why one card (vCard) or line (TSV) of an import was not registered; the field it concerns is
 * named beside it. NAME_REQUIRED: no name; TOO_LONG: a value over its length; INVALID_PHONE,
 * INVALID_EMAIL, INVALID_URL: a value of the wrong form; INVALID_VALUE: anything else.
 */
export const IMPORT_LINE_REASONS = [
  'NAME_REQUIRED',
  'TOO_LONG',
  'INVALID_PHONE',
  'INVALID_EMAIL',
  'INVALID_URL',
  'INVALID_VALUE',
] as const;
export type ImportLineReason = (typeof IMPORT_LINE_REASONS)[number];

/** Upload history status: 0 processing, 1 completed, 2 failed. */
export const UPLOAD_HISTORY_STATUSES = [0, 1, 2] as const;
export const UPLOAD_HISTORY_STATUS_NAMES = ['PROCESSING', 'COMPLETED', 'FAILED'] as const;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const ImportFolderParamsSchema = v.object({
  folderType: v.picklist(FOLDER_TYPE_PARAMS),
  folderId: IdParamSchema,
});

/** `files[]`: one part per file (.vcf, .tsv/.txt, or .zip of those). */
export const ImportUploadBodySchema = v.object({
  'files[]': v.pipe(v.array(v.instance(Blob)), v.minLength(1)),
  /** The device the upload came from, kept in the upload history. */
  deviceId: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

export const ImportAcceptedSchema = v.object({
  uploadHistoryId: IdSchema,
  fileIds: v.array(IdSchema),
});

export const ImportPageQuerySchema = v.object({ page: QueryPageSchema });

export const ImportVcfResultSchema = v.object({
  fileId: IdSchema,
  fileName: v.string(),
  createdAt: DateTimeSchema,
  processed: v.boolean(),
  /** The file's code once processed; null while it waits or runs. */
  messageCode: v.nullable(v.picklist(IMPORT_MESSAGE_CODES)),
  addCount: Count,
  failureCount: Count,
  uploadHistoryId: IdSchema,
});
export const ImportVcfResultPageSchema = pagedSchema(ImportVcfResultSchema);

export const ImportVcfResultDetailsQuerySchema = v.object({ fileId: IdParamSchema, page: QueryPageSchema });

/**
 * messageParams: fileName for the file codes; addCount/failureCount for RESULT. A failed line
 * (FAILURE with `line`) has line, name (empty when the card has none), reasonCode (one of
 * IMPORT_LINE_REASONS) and field (the contact field concerned); lines imported before reason codes
 * existed have `reason`, a technical text, instead of reasonCode.
 */
export const ImportVcfResultDetailSchema = v.object({
  fileId: IdSchema,
  messageCode: v.picklist(IMPORT_MESSAGE_CODES),
  messageParams: v.record(v.string(), v.union([v.string(), v.number()])),
  createdAt: DateTimeSchema,
});
export const ImportVcfResultDetailPageSchema = pagedSchema(ImportVcfResultDetailSchema);

export const UploadHistoryIdParamsSchema = v.object({ id: IdParamSchema });

export const UploadHistorySchema = v.object({
  uploadHistoryId: IdSchema,
  status: v.picklist(UPLOAD_HISTORY_STATUSES),
  statusStr: v.picklist(UPLOAD_HISTORY_STATUS_NAMES),
  uploadFile: v.string(),
  uploadTime: DateTimeSchema,
  userId: IdSchema,
  tenantId: IdSchema,
  deviceId: v.nullable(v.string()),
  createdAt: DateTimeSchema,
  folderType: v.picklist(['COMMON', 'PERSONAL']),
  folderId: v.nullable(IdSchema),
  folderName: v.nullable(v.string()),
  addCount: Count,
  failureCount: Count,
});
export const UploadHistoryPageSchema = pagedSchema(UploadHistorySchema);

export const UploadHistoryDetailSchema = v.object({
  id: IdSchema,
  name: v.string(),
  companyName: v.string(),
  phoneNum: v.string(),
  result: v.picklist(['REGISTERED', 'FAILED']),
  /** Why a FAILED line was not registered; null for REGISTERED and for lines of older imports. */
  reasonCode: v.nullable(v.picklist(IMPORT_LINE_REASONS)),
  /** The contact field reasonCode concerns (e.g. `companyName`); empty when none. */
  reasonField: v.string(),
  /** A technical text of the failure; what older imports have instead of reasonCode. */
  reason: v.string(),
  insertTime: DateTimeSchema,
});
export const UploadHistoryDetailPageSchema = pagedSchema(UploadHistoryDetailSchema);

export const EXPORT_FORMATS = ['tsv', 'vcf'] as const;
export const EXPORT_VCARD_VERSIONS = ['3.0', '4.0'] as const;

/** format tsv (default) or vcf; a TSV in UTF-8 with BOM (default) or Shift_JIS; a vCard 3.0 (default) or 4.0. */
export const ExportQuerySchema = v.object({
  format: v.optional(v.picklist(EXPORT_FORMATS), 'tsv'),
  charset: v.optional(v.picklist(EXPORT_CHARSETS), 'UTF-8'),
  version: v.optional(v.picklist(EXPORT_VCARD_VERSIONS), '3.0'),
});

export type ImportAccepted = v.InferOutput<typeof ImportAcceptedSchema>;
export type ImportVcfResult = v.InferOutput<typeof ImportVcfResultSchema>;
export type ImportVcfResultDetail = v.InferOutput<typeof ImportVcfResultDetailSchema>;
export type UploadHistory = v.InferOutput<typeof UploadHistorySchema>;
export type UploadHistoryDetail = v.InferOutput<typeof UploadHistoryDetailSchema>;
