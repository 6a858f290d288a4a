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

/**
 * The directory fields a person may change themself, and those with edit authority (a user admin,
 * an admin of internal contacts) for anyone of the tenant: how to reach them and what colleagues
 * read beside their name. Names, account, e-mail of sign-in, extension, employee number, post and
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
});

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
] as const satisfies readonly (keyof v.InferOutput<typeof UserEditFieldsSchema>)[];

export type UserEditField = (typeof USER_EDIT_FIELDS)[number];
export type UserEditFields = v.InferOutput<typeof UserEditFieldsSchema>;
export type UserEdit = v.InferOutput<typeof UserEditSchema>;
