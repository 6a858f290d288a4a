import { formatVcard, splitName, type VcardCard, type VcardVersion } from './formatVcard.js';
import type { ImportedTextField } from './ImportedContact.js';

type ContactFields = Readonly<Record<ImportedTextField, string>>;

/**
 * An external contact as a vCard: the fields a phone knows in their standard properties, and
 * those it has no property for in X-KIZUNA-* ones, so an export imported again gives the same
 * contact.
 */
export function contactToVcard(
  contact: ContactFields,
  options: { readonly photo?: VcardCard['photo']; readonly version?: VcardVersion } = {},
): string {
  const reading = contact.fullnameKana ? splitName(contact.fullnameKana) : undefined;
  return formatVcard(
    {
      fullname: contact.fullname,
      ...(reading ? { reading } : {}),
      org: [contact.companyName, contact.divisionName],
      orgReading: contact.companyNameKana,
      title: contact.position,
      tels: [
        { types: ['WORK', 'VOICE'], value: contact.phoneNum },
        { types: ['CELL'], value: contact.mobileNum },
        { types: ['WORK', 'CELL'], value: contact.companyMobileNum },
        { types: ['HOME', 'CELL'], value: contact.personalMobileNum },
        { types: ['MAIN'], value: contact.companyPhoneNum },
        { types: ['WORK', 'X-KIZUNA-DIVISION'], value: contact.divisionPhoneNum },
        { types: ['WORK', 'FAX'], value: contact.faxNum },
      ],
      emails: [
        { types: ['WORK', 'PREF'], value: contact.email1 },
        { types: ['WORK'], value: contact.email2 },
      ],
      address: {
        types: ['WORK'],
        parts: ['', contact.companyAddress2, contact.companyAddress1, '', '', contact.companyZipcode, ''],
      },
      urls: [contact.webUrl],
      note: contact.remarks,
      extra: [
        ['X-KIZUNA-FULLNAME-ALPHABET', contact.fullnameAlphabet],
        ['X-KIZUNA-COMPANY-URL', contact.companyUrl],
        ['X-KIZUNA-DIVISION-KANA', contact.divisionNameKana],
        ['X-KIZUNA-DIVISION-ZIPCODE', contact.divisionZipcode],
        ['X-KIZUNA-DIVISION-ADDRESS1', contact.divisionAddress1],
        ['X-KIZUNA-DIVISION-ADDRESS2', contact.divisionAddress2],
        ['X-KIZUNA-DIVISION-URL', contact.divisionUrl],
        ['X-KIZUNA-COMMENT', contact.comment],
      ],
      ...(options.photo ? { photo: options.photo } : {}),
    },
    options.version,
  );
}
