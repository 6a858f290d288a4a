import type { OcrUsers, StartPage } from '@kizuna/api-client/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ActiveDirectoryTables } from '../modules/activeDirectory/index.js';
import type { ApiKeyTables } from '../modules/apiKeys/index.js';
import type { AiSummaryTables } from '../modules/aiSummary/index.js';
import type { AnpiTables } from '../modules/anpi/index.js';
import type { AnpiQuakeTables } from '../modules/anpiQuake/index.js';
import type { BusinessCardTables } from '../modules/businessCards/index.js';
import type { CallTables, PbxApiTables } from '../modules/calls/index.js';
import type { CompanyDirectoryTables } from '../modules/companyDirectory/index.js';
import type { ContactGroupTables } from '../modules/contactGroups/index.js';
import type { ContactImportTables } from '../modules/contactImport/index.js';
import type { DestinationTables } from '../modules/destinations/index.js';
import type { DigitalCardTables } from '../modules/digitalCard/index.js';
import type { ExternalContactTables } from '../modules/externalContacts/index.js';
import type { GroupCompanyTables } from '../modules/groupCompanies/index.js';
import type { EditDelegationTables } from '../modules/internalContacts/index.js';
import type { ImportJobTables } from '../modules/importJobs/index.js';
import type { SansanImportTables } from '../modules/sansanImport/index.js';
import type { LocationVendorTables } from '../modules/locationVendors/index.js';
import type { MailTables } from '../modules/mail/index.js';
import type { PlaceTables } from '../modules/location/index.js';
import type { ScimTables } from '../modules/scim/index.js';
import type { OperatorConsoleTables } from '../modules/operatorConsole/index.js';
import type { OperatorAuditTables } from '../modules/tenants/index.js';
import type { TalkTables } from '../modules/talk/index.js';
import type { ThanksTables } from '../modules/thanks/index.js';
import type { DirectoryTables, DivisionDirectoryColumns, UserDirectoryColumns } from './directoryTables.js';
import type { Defaulted, Timestamp } from './columnTypes.js';

export interface TenantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  provide_type: Defaulted<'COMMERCIAL' | 'TRIAL'>;
  service_type: Defaulted<string>;
  call_control_mode: Defaulted<string>;
  call_control_dynamic_scheme: string | null;
  copy_inhibit: Defaulted<boolean>;
  hide_user_type: Defaulted<boolean>;
  ip_allow_list: Defaulted<string[]>;
  organization_name: string | null;
  organization_address: string | null;
  organization_url: string | null;
  organization_phone: string | null;
  session_timeout_next_url: string | null;
  ai_summary_enabled: Defaulted<boolean>;
  ai_summary_prompt_type: string | null;
  feedback_url: string | null;
  search_division_range: Defaulted<string>;
  free_word_search_type: Defaulted<string>;
  password_allow_uid: Defaulted<boolean>;
  app_link_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** How many external contacts the licence allows; null means no limit. */
  external_contact_limit: number | null;
  /** The language names Kizuna makes for the tenant's people are in (the first five groups). */
  default_language: Defaulted<'ja' | 'en'>;
  /** Minutes a session may stay idle; null follows the server's setting. */
  session_idle_minutes: number | null;
  /** Start page of people who have not chosen one; null is HOME. */
  default_start_page: StartPage | null;
  /** User edit fields people may change themselves; null follows the view columns. */
  self_editable_fields: string[] | null;
  /** The expiry choices (`API_KEY_EXPIRIES`) the tenant's people may give their API keys. */
  api_key_expiries: Defaulted<string[]>;
  /** The personal API-key scopes (`API_KEY_USER_SCOPES`) the tenant allows. */
  api_key_user_scopes: Defaulted<string[]>;
  /** People may export common / personal folders (copy inhibit refuses both whatever these say). */
  contact_export_common: Defaulted<boolean>;
  contact_export_personal: Defaulted<boolean>;
  /** Meeting and chat links on contact pages (with the office-link feature). */
  meeting_link_enabled: Defaulted<boolean>;
  chat_link_enabled: Defaulted<boolean>;
  /** The collaboration-suite tab may sign in (`/front/login?store=1`). */
  store_sign_in_enabled: Defaulted<boolean>;
  /** Who may use each OCR type the tenant has (`OCR_USERS`). */
  ocr_machine_users: Defaulted<OcrUsers>;
  ocr_regolith_users: Defaulted<OcrUsers>;
  /** When a TRIAL ends; null: no end set (a COMMERCIAL tenant has none). */
  trial_ends_at: Timestamp | null;
  /** How many people the licence allows; null means no limit. */
  licensed_users: number | null;
  /** Set while the operator has the tenant suspended: no sessions, no sign-in. */
  suspended_at: Timestamp | null;
}

/** The tenant's logo; `version` grows with each replacement. */
export interface TenantLogosTable {
  tenant_id: number;
  /** Null once removed: the row keeps the version, so the next upload gets a new one. */
  image: Uint8Array | null;
  content_type: string | null;
  version: Defaulted<number>;
  updated_at: Timestamp;
}

export interface TenantFeaturesTable {
  tenant_id: number;
  feature: string;
}

