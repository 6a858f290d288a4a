import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from './columnTypes.js';

/** Columns of `users` for the internal directory. */
export interface UserDirectoryColumns {
  email2: Defaulted<string | null>;
  office_link_extension_num: Defaulted<string | null>;
  company_mobile_num: Defaulted<string | null>;
  personal_mobile_num: Defaulted<string | null>;
  web_url: Defaulted<string | null>;
  remarks: Defaulted<string | null>;
  comment: Defaulted<string | null>;
  skill: Defaulted<string | null>;
  jabber_id: Defaulted<string | null>;
  anpi_login_id: Defaulted<string | null>;
  pbx_partition: Defaulted<string | null>;
  tenant_cucm_adapter_settings_id: Defaulted<number | null>;
  web_ex_url: Defaulted<string | null>;
  zoom_account: Defaulted<string | null>;
  o365_account: Defaulted<string | null>;
  pc_mac_address: Defaulted<string | null>;
  mobile_mac_address: Defaulted<string | null>;
  ex_beacon_tag_id: Defaulted<string | null>;
  ble_id: Defaulted<string | null>;
  mobile_latitude: Defaulted<number | null>;
  mobile_longitude: Defaulted<number | null>;
  face_image_updated_at: Defaulted<Date | null>;
}

/** Columns of `divisions` for division info and comments. */
export interface DivisionDirectoryColumns {
  code: Defaulted<string | null>;
  phone_num: Defaulted<string | null>;
  url: Defaulted<string | null>;
  comment: Defaulted<string | null>;
  comment_editor_id: Defaulted<number | null>;
  comment_updated_at: Defaulted<Date | null>;
}

export interface TenantViewColumnsTable {
  tenant_id: number;
  column_type: string;
  sort: Defaulted<number>;
}

export interface UserChatAccountsTable {
  tenant_id: number;
  user_id: number;
  slot: number;
  client: string;
  account_id: string;
}

export interface PersonalInfoTable {
  user_id: number;
  tenant_id: number;
  one_word: Defaulted<string | null>;
  job_description: Defaulted<string | null>;
  url1: Defaulted<string | null>;
  url1_title: Defaulted<string | null>;
  url2: Defaulted<string | null>;
  url2_title: Defaulted<string | null>;
  url3: Defaulted<string | null>;
  url3_title: Defaulted<string | null>;
  ai_summary: Defaulted<string | null>;
  ai_summary_state: Defaulted<string>;
  ai_summary_updated_at: Defaulted<Date | null>;
  ai_summary_kind: Defaulted<string | null>;
  ai_summary_model: Defaulted<string | null>;
  ai_summary_lacking: Defaulted<string | null>;
  ai_summary_hidden: Defaulted<boolean>;
  updated_at: Timestamp;
}

export interface PersonalInfoTagsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  tag_type: string;
  tag_name: string;
  sort: Defaulted<number>;
}

export interface PersonalInfoBriefHistoriesTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  history_date: string;
  history_text: string;
}

export interface PersonalInfoAchievementsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  achievement_date: string;
  achievement_text: string;
}

export interface PersonalInfoCustomColsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  title: string;
  value: string | null;
  sort: Defaulted<number>;
}

export interface UserPresenceTable {
  user_id: number;
  tenant_id: number;
  status: string;
  updated_at: Timestamp;
}

export interface ScheduleItemsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  start_at: Date | string;
  end_at: Date | string;
  subject: string;
  status: string;
  location: string | null;
}

export interface FaceImagesTable {
  user_id: number;
  tenant_id: number;
  /** The image as uploaded, in the file storage (storedFiles.ts). */
  original_file_id: number;
  original_type: string;
  thumbnail: Uint8Array;
  thumbnail_type: string;
  updated_at: Timestamp;
}

/** The directory's tables, merged into `DatabaseSchema`. */
export interface DirectoryTables {
  tenant_view_columns: TenantViewColumnsTable;
  user_chat_accounts: UserChatAccountsTable;
  personal_info: PersonalInfoTable;
  personal_info_tags: PersonalInfoTagsTable;
  personal_info_brief_histories: PersonalInfoBriefHistoriesTable;
  personal_info_achievements: PersonalInfoAchievementsTable;
  personal_info_custom_cols: PersonalInfoCustomColsTable;
  user_presence: UserPresenceTable;
  schedule_items: ScheduleItemsTable;
  face_images: FaceImagesTable;
}
