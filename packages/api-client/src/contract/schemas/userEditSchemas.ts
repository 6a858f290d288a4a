import * as v from 'valibot';
import { IdParamSchema, IdSchema } from './commonSchemas';
import {
  contactEmailField,
  contactPhoneField,
  contactTextField,
  contactUrlField,
  EXTERNAL_CONTACT_LIMITS as L,
} from './externalContactSchemas';

const NullableText = v.nullable(v.string());

/** The fields of the user edit, in the form's order. */
export const USER_EDIT_FIELDS = [
  'position',
  'phoneNum',
  'mobileNum',
  'companyMobileNum',
  'personalMobileNum',
  'email2',
  'webUrl',
  'comment',
  'remarks',
] as const;

export const UserEditFieldNameSchema = v.picklist(USER_EDIT_FIELDS);

/**
 * A set of user edit fields, each once (field error `invalid` otherwise): those people may change
 * themselves (`selfEditableFields` of the company settings).
 */
export const UserEditFieldSetSchema = v.pipe(
  v.array(UserEditFieldNameSchema),
  v.check((fields) => new Set(fields).size === fields.length, 'invalid'),
);

/**
 * The directory fields of a person: those with edit authority (a user admin, an admin of internal
 * contacts) may change all of them for anyone of the tenant, a person themself those the company
 * lets people change (`editableFields`; a change of another answers field error
 * `notSelfEditable`). Names, account, e-mail of sign-in, extension, employee number, post and
 * divisions come from the company's master data (import, SCIM) and are not edited here. Every
 * field is sent (blank for none): a save is the whole form.
 */
export const UserEditFieldsSchema = v.object({
  position: v.nonOptional(contactTextField(L.textMax), 'required'),
  phoneNum: v.nonOptional(contactPhoneField(), 'required'),
  mobileNum: v.nonOptional(contactPhoneField(), 'required'),
  companyMobileNum: v.nonOptional(contactPhoneField(), 'required'),
  personalMobileNum: v.nonOptional(contactPhoneField(), 'required'),
  email2: v.nonOptional(contactEmailField(), 'required'),
  webUrl: v.nonOptional(contactUrlField(), 'required'),
  comment: v.nonOptional(contactTextField(L.longTextMax), 'required'),
  remarks: v.nonOptional(contactTextField(L.longTextMax), 'required'),
});

export const UserEditParamsSchema = v.object({ userId: IdParamSchema });

/** The user edit as stored: the fields (null when blank) and who the person is. */
export const UserEditSchema = v.object({
  userId: IdSchema,
  fullname: v.string(),
  fullnameKana: v.string(),
  /** The person is the one signed in (otherwise this is a proxy edit). */
  isSelf: v.boolean(),
  position: NullableText,
  phoneNum: NullableText,
  mobileNum: NullableText,
  companyMobileNum: NullableText,
  personalMobileNum: NullableText,
  email2: NullableText,
  webUrl: NullableText,
  comment: NullableText,
  remarks: NullableText,
  /**
   * The fields the caller may change, in the form's order: every one with edit authority (proxy
   * edit, also of oneself), else those the company lets people change themselves. The others are
   * shown read-only; a save must send them as stored.
   */
  editableFields: v.array(UserEditFieldNameSchema),
});

export type UserEditField = (typeof USER_EDIT_FIELDS)[number];
export type UserEditFields = v.InferOutput<typeof UserEditFieldsSchema>;
export type UserEdit = v.InferOutput<typeof UserEditSchema>;