export interface DivisionsTable extends DivisionDirectoryColumns {
  id: Generated<number>;
  tenant_id: number;
  parent_id: number | null;
  name: string;
  name_kana: Defaulted<string>;
  sort: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable extends UserDirectoryColumns {
  id: Generated<number>;
  tenant_id: number;
  account_id: string;
  password_hash: string;
  password_changed_at: Timestamp;
  password_change_reason: Defaulted<'INITIAL' | 'POLICY' | 'EXPIRED' | null>;
  enabled: Defaulted<boolean>;
  fullname: string;
  fullname_kana: Defaulted<string>;
  fullname_alphabet: Defaulted<string>;
  email: string | null;
  extension_num: string | null;
  phone_num: string | null;
  mobile_num: string | null;
  /** phone_num's and mobile_num's digits (and + * #), kept by PostgreSQL (migration 0037). */
  phone_digits: ColumnType<string, never, never>;
  mobile_digits: ColumnType<string, never, never>;
  user_type: Defaulted<'REGULAR_USER' | 'REGISTRATION_ONLY_USER' | 'FACILITY'>;
  level: Defaulted<number>;
  post: string | null;
  position: string | null;
  employee_num: string | null;
  is_admin: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserDivisionsTable {
  tenant_id: number;
  user_id: number;
  division_id: number;
  is_primary: Defaulted<boolean>;
  sort: Defaulted<number>;
}

export interface UserRolesTable {
  tenant_id: number;
  user_id: number;
  role: string;
}

export interface SessionsTable {
  id_hash: string;
  tenant_id: number;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** Signed in from the collaboration-suite tab (`/front/login?store=1`): sign-out returns there. */
  embedded: Defaulted<boolean>;
}

/** An invitation by e-mail; `token_hash` is the hex SHA-256 of the token the link carries. */
export interface UserInvitationsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  email: string;
  token_hash: string;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  /** INVITATION activates a new account; PASSWORD_RESET sets a new password of an existing one. */
  purpose: ColumnType<LinkPurpose, LinkPurpose | undefined, LinkPurpose>;
}

export type LinkPurpose = 'INVITATION' | 'PASSWORD_RESET';

export interface InformationTable {
  id: Generated<number>;
  tenant_id: number;
  title: string;
  memo: string;
  important: Defaulted<number>;
  start_at: Timestamp;
  end_at: Date | null;
  indefinite_period: Defaulted<boolean>;
  enabled: Defaulted<boolean>;
  must_read: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Append-only: a trigger refuses updates, and deletes of entries younger than 400 days. */
export interface AdminActionLogTable {
  id: Generated<number>;
  tenant_id: number;
  actor_user_id: number | null;
  at: Timestamp;
  ip: Defaulted<string>;
  action: string;
  target: string;
  /** Written as JSON text, read back parsed. */
  before: ColumnType<unknown, string | null, never> | null;
  after: ColumnType<unknown, string | null, never> | null;
  /**
   * Who acted, in words: a SCIM token (`actor_user_id` null), or the person as they were named
   * then (`name (account id)`), which stays when they are deleted.
   */
  actor_label: Defaulted<string | null>;
}

export interface InformationReadsTable {
  tenant_id: number;
  information_id: number;
  user_id: number;
  read_at: Timestamp;
}

export interface UserSettingsTable {
  user_id: number;
  tenant_id: number;
  login_dest_menu_type: Defaulted<'HOME' | 'THANKS'>;
  /** Null until the person chooses one: the tenant's default applies. */
  start_page: Defaulted<StartPage | null>;
  internal_disp_type: Defaulted<'ALL' | 'OWN_DIVISION' | 'LAST_DIVISION'>;
  internal_division_ids: Defaulted<number[]>;
  confirm_before_calling: Defaulted<boolean>;
  updated_at: Timestamp;
}

export interface FcmTokensTable {
  user_id: number;
  tenant_id: number;
  token: string;
  updated_at: Timestamp;
}

export interface SignInSlotsTable {
  bucket: string;
  window_started_at: Date | string;
  used: number;
}

/** One tenant's, or one of its people's, count of a rate-limited action in the current window. */
export interface ActionLimitSlotsTable {
  tenant_id: number;
  bucket: string;
  window_started_at: Date | string;
  used: number;
}

export interface SignInKnownAddressesTable {
  tenant_id: number;
  user_id: number;
  address: string;
  last_signed_in_at: Date | string;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Timestamp;
}

export interface DatabaseSchema
  extends
    DirectoryTables,
    AiSummaryTables,
    ApiKeyTables,
    AnpiTables,
    AnpiQuakeTables,
    BusinessCardTables,
    CallTables,
    CompanyDirectoryTables,
    GroupCompanyTables,
    LocationVendorTables,
    ActiveDirectoryTables,
    ContactGroupTables,
    ContactImportTables,
    DestinationTables,
    DigitalCardTables,
    EditDelegationTables,
    ExternalContactTables,
    ImportJobTables,
    MailTables,
    PbxApiTables,
    PlaceTables,
    OperatorAuditTables,
    OperatorConsoleTables,
    SansanImportTables,
    ScimTables,
    TalkTables,
    ThanksTables {
  tenants: TenantsTable;
  tenant_features: TenantFeaturesTable;
  tenant_logos: TenantLogosTable;
  divisions: DivisionsTable;
  users: UsersTable;
  user_divisions: UserDivisionsTable;
  user_roles: UserRolesTable;
  user_virtual_roles: UserRolesTable;
  sessions: SessionsTable;
  user_invitations: UserInvitationsTable;
  information: InformationTable;
  information_reads: InformationReadsTable;
  admin_action_log: AdminActionLogTable;
  user_settings: UserSettingsTable;
  fcm_tokens: FcmTokensTable;
  sign_in_slots: SignInSlotsTable;
  action_limit_slots: ActionLimitSlotsTable;
  sign_in_known_addresses: SignInKnownAddressesTable;
  schema_migrations: SchemaMigrationsTable;
}

export type TenantRow = Selectable<TenantsTable>;
export type UserRow = Selectable<UsersTable>;
