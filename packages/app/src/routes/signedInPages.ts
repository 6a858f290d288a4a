import type { AdminEntry } from '@kizuna/api-client/contract';
import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import type { PageRequirements, ShellLoaders } from '../features/session';
import { ADMIN_ENTRY_PATHS } from '../menu/menuTargets';

type PageLoader = (loaders: ShellLoaders, requirements: PageRequirements) => LoaderFunction;

/**
 * A page's own loader, whose module loads on the first entry to one of its pages (the first screen
 * carries none of them); it is made once, as a loader in the table would be. A module that did not
 * load is asked for again on the next entry.
 */
function loadedLoader(load: () => Promise<PageLoader>): PageLoader {
  return (loaders, requirements) => {
    let made: Promise<LoaderFunction> | undefined;
    return async (args, context) => {
      made ??= load().then(
        (create) => create(loaders, requirements),
        (error: unknown) => {
          made = undefined;
          throw error;
        },
      );
      return (await made)(args, context);
    };
  };
}

const externalContactLoaders = () => import('../features/externalContacts/externalContactLoaders');

/** One page under the signed-in layout, as data. */
export interface PageRoute {
  /** Path under `/front`. */
  path: string;
  /** The checks of the page's entry (spec 000 §2.2): menu or admin entry, parameters. */
  requirements: PageRequirements;
  /** The page's own loader, when it checks more than the shell does. */
  loader?: PageLoader;
  shouldRevalidate?: ShouldRevalidateFunction;
  /**
   * The route module, loaded on the first visit: its name in the page-module table
   * (`pageModules.ts`, a small chunk of its own loaded with the first page other than home), or
   * home's own import, which the first screen carries. Absent for a page a later version builds:
   * it is declared with its real checks and shows the 404 page until then.
   */
  page?: string | (() => Promise<ComponentType>);
  /**
   * The page shows messages of the catalogue's `app` part only (home, the first screen after
   * signing in), so it does not wait for the `pages` part.
   */
  appMessagesOnly?: true;
}

type MenuAccess = Extract<PageRequirements['access'], { menu: string }>['menu'];

function menu(entry: MenuAccess, extra: Omit<PageRequirements, 'access'> = {}): PageRequirements {
  return { access: { menu: entry }, ...extra };
}

function admin(entry: AdminEntry): PageRequirements {
  return { access: { admin: entry } };
}

/** The built page of each admin entry's own path (`ADMIN_ENTRY_PATHS`). */
const ADMIN_PAGES: Partial<Record<AdminEntry, PageRoute['page']>> = {
  TOGO: 'TogoAdminRoute',
  INTERNAL_CONTACT: 'InternalContactAdminRoute',
  COMMON_CONTACT: 'CommonContactAdminRoute',
  INFORMATION: 'InformationAdminRoute',
  THANKS: 'ThanksSettingsRoute',
  DIVISION: 'DivisionAdminRoute',
  AZURE_ACTIVE_DIRECTORY: 'AzureActiveDirectoryRoute',
  ACTIVE_DIRECTORY: 'ActiveDirectoryAdminRoute',
  USER: 'UserAdminRoute',
  COMPANY: 'CompanySettingsRoute',
  ACTION_LOG: 'ActionLogRoute',
  PAAPI: 'ApiServicesRoute',
  ANPI: 'AnpiPermissionsRoute',
  IBASHO: 'PlaceFloorsRoute',
  MERAKI: 'MerakiAdminRoute',
  CMX: 'CmxAdminRoute',
  CUCM: 'PhoneSystemAdminRoute',
  EX_BEACON: 'BeaconAdminRoute',
  SANSAN_IMPORT: 'SansanImportRoute',
  DIAL_PICKUP: 'DialPickupAdminRoute',
};

const EXTERNAL_FOLDER = { folderTypeParams: ['folderType'], numericParams: ['folderId'] };
const EXTERNAL_CONTACT = { folderTypeParams: ['folderType'], numericParams: ['contactId'] };

