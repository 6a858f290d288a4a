import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { isValidUrl } from '../../validation/fieldRules';
import { SORT_ORDERS } from '../enums';
import { DateTimeSchema, IdParamSchema, IdSchema, pagedSchema } from './commonSchemas';
import {
  FOLDER_TYPES,
  CONTACT_FOLDER_TYPES,
  OCR_STATUSES,
  OCR_RESULTS,
  ExternalContactRowSchema,
} from './externalContactRowSchemas';

/** Columns the contact list sorts by. */
export const EXTERNAL_CONTACT_SORT_COLUMNS = [
  'fullname',
  'companyName',
  'divisionName',
  'position',
  'registeredAt',
  'sortScore',
] as const;
export type ExternalContactSortColumn = (typeof EXTERNAL_CONTACT_SORT_COLUMNS)[number];

/** External contact constants: rows per page (001 §9) and field lengths, in code points. */
export const EXTERNAL_CONTACT_LIMITS = {
  pageSize: 10,
  nameMax: 100,
  textMax: 200,
  phoneMax: 32,
  emailMax: 254,
  urlMax: 500,
  zipcodeMax: 10,
  longTextMax: 1000,
  sortScoreMax: 999_999_999,
  freeWordMax: 200,
  folderNameMax: 100,
  folderDescriptionMax: 500,
  /** Most contacts one delete, copy or move may name. */
  bulkMax: 1000,
} as const;

const L = EXTERNAL_CONTACT_LIMITS;

/** Phone characters of 001 §5: digits, `*`, `#`, comma, semicolon, plus and hyphen. */
export const PHONE_CHARACTERS = /^[0-9*#,;+-]*$/;

function text(max: number) {
  return v.optional(v.pipe(v.string(), v.trim(), codePointLengthBetween(0, max)), '');
}
function phone() {
  return v.optional(
    v.pipe(v.string(), v.trim(), codePointLengthBetween(0, L.phoneMax), v.regex(PHONE_CHARACTERS)),
    '',
  );
}
function url() {
  return v.optional(
    v.pipe(v.string(), v.trim(), codePointLengthBetween(0, L.urlMax), v.check(isValidUrl, 'url')),
    '',
  );
}
function email() {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      codePointLengthBetween(0, L.emailMax),
      v.check((value) => value === '' || /^[^\s@]+@[^\s@]+$/.test(value), 'pattern'),
    ),
    '',
  );
}

/** The same directory fields for the people of the internal directory (the user edit). */
export {
  email as contactEmailField,
  phone as contactPhoneField,
  text as contactTextField,
  url as contactUrlField,
};

/** Sort score: digits only (001 §5); typed callers may send a number. */
export const SortScoreSchema = v.optional(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value).trim()),
    v.regex(/^[0-9]{0,9}$/),
    v.transform((value) => (value === '' ? 0 : Number(value))),
  ),
  0,
);

/** The editable fields of an external contact (001 §3 "External contact detail"). */
export const ExternalContactFieldsSchema = v.object({
  fullname: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), codePointLengthBetween(1, L.nameMax)),
  fullnameKana: text(L.nameMax),
  fullnameAlphabet: text(L.nameMax),
  companyName: text(L.textMax),
  companyNameKana: text(L.textMax),
  companyZipcode: text(L.zipcodeMax),
  companyAddress1: text(L.textMax),
  companyAddress2: text(L.textMax),
  companyUrl: url(),
  companyPhoneNum: phone(),
  divisionName: text(L.textMax),
  divisionNameKana: text(L.textMax),
  divisionZipcode: text(L.zipcodeMax),
  divisionAddress1: text(L.textMax),
  divisionAddress2: text(L.textMax),
  divisionUrl: url(),
  divisionPhoneNum: phone(),
  position: text(L.textMax),
  phoneNum: phone(),
  mobileNum: phone(),
  companyMobileNum: phone(),
  personalMobileNum: phone(),
  faxNum: phone(),
  email1: email(),
  email2: email(),
  webUrl: url(),
  comment: text(L.longTextMax),
  remarks: text(L.longTextMax),
  sortScore: SortScoreSchema,
  showCompany: v.optional(v.boolean(), true),
  showDivision: v.optional(v.boolean(), true),
});
export type ExternalContactFields = v.InferOutput<typeof ExternalContactFieldsSchema>;
export type ExternalContactFieldsInput = v.InferInput<typeof ExternalContactFieldsSchema>;

