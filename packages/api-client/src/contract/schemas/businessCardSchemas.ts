import * as v from 'valibot';
import { DateTimeSchema, IdSchema } from './commonSchemas';
import {
  BIZCARD_REQUEST_STATUSES,
  FOLDER_TYPES,
  OCR_RESULTS,
  OCR_STATUSES,
} from './externalContactRowSchemas';

/** OCR kinds of 001 §3: Machine (1), the embedded engine, and Regolith (2), a data-entry service. */
export const OCR_TYPE_CODES = [1, 2] as const;
export type OcrTypeCode = (typeof OCR_TYPE_CODES)[number];
/** 001 §3 "OCR request". */
export const OCR_PHOTO_TYPES = ['UNKNOWN', 'CAMERA', 'SCANNER'] as const;
export type OcrPhotoType = (typeof OCR_PHOTO_TYPES)[number];
export const OCR_LANGUAGES = ['JAPANESE', 'ENGLISH', 'CHINESE', 'KOREAN'] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/** Why a reading ended in FAILURE. */
export const OCR_FAILURE_CODES = [
  /** Nothing readable on the image. */
  'NO_TEXT',
  /** The engine stopped with an error or took too long. */
  'ENGINE_ERROR',
  /** The engine was no longer installed when the job ran. */
  'OCR_UNAVAILABLE',
  /** The card image was gone when the job ran. */
  'BIZCARD_IMAGE_MISSING',
] as const;
export type OcrFailureCode = (typeof OCR_FAILURE_CODES)[number];

/** Contact fields a card reading may propose, in the order a card is read. */
export const BIZCARD_PROPOSAL_FIELDS = [
  'fullname',
  'fullnameKana',
  'fullnameAlphabet',
  'companyName',
  'divisionName',
  'position',
  'phoneNum',
  'mobileNum',
  'faxNum',
  'email1',
  'email2',
  'webUrl',
  'companyZipcode',
  'companyAddress1',
] as const;
export type BizcardProposalField = (typeof BIZCARD_PROPOSAL_FIELDS)[number];

/** Multipart body of a card image upload; the server checks type by content, extension and size. */
export const BizcardUploadBodySchema = v.object({ file: v.instance(Blob) });

const pixel = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The area to keep, in pixels of the stored card image (001 §5: a selected area is required). */
export const CropBizcardBodySchema = v.object({
  x: pixel,
  y: pixel,
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export const BizcardImageSchema = v.object({
  contactId: IdSchema,
  width: v.number(),
  height: v.number(),
  updatedAt: DateTimeSchema,
  /** Paths under the app: `/front/bizcardImage/{thumbnail/,original/,}{contactId}`. */
  thumbnailPath: v.string(),
  imagePath: v.string(),
  originalPath: v.string(),
});

const sendOptions = {
  contactFolderType: v.picklist(FOLDER_TYPES),
  /** The product sends Machine, Camera, no divide, trim, Japanese (001 §7); those are the defaults. */
  ocrType: v.optional(v.picklist(OCR_TYPE_CODES), 1),
  photoType: v.optional(v.picklist(OCR_PHOTO_TYPES), 'CAMERA'),
  divideImage: v.optional(v.boolean(), false),
  trimImage: v.optional(v.boolean(), true),
  ocrLanguage: v.optional(v.picklist(OCR_LANGUAGES), 'JAPANESE'),
};

export const OcrSendBodySchema = v.object({ contactId: IdSchema, ...sendOptions });
export const OcrSendListBodySchema = v.object({
  contactIds: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(100)),
  ...sendOptions,
});

export const OcrStateSchema = v.object({
  contactId: IdSchema,
  ocrType: v.nullable(v.picklist(OCR_TYPE_CODES)),
  ocrStatus: v.picklist(OCR_STATUSES),
  ocrResult: v.nullable(v.picklist(OCR_RESULTS)),
  ocrStatusUpdatedAt: v.nullable(DateTimeSchema),
  bizcardRequestStatus: v.picklist(BIZCARD_REQUEST_STATUSES),
});

/** Per contact of a list send: accepted, or the reason it was left out. */
export const OcrSendListResultSchema = v.object({
  results: v.array(
    v.object({
      contactId: IdSchema,
      accepted: v.boolean(),
      code: v.nullable(v.picklist(['OCR_ALREADY_SENDING', 'BIZCARD_IMAGE_MISSING'])),
    }),
  ),
});

export const BizcardProposalItemSchema = v.object({
  field: v.picklist(BIZCARD_PROPOSAL_FIELDS),
  value: v.string(),
});

/** The last reading of the card: its state, the text, and the fields it proposes for review. */
export const OcrReadingSchema = v.object({
  ...OcrStateSchema.entries,
  failureCode: v.nullable(v.picklist(OCR_FAILURE_CODES)),
  text: v.nullable(v.string()),
  proposal: v.array(BizcardProposalItemSchema),
});

export type BizcardUploadBody = v.InferOutput<typeof BizcardUploadBodySchema>;
export type CropBizcardBody = v.InferOutput<typeof CropBizcardBodySchema>;
export type BizcardImage = v.InferOutput<typeof BizcardImageSchema>;
export type OcrSendBody = v.InferOutput<typeof OcrSendBodySchema>;
export type OcrSendListBody = v.InferOutput<typeof OcrSendListBodySchema>;
export type OcrState = v.InferOutput<typeof OcrStateSchema>;
export type OcrSendListResult = v.InferOutput<typeof OcrSendListResultSchema>;
export type BizcardProposalItem = v.InferOutput<typeof BizcardProposalItemSchema>;
export type OcrReading = v.InferOutput<typeof OcrReadingSchema>;
