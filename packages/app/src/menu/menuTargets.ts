import type { AdminEntry, MainMenuEntry, StartPage } from '@kizuna/api-client/contract';
import { START_PAGE_MENU_ENTRY } from '@kizuna/api-client/rules';

/** Route (under `/front`) each main-menu entry opens. FEEDBACK opens the tenant's feedback URL instead. */
export const MAIN_MENU_PATHS: Record<Exclude<MainMenuEntry, 'FEEDBACK'>, string> = {
  HOME: '/home',
  GROUP_CONTACTS: '/groupContacts',
  INTERNAL_CONTACTS: '/internalContacts',
  EXTERNAL_CONTACTS: '/externalContacts',
  COMPANIES: '/companies/companyList',
  CALL_HISTORY: '/callHistory/incoming',
  PLACE: '/floors',
  TALK: '/gotalk',
  GO_TALK: '/voiceTalk',
  INTELLIGENCE_NAVI: '/intelligenceNavi',
  SEARCH_DOCUMENT: '/searchDocument',
  THANKS: '/thanks',
  GROUP_COMPANIES: '/groupCompanies/groupCompanyList',
  ADMIN_MENU: '/admin',
  SETTINGS: '/settings',
};

/** Message key of each entry's label. */
export function mainMenuLabelKey(entry: MainMenuEntry): string {
  return `menu.main.${entry}`;
}

/** Route (under `/front`) of each admin-area entry. */
export const ADMIN_ENTRY_PATHS: Record<AdminEntry, string> = {
  COMPANY: '/admin/company',
  DIVISION: '/admin/division',
  USER: '/admin/user',
  TOGO: '/admin/togo',
  COMMON_CONTACT: '/admin/commonContact',
  INFORMATION: '/admin/information',
  ACTION_LOG: '/admin/actionLog',
  SANSAN_IMPORT: '/admin/sansanImport',
  GOTALK: '/admin/gotalk',
  AZURE_ACTIVE_DIRECTORY: '/admin/azureActiveDirectory',
  ACTIVE_DIRECTORY: '/admin/activeDirectory',
  CUCM: '/admin/cucm',
  DIAL_PICKUP: '/admin/dialPickup',
  CMX: '/admin/cmx',
  EX_BEACON: '/admin/exBeacon',
  MERAKI: '/admin/meraki',
  IBASHO: '/admin/ibasho',
  THANKS: '/admin/thanks/settings',
  SFDC: '/admin/sfdc',
  ANPI: '/admin/anpi/users/companyLevelPermissions',
  PAAPI: '/admin/api/serviceConnect',
  INTERNAL_CONTACT: '/admin/internalContact',
};

export function adminEntryLabelKey(entry: AdminEntry): string {
  return `menu.admin.${entry}`;
}

/** Route (under `/front`) each start page opens. */
export function startPagePath(page: StartPage): string {
  return MAIN_MENU_PATHS[START_PAGE_MENU_ENTRY[page]];
}