/**
 * `common` or `personal`. Any other text passes the schema and answers 404 like a folder that
 * does not exist (001 §2: an unknown folder type is a 404 page, not a bad request).
 */
export const FolderTypeParamSchema = v.pipe(v.string(), v.maxLength(20));

export const FolderPathParamsSchema = v.object({
  folderType: FolderTypeParamSchema,
  folderId: IdParamSchema,
});
export const ContactPathParamsSchema = v.object({
  folderType: FolderTypeParamSchema,
  contactId: IdParamSchema,
});
export const ContactIdPathParamsSchema = v.object({ contactId: IdParamSchema });

/** Search and count body: page, sort column and direction, free word. */
export const ExternalContactSearchBodySchema = v.object({
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  sortColumn: v.optional(v.picklist(EXTERNAL_CONTACT_SORT_COLUMNS), 'fullname'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS), 'ASC'),
  freeWord: v.optional(v.pipe(v.string(), codePointLengthBetween(0, L.freeWordMax)), ''),
});
export type ExternalContactSearchBody = v.InferOutput<typeof ExternalContactSearchBodySchema>;

const ContactIdsSchema = v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(L.bulkMax));
export const ContactIdsBodySchema = v.object({ contactIds: ContactIdsSchema });

/**
 * When the photo last changed; null without one. Photo URLs carry it to bypass caches:
 * `/front/contactImage/{thumbnail|original}/{contactId}`.
 */
const PhotoUpdatedAtSchema = v.nullable(DateTimeSchema);

/** A row of a folder's contact list: the row of 001 §3 and when its photo changed. */
export const ExternalContactListRowSchema = v.object({
  ...ExternalContactRowSchema.entries,
  photoUpdatedAt: PhotoUpdatedAtSchema,
});
export type ExternalContactListRow = v.InferOutput<typeof ExternalContactListRowSchema>;

export const ExternalContactPageSchema = pagedSchema(ExternalContactRowSchema);
export type ExternalContactPage = v.InferOutput<typeof ExternalContactPageSchema>;
/** A page of a folder's contact list (the search of the external contacts page). */
export const ExternalContactListPageSchema = pagedSchema(ExternalContactListRowSchema);
export type ExternalContactListPage = v.InferOutput<typeof ExternalContactListPageSchema>;

/** External contact detail (001 §3): every row field, the rest of the editable fields, and OCR state. */
export const ExternalContactDetailSchema = v.object({
  ...ExternalContactRowSchema.entries,
  fullnameAlphabet: v.string(),
  faxNum: v.string(),
  webUrl: v.string(),
  divisionNameKana: v.string(),
  divisionZipcode: v.string(),
  divisionAddress1: v.string(),
  divisionAddress2: v.string(),
  divisionUrl: v.string(),
  divisionPhoneNum: v.string(),
  companyNameKana: v.string(),
  companyZipcode: v.string(),
  companyUrl: v.string(),
  companyPhoneNum: v.string(),
  comment: v.string(),
  remarks: v.string(),
  sortScore: v.number(),
  editable: v.boolean(),
  /** Copying out of this folder is allowed (the tenant's copy-inhibit setting not in force). */
  copyable: v.boolean(),
  hasBizcard: v.boolean(),
  hasPhoto: v.boolean(),
  photoUpdatedAt: PhotoUpdatedAtSchema,
  showCompany: v.boolean(),
  showDivision: v.boolean(),
  ocrType: v.nullable(v.picklist([1, 2])),
  ocrStatus: v.picklist(OCR_STATUSES),
  ocrResult: v.nullable(v.picklist(OCR_RESULTS)),
  ocrStatusUpdatedAt: v.nullable(DateTimeSchema),
  /** Changes when the card image changes (upload or crop), for cache-busting image URLs. */
  bizcardUpdatedAt: v.nullable(DateTimeSchema),
  /** OCR kinds the user may send with (1 Machine, 2 Regolith) whose engine is running here. */
  availableOcrType: v.array(v.picklist([1, 2])),
  /** A card image is there, the user may edit the contact, an OCR kind is available, and none is running. */
  ocrCanSend: v.boolean(),
  ocrAvailable: v.boolean(),
  ocrMachineAvailable: v.boolean(),
  ocrRegolithAvailable: v.boolean(),
  /** Every OCR send state and result there is, for clients that list them (001 §3). */
  ocrStatusEnum: v.array(v.picklist(OCR_STATUSES)),
  ocrResultEnum: v.array(v.picklist(OCR_RESULTS)),
  updatedAt: DateTimeSchema,
});
export type ExternalContactDetail = v.InferOutput<typeof ExternalContactDetailSchema>;

