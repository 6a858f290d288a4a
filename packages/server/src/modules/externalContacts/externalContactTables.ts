import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ContactFoldersTable {
  id: Generated<number>;
  tenant_id: number;
  folder_type: 'COMMON' | 'PERSONAL';
  /** The owner of a personal folder; null for common folders. */
  owner_user_id: number | null;
  name: string;
  description: Defaulted<string>;
  tenant_public: Defaulted<boolean>;
  users_can_edit: Defaulted<boolean>;
  sort_score: Defaulted<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The stored text fields of an external contact, named as the columns. */
export interface ExternalContactTextColumns {
  fullname: string;
  fullname_kana: Defaulted<string>;
  fullname_alphabet: Defaulted<string>;
  company_name: Defaulted<string>;
  company_name_kana: Defaulted<string>;
  company_zipcode: Defaulted<string>;
  company_address1: Defaulted<string>;
  company_address2: Defaulted<string>;
  company_url: Defaulted<string>;
  company_phone_num: Defaulted<string>;
  division_name: Defaulted<string>;
  division_name_kana: Defaulted<string>;
  division_zipcode: Defaulted<string>;
  division_address1: Defaulted<string>;
  division_address2: Defaulted<string>;
  division_url: Defaulted<string>;
  division_phone_num: Defaulted<string>;
  position: Defaulted<string>;
  phone_num: Defaulted<string>;
  mobile_num: Defaulted<string>;
  company_mobile_num: Defaulted<string>;
  personal_mobile_num: Defaulted<string>;
  fax_num: Defaulted<string>;
  email1: Defaulted<string>;
  email2: Defaulted<string>;
  web_url: Defaulted<string>;
  comment: Defaulted<string>;
  remarks: Defaulted<string>;
}

export interface ExternalContactsTable extends ExternalContactTextColumns {
  id: Generated<number>;
  tenant_id: number;
  folder_id: number;
  sort_score: Defaulted<number>;
  show_company: Defaulted<boolean>;
  show_division: Defaulted<boolean>;
  bizcard_request_status: Defaulted<'SENDING' | 'USED' | 'FAILURE' | 'NONE'>;
  ocr_type: 1 | 2 | null;
  ocr_status: Defaulted<'CAN_SEND' | 'SENDING'>;
  ocr_result: 'SUCCESS' | 'FAILURE' | null;
  ocr_result_text: string | null;
  ocr_status_updated_at: NullableTimestamp;
  /** normalizeForSearch of every searchable field, joined by newlines. */
  search_text: Defaulted<string>;
  fullname_sort_key: Defaulted<string>;
  company_sort_key: Defaulted<string>;
  registered_user_id: number | null;
  registered_at: Timestamp;
  updated_user_id: number | null;
  updated_at: Timestamp;
}

export type ExternalContactPhoneKind =
  'PHONE' | 'MOBILE' | 'COMPANY_MOBILE' | 'PERSONAL_MOBILE' | 'COMPANY_PHONE' | 'DIVISION_PHONE' | 'FAX';

export interface ExternalContactPhonesTable {
  tenant_id: number;
  contact_id: number;
  kind: ExternalContactPhoneKind;
  /** normalizeDialNumber of the number as written. */
  digits: string;
}

export interface ExternalContactImagesTable {
  tenant_id: number;
  contact_id: number;
  kind: 'PHOTO' | 'BIZCARD';
  /** The image as uploaded, in the file storage (db/storedFiles.ts). */
  original_file_id: number;
  original_type: string;
  thumbnail: Uint8Array;
  thumbnail_type: string;
  updated_at: Timestamp;
}

export interface ExternalContactTables {
  contact_folders: ContactFoldersTable;
  external_contacts: ExternalContactsTable;
  external_contact_phones: ExternalContactPhonesTable;
  external_contact_images: ExternalContactImagesTable;
}
