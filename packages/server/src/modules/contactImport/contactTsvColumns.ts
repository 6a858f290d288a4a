import type { ImportedTextField } from './ImportedContact.js';

/**
 * The columns of the contacts TSV, in the order of the export and its sample: the header row
 * carries the Japanese labels. An import matches header cells by label or by field name, so
 * columns may be left out or reordered; the fullname column is required.
 */
export const CONTACT_TSV_COLUMNS: readonly { readonly field: ImportedTextField; readonly label: string }[] = [
  { field: 'fullname', label: '氏名' },
  { field: 'fullnameKana', label: '氏名（カナ）' },
  { field: 'fullnameAlphabet', label: '氏名（英字）' },
  { field: 'companyName', label: '会社名' },
  { field: 'companyNameKana', label: '会社名（カナ）' },
  { field: 'companyZipcode', label: '会社郵便番号' },
  { field: 'companyAddress1', label: '会社住所1' },
  { field: 'companyAddress2', label: '会社住所2' },
  { field: 'companyUrl', label: '会社URL' },
  { field: 'companyPhoneNum', label: '会社電話番号' },
  { field: 'divisionName', label: '部署名' },
  { field: 'divisionNameKana', label: '部署名（カナ）' },
  { field: 'divisionZipcode', label: '部署郵便番号' },
  { field: 'divisionAddress1', label: '部署住所1' },
  { field: 'divisionAddress2', label: '部署住所2' },
  { field: 'divisionUrl', label: '部署URL' },
  { field: 'divisionPhoneNum', label: '部署電話番号' },
  { field: 'position', label: '役職' },
  { field: 'phoneNum', label: '電話番号' },
  { field: 'mobileNum', label: '携帯電話番号' },
  { field: 'companyMobileNum', label: '会社携帯電話番号' },
  { field: 'personalMobileNum', label: '個人携帯電話番号' },
  { field: 'faxNum', label: 'FAX番号' },
  { field: 'email1', label: 'メールアドレス1' },
  { field: 'email2', label: 'メールアドレス2' },
  { field: 'webUrl', label: 'URL' },
  { field: 'comment', label: 'コメント' },
  { field: 'remarks', label: '備考' },
];