/** Who registered a contact and where it lives (001 §3 "Contact registration info"). */
export const ContactRegistrationInfoSchema = v.object({
  contactId: IdSchema,
  fullname: v.string(),
  registeredAt: DateTimeSchema,
  folderType: v.picklist(CONTACT_FOLDER_TYPES),
  folderName: v.string(),
  registeredUserContactId: v.nullable(IdSchema),
  registeredUserIsAdmin: v.boolean(),
  registeredUserIsHidden: v.boolean(),
  registeredUserFullname: v.nullable(v.string()),
  registeredUserDivisionNames: v.array(v.string()),
  updatedAt: DateTimeSchema,
  updatedUserFullname: v.nullable(v.string()),
});
export type ContactRegistrationInfo = v.InferOutput<typeof ContactRegistrationInfoSchema>;

export const AccessibleSchema = v.object({ accessible: v.boolean() });

export const ContactIdResultSchema = v.object({ contactId: IdSchema });

/** Contact folder (001 §3). */
export const ContactFolderSchema = v.object({
  folderId: IdSchema,
  folderName: v.string(),
  folderDescription: v.string(),
  tenantPublic: v.boolean(),
  /** A common folder whose contacts every reader may change, not only common-contact admins. */
  usersCanEdit: v.boolean(),
  editable: v.boolean(),
  contactCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sortScore: v.number(),
  folderType: v.picklist(FOLDER_TYPES),
});
export type ContactFolder = v.InferOutput<typeof ContactFolderSchema>;

export const ContactFolderListSchema = v.object({
  items: v.array(ContactFolderSchema),
  /** The user may create, rename, sort and delete folders of this kind. */
  manageable: v.boolean(),
});
export type ContactFolderList = v.InferOutput<typeof ContactFolderListSchema>;

/**
 * A common folder as its administrators see it (GET /admin/commonContactFolder): who reads and
 * edits it, how many contacts go with it, and when its name or settings last changed.
 */
export const CommonFolderAdminSchema = v.object({
  folderId: IdSchema,
  folderName: v.string(),
  folderDescription: v.string(),
  /** Everyone in the tenant reads it; else only holders of the all-common-directory permission and admins. */
  tenantPublic: v.boolean(),
  /** Every reader may change its contacts, not only common-contact admins. */
  usersCanEdit: v.boolean(),
  contactCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sortScore: v.number(),
  updatedAt: DateTimeSchema,
});
export type CommonFolderAdmin = v.InferOutput<typeof CommonFolderAdminSchema>;

export const CommonFolderAdminListSchema = v.object({ items: v.array(CommonFolderAdminSchema) });
export type CommonFolderAdminList = v.InferOutput<typeof CommonFolderAdminListSchema>;

const FolderName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  codePointLengthBetween(1, L.folderNameMax),
);
const FolderDescription = v.optional(
  v.pipe(v.string(), v.trim(), codePointLengthBetween(0, L.folderDescriptionMax)),
  '',
);

/** Create (POST /…Folder) or change (POST /…Folder/{id}) a folder: name, description, sort score. */
export const CommonFolderBodySchema = v.object({
  folderName: FolderName,
  folderDescription: FolderDescription,
  sortScore: SortScoreSchema,
  tenantPublic: v.optional(v.boolean(), true),
  /** Every reader may edit the folder's contacts, not only common-contact admins. */
  usersCanEdit: v.optional(v.boolean(), false),
});
export const PersonalFolderBodySchema = v.object({
  folderName: FolderName,
  folderDescription: FolderDescription,
  sortScore: SortScoreSchema,
});
export const FolderIdParamsSchema = v.object({ folderId: IdParamSchema });
export const FolderIdsBodySchema = v.object({
  folderIds: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(100)),
});

/** Copy or move contacts out of the folder of the path (POST /…Folder/{id}/contact). */
export const CopyContactsBodySchema = v.object({
  /** Where the contacts are copied or moved to: an editable common folder. */
  destFolderId: IdSchema,
  sourceData: v.object({
    contactIds: ContactIdsSchema,
    /** Move removes them from the source folder; copy keeps them. */
    operation: v.optional(v.picklist(['COPY', 'MOVE']), 'COPY'),
  }),
});
export const CopiedCountSchema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });
