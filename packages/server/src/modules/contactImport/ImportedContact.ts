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
