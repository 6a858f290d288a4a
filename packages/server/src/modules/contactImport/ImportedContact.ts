/** The editable text fields of an external contact an import can fill (001 §3 row and detail). */
export const IMPORTED_TEXT_FIELDS = [
  'fullname',
  'fullnameKana',
  'fullnameAlphabet',
  'companyName',
  'companyNameKana',
  'companyZipcode',
  'companyAddress1',
  'companyAddress2',
  'companyUrl',
  'companyPhoneNum',
  'divisionName',
  'divisionNameKana',
  'divisionZipcode',
  'divisionAddress1',
  'divisionAddress2',
  'divisionUrl',
  'divisionPhoneNum',
  'position',
  'phoneNum',
  'mobileNum',
  'companyMobileNum',
  'personalMobileNum',
  'faxNum',
  'email1',
  'email2',
  'webUrl',
  'comment',
  'remarks',
] as const;
export type ImportedTextField = (typeof IMPORTED_TEXT_FIELDS)[number];

export interface ImportedPhoto {
  readonly bytes: Uint8Array;
  /** e.g. `image/jpeg`; from the TYPE/MEDIATYPE parameter or the data URI. */
  readonly mediaType: string;
}

/** One contact read from a file, before validation: only the fields the file gave. */
export interface ImportedContact {
  readonly fields: Partial<Record<ImportedTextField, string>>;
  readonly photo?: ImportedPhoto;
  /** Where it starts in its file (1-based line), for the result details. */
  readonly line: number;
}

/** The phone fields; a number is tidied on import to the characters the directory keeps. */
export const IMPORTED_PHONE_FIELDS: readonly ImportedTextField[] = [
  'phoneNum',
  'mobileNum',
  'companyPhoneNum',
  'companyMobileNum',
  'personalMobileNum',
  'divisionPhoneNum',
  'faxNum',
];

/**
 * A phone number as phones and Excel write it (`+1 (415) 555-0100`, `03.1234.5678`, full-width
 * digits) in the characters the directory allows (digits * # , ; + -): width folded, spaces,
 * dots, slashes and brackets turned into hyphens.
 */
export function tidyPhone(number: string): string {
  return number
    .normalize('NFKC')
    .replace(/[\s()./\u2010-\u2015\u2212\u30fc]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^-?(\+)-/, '$1');
}