/** Every page of the signed-in layout, in the order of spec 000 §2.2. */
export const SIGNED_IN_PAGES: readonly PageRoute[] = [
  {
    path: 'home',
    requirements: menu('HOME'),
    page: () => import('./HomeRoute').then((m) => m.HomeRoute),
    appMessagesOnly: true,
  },
  {
    // Behind the bell's 「すべてのお知らせ」: everyone who has home reads the notices.
    path: 'notices',
    requirements: menu('HOME'),
    page: 'NoticesRoute',
  },
  {
    path: 'settings',
    requirements: menu('SETTINGS'),
    page: 'SettingsHubRoute',
  },
  {
    path: 'settings/user',
    requirements: menu('SETTINGS'),
    page: 'UserSettingsRoute',
  },
  {
    // My profile: everyone signed in has settings, and so a profile of their own.
    path: 'profile',
    requirements: menu('SETTINGS'),
    page: 'ProfileRoute',
  },
  {
    path: 'admin',
    requirements: menu('ADMIN_MENU'),
    page: 'AdminIndexRoute',
  },
  {
    path: 'internalContacts',
    requirements: menu('INTERNAL_CONTACTS'),
    page: 'InternalContactsRoute',
  },
  {
    path: 'internalContacts/detail/:id',
    requirements: menu('INTERNAL_CONTACTS', { numericParams: ['id'] }),
    loader: loadedLoader(() =>
      import('../features/internalContacts/internalContactDetailLoader').then(
        (m) => m.createInternalContactDetailLoader,
      ),
    ),
    page: 'InternalContactDetailRoute',
  },
  {
    path: 'internalContacts/whereabouts/:divisionId',
    requirements: menu('INTERNAL_CONTACTS', { numericParams: ['divisionId'] }),
    page: 'WhereaboutsBoardRoute',
  },
  {
    path: 'externalContacts',
    requirements: menu('EXTERNAL_CONTACTS'),
    page: 'ExternalContactsRoute',
  },
  {
    path: 'externalContacts/:folderType/:folderId/importVcfResult',
    requirements: menu('EXTERNAL_CONTACTS', EXTERNAL_FOLDER),
    page: 'ImportVcfResultRoute',
  },
  {
    path: 'externalContacts/:folderType/add/:folderId',
    requirements: menu('EXTERNAL_CONTACTS', EXTERNAL_FOLDER),
    loader: loadedLoader(() => externalContactLoaders().then((m) => m.createAddContactLoader)),
    page: 'ExternalContactAddRoute',
  },
  {
    path: 'externalContacts/:folderType/detail/:contactId',
    requirements: menu('EXTERNAL_CONTACTS', EXTERNAL_CONTACT),
    loader: loadedLoader(() =>
      externalContactLoaders().then(
        (m) => (loaders: ShellLoaders, requirements: PageRequirements) =>
          m.createContactLoader(loaders, requirements, 'detail'),
      ),
    ),
    page: 'ExternalContactDetailRoute',
  },
  {
    path: 'externalContacts/:folderType/detail/:contactId/edit',
    requirements: menu('EXTERNAL_CONTACTS', EXTERNAL_CONTACT),
    loader: loadedLoader(() =>
      externalContactLoaders().then(
        (m) => (loaders: ShellLoaders, requirements: PageRequirements) =>
          m.createContactLoader(loaders, requirements, 'edit'),
      ),
    ),
    page: 'ExternalContactEditRoute',
  },
  {
    path: 'externalContacts/importVcfResultDetails/:fileId',
    requirements: menu('EXTERNAL_CONTACTS', { numericParams: ['fileId'] }),
    page: 'ImportVcfResultDetailsRoute',
  },
  {
    path: 'groupContacts',
    requirements: menu('GROUP_CONTACTS'),
    page: 'GroupContactsRoute',
  },
  {
    path: 'groupCompanies/groupCompanyList',
    requirements: menu('GROUP_COMPANIES'),
    page: 'GroupCompanyListRoute',
  },
  {
    path: 'groupCompanies/:groupTenantId/users',
    requirements: menu('GROUP_COMPANIES', { numericParams: ['groupTenantId'] }),
    loader: loadedLoader(() =>
      import('../features/groupCompanies/groupCompanyLoader').then((m) => m.createGroupCompanyLoader),
    ),
    // The division, word and page live in the query: only another company reloads the page data.
    shouldRevalidate: ({ currentParams, nextParams, defaultShouldRevalidate }) =>
      currentParams.groupTenantId !== nextParams.groupTenantId && defaultShouldRevalidate,
    page: 'GroupCompanyUsersRoute',
  },
  {
    path: 'companies/companyList',
    requirements: menu('COMPANIES'),
    page: 'CompanyListRoute',
  },
  {
    path: 'callHistory/:callHistoryType',
    requirements: menu('CALL_HISTORY', { enumParams: { callHistoryType: ['incoming', 'outgoing'] } }),
    page: 'CallHistoryRoute',
  },
  {
    path: 'floors',
    requirements: menu('PLACE'),
    page: 'FloorListRoute',
  },
  {
    path: 'floors/:floorId',
    requirements: menu('PLACE', { numericParams: ['floorId'] }),
    page: 'FloorMapRoute',
  },
  {
    path: 'gotalk',
    requirements: menu('TALK'),
    page: 'TalkRoute',
  },
  { path: 'voiceTalk', requirements: menu('GO_TALK') },
  { path: 'intelligenceNavi', requirements: menu('INTELLIGENCE_NAVI') },
  { path: 'searchDocument', requirements: menu('SEARCH_DOCUMENT') },
  {
    path: 'thanks',
    requirements: menu('THANKS'),
    page: 'ThanksRoute',
  },
  {
    // Safety checks that ask the person (everyone of a tenant with ANPI; the page says when off).
    path: 'anpi',
    requirements: menu('HOME'),
    page: 'MyAnpiRoute',
  },
  {
    path: 'anpi/checks/:checkId',
    requirements: menu('HOME', { numericParams: ['checkId'] }),
    page: 'AnpiResultsRoute',
  },
  {
    path: 'settings/group',
    requirements: menu('SETTINGS'),
    page: 'GroupSettingsRoute',
  },
  {
    path: 'settings/apiKey',
    requirements: menu('SETTINGS'),
    page: 'ApiKeysRoute',
  },
  {
    path: 'settings/cucmSettings',
    requirements: menu('SETTINGS'),
    page: 'CallSettingsRoute',
  },
  {
    path: 'settings/cucmSettings/callRejectionSettings',
    requirements: menu('SETTINGS'),
    page: 'CallRejectionSettingsRoute',
  },
  {
    path: 'settings/cucmSettings/callRejectionSettings/importResult',
    requirements: menu('SETTINGS'),
    page: 'CallRejectionImportResultRoute',
  },
  {
    path: 'settings/cucmSettings/callRejectionSettings/importResultDetail/:fileId',
    requirements: menu('SETTINGS', { numericParams: ['fileId'] }),
    page: 'CallRejectionImportResultDetailRoute',
  },
  {
    path: 'settings/localContactsUploadHistory',
    requirements: menu('SETTINGS'),
    page: 'UploadHistoryRoute',
  },
  {
    path: 'settings/localContactsUploadHistory/detail/:uploadHistoryId',
    requirements: menu('SETTINGS', { numericParams: ['uploadHistoryId'] }),
    page: 'UploadHistoryDetailRoute',
  },
  { path: 'settings/outlookSyncSettings', requirements: menu('SETTINGS') },
  {
    path: 'settings/location',
    requirements: menu('PLACE'),
    page: 'MyLocationSettingsRoute',
  },
  {
    path: 'settings/pbxApiSettings',
    requirements: menu('SETTINGS'),
    page: 'PbxApiSettingsPage',
  },
  {
    path: 'settings/pbxApiAuthorize',
    requirements: menu('SETTINGS'),
    page: 'PbxApiAuthorizePage',
  },
  ...Object.entries(ADMIN_ENTRY_PATHS).map(([entry, path]) => ({
    path: path.slice(1),
    requirements: admin(entry as AdminEntry),
    page: ADMIN_PAGES[entry as AdminEntry],
  })),
  {
    path: 'admin/information/:informationId/reads',
    requirements: { ...admin('INFORMATION'), numericParams: ['informationId'] },
    page: 'NoticeReadsRoute',
  },
  {
    path: 'admin/company/destinations',
    requirements: admin('COMPANY'),
    page: 'DestinationsAdminRoute',
  },
  {
    path: 'admin/anpi/quake',
    requirements: admin('ANPI'),
    page: 'AnpiQuakeRoute',
  },
  {
    path: 'admin/thanks/logs',
    requirements: admin('THANKS'),
    page: 'ThanksLogsRoute',
  },
  {
    path: 'admin/thanks/stamps',
    requirements: admin('THANKS'),
    page: 'ThanksStampsRoute',
  },
  {
    path: 'admin/ibasho/floors/:floorId',
    requirements: { ...admin('IBASHO'), numericParams: ['floorId'] },
    page: 'PlaceFloorRoute',
  },
  {
    path: 'admin/ibasho/settings',
    requirements: admin('IBASHO'),
    page: 'LocationSettingsRoute',
  },
  {
    path: 'admin/anpi/checks',
    requirements: admin('ANPI'),
    page: 'AnpiChecksRoute',
  },
  {
    path: 'admin/user/new',
    requirements: admin('USER'),
    page: 'UserAddRoute',
  },
  {
    path: 'admin/user/:userId',
    requirements: { ...admin('USER'), numericParams: ['userId'] },
    page: 'UserEditRoute',
  },
  {
    path: 'admin/user/invitations',
    requirements: admin('USER'),
    page: 'InvitationsAdminRoute',
  },
];
