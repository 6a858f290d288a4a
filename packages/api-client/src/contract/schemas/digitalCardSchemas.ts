import * as v from 'valibot';
import { isValidUrl } from '../../validation/fieldRules';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { EXPORT_VCARD_VERSIONS } from './contactImportSchemas';

/** Where a phone of the card comes from (002 §3 "link settings"). */
export const VCARD_PHONE_LINKS = [
  'ORG_PHONE',
  'COMPANY_MOBILE',
  'PERSONAL_MOBILE',
  'PHONE',
  'MOBILE',
  'DIVISION_PHONE',
] as const;
export type VcardPhoneLink = (typeof VCARD_PHONE_LINKS)[number];

/** The fields of the card a vCard may leave out (the name is always in it). */
export const VCARD_FIELDS = [
  'fullnameKana',
  'fullnameAlphabet',
  'tellWork',
  'tellCell',
  'tellOther',
  'tellFax',
  'emailWork',
  'emailOther',
  'orgName',
  'divisionName',
  'position',
  'address',
  'orgUrl',
] as const;
export type VcardField = (typeof VCARD_FIELDS)[number];

export const AddressPartsSchema = v.object({
  zipcode: v.pipe(v.string(), v.trim(), codePointLengthBetween(0, 20)),
  address1: v.pipe(v.string(), v.trim(), codePointLengthBetween(0, 200)),
  address2: v.pipe(v.string(), v.trim(), codePointLengthBetween(0, 200)),
});
export type AddressParts = v.InferOutput<typeof AddressPartsSchema>;

const CustomTextSchema = v.object({ default: v.string(), custom: v.string(), useCustom: v.boolean() });
const CustomAddressSchema = v.object({
  default: AddressPartsSchema,
  custom: AddressPartsSchema,
  useCustom: v.boolean(),
});

/** The digital business card (002 §3 "Contact info card"), with the sources of its phones. */
export const ContactInfoSchema = v.object({
  fullname: v.string(),
  fullnameKana: v.string(),
  fullnameAlphabet: v.string(),
  tellWork: v.string(),
  tellCell: v.string(),
  tellOther: v.string(),
  tellFax: v.string(),
  emailWork: v.string(),
  emailOther: v.string(),
  division1: v.string(),
  division2: v.string(),
  position: v.string(),
  divisionName: CustomTextSchema,
  orgName: CustomTextSchema,
  address: CustomAddressSchema,
  orgUrl: CustomTextSchema,
  /** Every phone the card can link to, by source; empty when the directory has none. */
  phones: v.object(
    Object.fromEntries(VCARD_PHONE_LINKS.map((link) => [link, v.string()])) as Record<
      VcardPhoneLink,
      v.StringSchema<undefined>
    >,
  ),
});
export type ContactInfo = v.InferOutput<typeof ContactInfoSchema>;

const FieldList = v.pipe(
  v.string(),
  v.maxLength(500),
  v.transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
  v.array(v.picklist(VCARD_FIELDS)),
);

/**
 * What goes into the QR code: `fields` lists the included fields (all when absent), and each of
 * the three phones of the card links to a source. The QR code holds a vCard 3.0 always: the
 * cameras of iPhone and Android phones open 3.0 from a QR code as a contact, 4.0 not everywhere.
 */
export const QrCodeQuerySchema = v.object({
  fields: v.optional(FieldList),
  tellWork: v.optional(v.picklist(VCARD_PHONE_LINKS), 'PHONE'),
  tellCell: v.optional(v.picklist(VCARD_PHONE_LINKS), 'MOBILE'),
  tellOther: v.optional(v.picklist(VCARD_PHONE_LINKS), 'ORG_PHONE'),
});
export type QrCodeQuery = v.InferOutput<typeof QrCodeQuerySchema>;

/** What goes into the vCard file: as the QR code, in vCard 3.0 (default) or 4.0. */
export const VcardQuerySchema = v.object({
  ...QrCodeQuerySchema.entries,
  version: v.optional(v.picklist(EXPORT_VCARD_VERSIONS), '3.0'),
});
export type VcardQuery = v.InferOutput<typeof VcardQuerySchema>;

export const VcfCustomTextSchema = CustomTextSchema;
export const VcfCustomAddressSchema = CustomAddressSchema;

/** Custom text: not blank when used (002 §5). */
export const VcfCustomTextBodySchema = v.pipe(
  v.object({ useCustom: v.boolean(), custom: v.pipe(v.string(), v.trim(), codePointLengthBetween(0, 200)) }),
  v.forward(
    v.check((body) => !body.useCustom || body.custom !== '', 'required'),
    ['custom'],
  ),
);

/** Custom URL: not blank and a valid URL when used. */
export const VcfCustomUrlBodySchema = v.pipe(
  v.object({ useCustom: v.boolean(), custom: v.pipe(v.string(), v.trim(), codePointLengthBetween(0, 2000)) }),
  v.forward(
    v.check((body) => !body.useCustom || body.custom !== '', 'required'),
    ['custom'],
  ),
  v.forward(
    v.check((body) => body.custom === '' || isValidUrl(body.custom), 'url'),
    ['custom'],
  ),
);

/** Custom address: at least one part when used. */
export const VcfCustomAddressBodySchema = v.pipe(
  v.object({ useCustom: v.boolean(), custom: AddressPartsSchema }),
  v.forward(
    v.check((body) => !body.useCustom || Object.values(body.custom).some((part) => part !== ''), 'required'),
    ['custom'],
  ),
);
