import * as v from 'valibot';
import { DateTimeSchema, IdSchema } from './commonSchemas';

// An external contact's row and the kinds it names: what a group's members and the call history
// show of a contact, apart from the forms and searches of the external contacts pages.

/** Folder kinds in paths (lower case, 001 §2) and in bodies (upper case, 001 §3). */
export const FOLDER_TYPE_PARAMS = ['common', 'personal'] as const;
export type FolderTypeParam = (typeof FOLDER_TYPE_PARAMS)[number];
export const FOLDER_TYPES = ['COMMON', 'PERSONAL'] as const;
export type FolderType = (typeof FOLDER_TYPES)[number];
/** A contact's folder kind; NEITHER marks a contact no folder of the viewer holds (001 §3). */
export const CONTACT_FOLDER_TYPES = ['PERSONAL', 'COMMON', 'NEITHER'] as const;
export type ContactFolderType = (typeof CONTACT_FOLDER_TYPES)[number];

export const BIZCARD_REQUEST_STATUSES = ['SENDING', 'USED', 'FAILURE', 'NONE'] as const;
export type BizcardRequestStatus = (typeof BIZCARD_REQUEST_STATUSES)[number];
export const OCR_STATUSES = ['CAN_SEND', 'SENDING'] as const;
export type OcrStatus = (typeof OCR_STATUSES)[number];
export const OCR_RESULTS = ['SUCCESS', 'FAILURE'] as const;
export type OcrResult = (typeof OCR_RESULTS)[number];

/** External contact row (001 §3). */
export const ExternalContactRowSchema = v.object({
  contactId: IdSchema,
  folderType: v.picklist(CONTACT_FOLDER_TYPES),
  folderId: IdSchema,
  folderName: v.string(),
  fullname: v.string(),
  fullnameKana: v.string(),
  companyName: v.string(),
  divisionName: v.string(),
  position: v.string(),
  companyMobileNum: v.string(),
  personalMobileNum: v.string(),
  phoneNum: v.string(),
  mobileNum: v.string(),
  email1: v.string(),
  email2: v.string(),
  companyAddress1: v.string(),
  companyAddress2: v.string(),
  registeredUserFullname: v.nullable(v.string()),
  registeredAt: DateTimeSchema,
  bizcardRequestStatus: v.picklist(BIZCARD_REQUEST_STATUSES),
});
export type ExternalContactRow = v.InferOutput<typeof ExternalContactRowSchema>;

/** How many contacts a delete removed. */
export const DeletedCountSchema = v.object({ deletedCount: v.pipe(v.number(), v.integer(), v.minValue(0)) });
