/** Enumerations of spec 000 §3.2, §6 and part 3, as readonly tuples so valibot picklists and types share them. */

export const SERVICE_TYPES = ['ON_PREMISES', 'RENRAKU', 'OFFICELINK', 'THINCA', 'NESIC', 'KDDI'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const DEFAULT_SERVICE_TYPE: ServiceType = 'OFFICELINK';

export const TENANT_PROVIDE_TYPES = ['COMMERCIAL', 'TRIAL'] as const;
export type TenantProvideType = (typeof TENANT_PROVIDE_TYPES)[number];

export const CALL_CONTROL_MODES = [
  'VIEW_ONLY',
  'TEL_COLON',
  'DYNAMIC_SCHEME',
  'CUCM',
  'HIENG',
  'AVAYA',
  'PBX_API',
] as const;
export type CallControlMode = (typeof CALL_CONTROL_MODES)[number];

export const AUTHENTICATION_STATES = ['NEVER', 'AUTHENTICATED', 'INVALID'] as const;
export type AuthenticationState = (typeof AUTHENTICATION_STATES)[number];

export const USER_TYPES = ['REGULAR_USER', 'REGISTRATION_ONLY_USER', 'FACILITY'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Admin roles of §6.1; PAAPI belongs to the admin permission set too. */
export const ADMIN_ROLES = [
  'ADMIN_COMPANY',
  'ADMIN_DIVISION',
  'ADMIN_USER',
  'ADMIN_COMMON_CONTACT',
  'ADMIN_INFORMATION',
  'ADMIN_SANSAN_IMPORT',
  'ADMIN_ACTION_LOG',
  'ADMIN_AZURE_ACTIVE_DIRECTORY',
  'ADMIN_ACTIVE_DIRECTORY',
  'ADMIN_CUCM',
  'ADMIN_DIAL_PICKUP',
  'ADMIN_CMX',
  'ADMIN_EX_BEACON',
  'ADMIN_MERAKI',
  'ADMIN_SFDC',
  'ADMIN_ANPI',
  'ADMIN_IBASHO',
  'ADMIN_ATTENDANCE_LOG',
  'REQUEST_LOCATION',
  'AVAILABLE_ALL_COMMON_DIRECTORY',
  'ADMIN_GOTALK',
  'ADMIN_INTERNAL_CONTACT',
  'ADMIN_THANKS',
  'PAAPI',
] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/**
 * Virtual user features of §6.2. The spec also lists a templated `{token}` entry, so the wire type
 * stays an open string list; these are the names the rules read.
 */
export const VIRTUAL_ROLES = [
  'USER_GOTALK_AVAILABLE',
  'USER_GOTALK_LOG_AVAILABLE',
  'USER_PAAPI_AVAILABLE',
  'USER_PBX_FEATURE',
  'USER_OCR_TYPES_MACHINE',
  'USER_OCR_TYPES_REGOLITH',
  'V_TENANT_TOGO_AVAILABLE',
  'USER_INTERNAL_CONTACT_ADMIN',
  'USER_THANKS_AVAILABLE',
  'TENANT_O365_PRESENCE',
  'TENANT_O365_SCHEDULE',
  'TENANT_O365_DOCUMENT',
  'TENANT_O365_CONTACT',
  'TENANT_O365_CONSENT',
  'TENANT_GROUP_COMPANIES_AVAILABLE',
] as const;
export type VirtualRole = (typeof VIRTUAL_ROLES)[number];

/** Tenant features of §6.3, one name each. */
export const TENANT_FEATURES = [
  'TALK',
  'GOTALK',
  'CUSTOM_PRESENCE',
  'OFFICE_LINK',
  'ACTIVE_DIRECTORY',
  'SANSAN',
  'THINCA',
  'CIRQLE',
  'CMX',
  'MERAKI',
  'EX_BEACON',
  'IBASHO',
  'CUCM',
  'DIAL_PICKUP',
  'FILE_STORAGE',
  'INTELLIGENCE_NAVI',
  'AZURE_ACTIVE_DIRECTORY',
  'SFDC',
  'SPBX',
  'JOB_SITE',
  'ANPI',
  'CALL_SETTINGS',
  'OCR_MACHINE',
  'OCR_REGOLITH',
  'COMPANY_SEARCH',
  'PBX_API_OAUTH2_TENANT',
  'PBX_API_OAUTH2_USER',
  'TOGO',
  'THANKS',
  'PAAPI',
  'OUTLOOK_SYNC',
  'DIVISION_INTRODUCTION',
  'AI_SUMMARY',
  'FEEDBACK',
] as const;
export type TenantFeature = (typeof TENANT_FEATURES)[number];

/**
 * Scopes of API keys (002 §3). A person's own key offers the first five; a service connection of
 * the tenant may hold any of them.
 */
export const API_KEY_USER_SCOPES = [
  'USER_READ',
  'USER_WRITE',
  'DIVISION_WRITE',
  'EXTERNAL_CONTACTS_READ',
  'EXTERNAL_CONTACTS_WRITE',
] as const;
export type ApiKeyUserScope = (typeof API_KEY_USER_SCOPES)[number];

export const API_KEY_SCOPES = [
  'USER_READ',
  'USER_WRITE',
  'DIVISION_READ',
  'DIVISION_WRITE',
  'EXTERNAL_CONTACTS_READ',
  'EXTERNAL_CONTACTS_WRITE',
  'PHONE_NUM_CONTACT_READ',
  'CALL_HISTORY_READ',
  'CALL_HISTORY_WRITE',
  'DESTINATION_WRITE',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** How long a person's key lives (002 §3, §9). */
export const API_KEY_EXPIRIES = ['DAYS30', 'DAYS60', 'DAYS90', 'NO_EXPIRATION'] as const;
export type ApiKeyExpiry = (typeof API_KEY_EXPIRIES)[number];

/** A tenant feature or a virtual role: the union §6.3 calls the effective features. */
export type EffectiveFeature = TenantFeature | VirtualRole | (string & {});

/** Main menu entries of §2.1, in menu order. */
export const MAIN_MENU_ENTRIES = [
  'HOME',
  'GROUP_CONTACTS',
  'INTERNAL_CONTACTS',
  'EXTERNAL_CONTACTS',
  'COMPANIES',
  'CALL_HISTORY',
  'PLACE',
  'TALK',
  'GO_TALK',
  'INTELLIGENCE_NAVI',
  'SEARCH_DOCUMENT',
  'THANKS',
  'GROUP_COMPANIES',
  'ADMIN_MENU',
  'SETTINGS',
  'FEEDBACK',
] as const;
export type MainMenuEntry = (typeof MAIN_MENU_ENTRIES)[number];

/** Pages a user may choose as start page (§2.1). */
export const START_PAGES = [
  'HOME',
  'GROUP_CONTACTS',
  'INTERNAL_CONTACTS',
  'EXTERNAL_CONTACTS',
  'COMPANIES',
  'CALL_HISTORY',
  'PLACE',
  'TALK',
  'INTELLIGENCE_NAVI',
  'SEARCH_DOCUMENT',
  'GROUP_COMPANIES',
] as const;
export type StartPage = (typeof START_PAGES)[number];

/** Where the user lands after sign-in. */
export const DEST_MENU_TYPES = ['HOME', 'THANKS'] as const;
export type DestMenuType = (typeof DEST_MENU_TYPES)[number];

/** Default department display of the internal directory. */
export const DISP_TYPES = ['ALL', 'OWN_DIVISION', 'LAST_DIVISION'] as const;
export type DispType = (typeof DISP_TYPES)[number];

export const FREE_WORD_SEARCH_TYPES = ['FULLNAME', 'ALL'] as const;
export type FreeWordSearchType = (typeof FREE_WORD_SEARCH_TYPES)[number];

export const SEARCH_DIVISION_RANGES = ['LAST_SELECTED', 'ALL'] as const;
export type SearchDivisionRange = (typeof SEARCH_DIVISION_RANGES)[number];

/** Notice importance: 0 low, 1 middle, 2 high. */
export const NOTICE_IMPORTANCE = { LOW: 0, MIDDLE: 1, HIGH: 2 } as const;
export type NoticeImportance = (typeof NOTICE_IMPORTANCE)[keyof typeof NOTICE_IMPORTANCE];

export const OCR_TYPES = ['MACHINE', 'REGOLITH'] as const;
export type OcrType = (typeof OCR_TYPES)[number];

/**
 * Who of the tenant may use an OCR type the tenant has: everyone, only the people given it
 * (their virtual role `USER_OCR_TYPES_<type>`), or no one.
 */
export const OCR_USERS = ['EVERYONE', 'GRANTED', 'NOBODY'] as const;
export type OcrUsers = (typeof OCR_USERS)[number];

/** Admin area entries of §6.4. */
export const ADMIN_ENTRIES = [
  'COMPANY',
  'DIVISION',
  'USER',
  'TOGO',
  'COMMON_CONTACT',
  'INFORMATION',
  'ACTION_LOG',
  'SANSAN_IMPORT',
  'GOTALK',
  'AZURE_ACTIVE_DIRECTORY',
  'ACTIVE_DIRECTORY',
  'CUCM',
  'DIAL_PICKUP',
  'CMX',
  'EX_BEACON',
  'MERAKI',
  'IBASHO',
  'THANKS',
  'SFDC',
  'ANPI',
  'PAAPI',
  'INTERNAL_CONTACT',
] as const;
export type AdminEntry = (typeof ADMIN_ENTRIES)[number];

/** Value of the error-code response header when the caller's address is outside the allow-list. */
export const IP_ADDRESS_REJECTED = 'IP_ADDRESS_REJECTED';
/** Response header that carries a machine-readable error code. */
export const ERROR_CODE_HEADER = 'X-Error-Code';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Value of the error-code response header when a write's XSRF header does not repeat its cookie. */
export const XSRF_TOKEN_MISSING = 'XSRF_TOKEN_MISSING';

/** How field search matches: anywhere in the value, or at its start (spec 001 §5). */
export const SEARCH_TYPES = ['PARTIAL', 'FORWARD'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
