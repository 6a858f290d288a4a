import type { AdminEntry } from '@kizuna/api-client/contract';
import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import {
  createAddContactLoader,
  createContactLoader,
} from '../features/externalContacts/externalContactLoaders';
import { createGroupCompanyLoader } from '../features/groupCompanies/groupCompanyLoader';
import { createInternalContactDetailLoader } from '../features/internalContacts/internalContactDetailLoader';
import type { PageRequirements, ShellLoaders } from '../features/session';
import { ADMIN_ENTRY_PATHS } from '../menu/menuTargets';

/** One page under the signed-in layout, as data. */
export interface PageRoute {
  /** Path under `/front`. */
  path: string;
  /** The checks of the page's entry (spec 000 §2.2): menu or admin entry, parameters. */
  requirements: PageRequirements;
  /** The page's own loader, when it checks more than the shell does. */
  loader?: (loaders: ShellLoaders, requirements: PageRequirements) => LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  /**
   * The route module, loaded on the first visit. Absent for a page a later version builds: it is
   * declared with its real checks and shows the 404 page until then.
   */
  page?: () => Promise<ComponentType>;
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
  TOGO: () => import('./TogoAdminRoute').then((m) => m.TogoAdminRoute),
  INTERNAL_CONTACT: () => import('./InternalContactAdminRoute').then((m) => m.InternalContactAdminRoute),
  COMMON_CONTACT: () => import('./CommonContactAdminRoute').then((m) => m.CommonContactAdminRoute),
  INFORMATION: () => import('./InformationAdminRoutes').then((m) => m.InformationAdminRoute),
  THANKS: () => import('./ThanksAdminRoutes').then((m) => m.ThanksSettingsRoute),
  DIVISION: () => import('./DivisionAdminRoute').then((m) => m.DivisionAdminRoute),
  AZURE_ACTIVE_DIRECTORY: () => import('./ScimAdminRoutes').then((m) => m.AzureActiveDirectoryRoute),
  ACTIVE_DIRECTORY: () => import('./ScimAdminRoutes').then((m) => m.ActiveDirectoryRoute),
  USER: () => import('./UserAdminRoutes').then((m) => m.UserAdminRoute),
  COMPANY: () => import('./CompanyAdminRoutes').then((m) => m.CompanySettingsRoute),
  ACTION_LOG: () => import('./CompanyAdminRoutes').then((m) => m.ActionLogRoute),
  PAAPI: () => import('./ApiKeyRoutes').then((m) => m.ApiServicesRoute),
  ANPI: () => import('./AnpiAdminRoutes').then((m) => m.AnpiPermissionsRoute),
  IBASHO: () => import('./PlacesAdminRoutes').then((m) => m.PlaceFloorsRoute),
  MERAKI: () => import('./LocationVendorAdminRoutes').then((m) => m.MerakiAdminRoute),
  CMX: () => import('./LocationVendorAdminRoutes').then((m) => m.CmxAdminRoute),
  EX_BEACON: () => import('./LocationVendorAdminRoutes').then((m) => m.BeaconAdminRoute),
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
    path: 'settings',
    requirements: menu('SETTINGS'),
    page: () => import('./SettingsHubRoute').then((m) => m.SettingsHubRoute),
  },
  {
    path: 'settings/user',
    requirements: menu('SETTINGS'),
    page: () => import('./UserSettingsRoute').then((m) => m.UserSettingsRoute),
  },
  {
    // My profile: everyone signed in has settings, and so a profile of their own.
    path: 'profile',
    requirements: menu('SETTINGS'),
    page: () => import('./ProfileRoute').then((m) => m.ProfileRoute),
  },
  {
    path: 'admin',
    requirements: menu('ADMIN_MENU'),
    page: () => import('./AdminIndexRoute').then((m) => m.AdminIndexRoute),
  },
  {
    path: 'internalContacts',
    requirements: menu('INTERNAL_CONTACTS'),
    page: () => import('./InternalContactsRoute').then((m) => m.InternalContactsRoute),
  },
  {
    path: 'internalContacts/detail/:id',
    requirements: menu('INTERNAL_CONTACTS', { numericParams: ['id'] }),
    loader: createInternalContactDetailLoader,
    page: () => import('./InternalContactDetailRoute').then((m) => m.InternalContactDetailRoute),
  },
  {
    path: 'internalContacts/whereabouts/:divisionId',
    requirements: menu('INTERNAL_CONTACTS', { numericParams: ['divisionId'] }),
    page: () => import('./WhereaboutsBoardRoute').then((m) => m.WhereaboutsBoardRoute),
  },
  {
    path: 'externalContacts',
    requirements: menu('EXTERNAL_CONTACTS'),
    page: () => import('./ExternalContactsRoute').then((m) => m.ExternalContactsRoute),
  },
  {
    path: 'externalContacts/:folderType/:folderId/importVcfResult',
    requirements: menu('EXTERNAL_CONTACTS', EXTERNAL_FOLDER),
    page: () => import('./ImportVcfResultRoute').then((m) => m.ImportVcfResultRoute),
  },
  {
    path: 'externalContacts/:folderType/add/:folderId',
    requirements: menu('EXTERNAL_CONTACTS', EXTERNAL_FOLDER),
    loader: createAddContactLoader,
    page: () => import('./ExternalContactAddRoute').then((m) => m.ExternalContactAddRoute),
  },
  {
    path: 'externalContacts/:folderType/detail/:contactId',
    requirements: menu('EXTERNAL_CONTACTS', EXTERNAL_CONTACT),
    loader: (loaders, requirements) => createContactLoader(loaders, requirements, 'detail'),
    page: () => import('./ExternalContactDetailRoute').then((m) => m.ExternalContactDetailRoute),
  },
  {
    path: 'externalContacts/:folderType/detail/:contactId/edit',
    requirements: menu('EXTERNAL_CONTACTS', EXTERNAL_CONTACT),
    loader: (loaders, requirements) => createContactLoader(loaders, requirements, 'edit'),
    page: () => import('./ExternalContactEditRoute').then((m) => m.ExternalContactEditRoute),
  },
  {
    path: 'externalContacts/importVcfResultDetails/:fileId',
    requirements: menu('EXTERNAL_CONTACTS', { numericParams: ['fileId'] }),
    page: () => import('./ImportVcfResultDetailsRoute').then((m) => m.ImportVcfResultDetailsRoute),
  },
  {
    path: 'groupContacts',
    requirements: menu('GROUP_CONTACTS'),
    page: () => import('./GroupContactsRoute').then((m) => m.GroupContactsRoute),
  },
  {
    path: 'groupCompanies/groupCompanyList',
    requirements: menu('GROUP_COMPANIES'),
    page: () => import('./GroupCompanyListRoute').then((m) => m.GroupCompanyListRoute),
  },
  {
    path: 'groupCompanies/:groupTenantId/users',
    requirements: menu('GROUP_COMPANIES', { numericParams: ['groupTenantId'] }),
    loader: createGroupCompanyLoader,
    // The division, word and page live in the query: only another company reloads the page data.
    shouldRevalidate: ({ currentParams, nextParams, defaultShouldRevalidate }) =>
      currentParams.groupTenantId !== nextParams.groupTenantId && defaultShouldRevalidate,
    page: () => import('./GroupCompanyUsersRoute').then((m) => m.GroupCompanyUsersRoute),
  },
  {
    path: 'companies/companyList',
    requirements: menu('COMPANIES'),
    page: () => import('./CompanyListRoute').then((m) => m.CompanyListRoute),
  },
  {
    path: 'callHistory/:callHistoryType',
    requirements: menu('CALL_HISTORY', { enumParams: { callHistoryType: ['incoming', 'outgoing'] } }),
    page: () => import('./CallHistoryRoute').then((m) => m.CallHistoryRoute),
  },
  {
    path: 'floors',
    requirements: menu('PLACE'),
    page: () => import('./FloorRoutes').then((m) => m.FloorListRoute),
  },
  {
    path: 'floors/:floorId',
    requirements: menu('PLACE', { numericParams: ['floorId'] }),
    page: () => import('./FloorRoutes').then((m) => m.FloorMapRoute),
  },
  {
    path: 'gotalk',
    requirements: menu('TALK'),
    page: () => import('./TalkRoute').then((m) => m.TalkRoute),
  },
  { path: 'voiceTalk', requirements: menu('GO_TALK') },
  { path: 'intelligenceNavi', requirements: menu('INTELLIGENCE_NAVI') },
  { path: 'searchDocument', requirements: menu('SEARCH_DOCUMENT') },
  {
    path: 'thanks',
    requirements: menu('THANKS'),
    page: () => import('./ThanksRoute').then((m) => m.ThanksRoute),
  },
  {
    // Safety checks that ask the person (everyone of a tenant with ANPI; the page says when off).
    path: 'anpi',
    requirements: menu('HOME'),
    page: () => import('./AnpiRoutes').then((m) => m.MyAnpiRoute),
  },
  {
    path: 'anpi/checks/:checkId',
    requirements: menu('HOME', { numericParams: ['checkId'] }),
    page: () => import('./AnpiRoutes').then((m) => m.AnpiResultsRoute),
  },
  {
    path: 'settings/group',
    requirements: menu('SETTINGS'),
    page: () => import('./GroupSettingsRoute').then((m) => m.GroupSettingsRoute),
  },
  {
    path: 'settings/apiKey',
    requirements: menu('SETTINGS'),
    page: () => import('./ApiKeyRoutes').then((m) => m.ApiKeysRoute),
  },
  {
    path: 'settings/cucmSettings',
    requirements: menu('SETTINGS'),
    page: () => import('./CallSettingsRoute').then((m) => m.CallSettingsRoute),
  },
  {
    path: 'settings/cucmSettings/callRejectionSettings',
    requirements: menu('SETTINGS'),
    page: () => import('./CallRejectionSettingsRoute').then((m) => m.CallRejectionSettingsRoute),
  },
  {
    path: 'settings/cucmSettings/callRejectionSettings/importResult',
    requirements: menu('SETTINGS'),
    page: () => import('./CallRejectionImportResultRoute').then((m) => m.CallRejectionImportResultRoute),
  },
  {
    path: 'settings/cucmSettings/callRejectionSettings/importResultDetail/:fileId',
    requirements: menu('SETTINGS', { numericParams: ['fileId'] }),
    page: () =>
      import('./CallRejectionImportResultDetailRoute').then((m) => m.CallRejectionImportResultDetailRoute),
  },
  {
    path: 'settings/localContactsUploadHistory',
    requirements: menu('SETTINGS'),
    page: () => import('./UploadHistoryRoute').then((m) => m.UploadHistoryRoute),
  },
  {
    path: 'settings/localContactsUploadHistory/detail/:uploadHistoryId',
    requirements: menu('SETTINGS', { numericParams: ['uploadHistoryId'] }),
    page: () => import('./UploadHistoryDetailRoute').then((m) => m.UploadHistoryDetailRoute),
  },
  { path: 'settings/outlookSyncSettings', requirements: menu('SETTINGS') },
  {
    path: 'settings/location',
    requirements: menu('PLACE'),
    page: () => import('./MyLocationSettingsRoute').then((m) => m.MyLocationSettingsRoute),
  },
  {
    path: 'settings/pbxApiSettings',
    requirements: menu('SETTINGS'),
    page: () => import('../features/pbxApi/PbxApiSettingsPage').then((m) => m.PbxApiSettingsPage),
  },
  {
    path: 'settings/pbxApiAuthorize',
    requirements: menu('SETTINGS'),
    page: () => import('../features/pbxApi/PbxApiAuthorizePage').then((m) => m.PbxApiAuthorizePage),
  },
  ...Object.entries(ADMIN_ENTRY_PATHS).map(([entry, path]) => ({
    path: path.slice(1),
    requirements: admin(entry as AdminEntry),
    page: ADMIN_PAGES[entry as AdminEntry],
  })),
  {
    path: 'admin/information/:informationId/reads',
    requirements: { ...admin('INFORMATION'), numericParams: ['informationId'] },
    page: () => import('./InformationAdminRoutes').then((m) => m.NoticeReadsRoute),
  },
  {
    path: 'admin/company/destinations',
    requirements: admin('COMPANY'),
    page: () => import('./CompanyAdminRoutes').then((m) => m.DestinationsAdminRoute),
  },
  {
    path: 'admin/anpi/quake',
    requirements: admin('ANPI'),
    page: () => import('./AnpiQuakeRoute').then((m) => m.AnpiQuakeRoute),
  },
  {
    path: 'admin/thanks/logs',
    requirements: admin('THANKS'),
    page: () => import('./ThanksAdminRoutes').then((m) => m.ThanksLogsRoute),
  },
  {
    path: 'admin/thanks/stamps',
    requirements: admin('THANKS'),
    page: () => import('./ThanksAdminRoutes').then((m) => m.ThanksStampsRoute),
  },
  {
    path: 'admin/ibasho/floors/:floorId',
    requirements: { ...admin('IBASHO'), numericParams: ['floorId'] },
    page: () => import('./PlacesAdminRoutes').then((m) => m.PlaceFloorRoute),
  },
  {
    path: 'admin/ibasho/settings',
    requirements: admin('IBASHO'),
    page: () => import('./PlacesAdminRoutes').then((m) => m.LocationSettingsRoute),
  },
  {
    path: 'admin/anpi/checks',
    requirements: admin('ANPI'),
    page: () => import('./AnpiAdminRoutes').then((m) => m.AnpiChecksRoute),
  },
  {
    path: 'admin/user/new',
    requirements: admin('USER'),
    page: () => import('./UserAdminRoutes').then((m) => m.UserAddRoute),
  },
  {
    path: 'admin/user/:userId',
    requirements: { ...admin('USER'), numericParams: ['userId'] },
    page: () => import('./UserAdminRoutes').then((m) => m.UserEditRoute),
  },
  {
    path: 'admin/user/invitations',
    requirements: admin('USER'),
    page: () => import('./InvitationsAdminRoute').then((m) => m.InvitationsAdminRoute),
  },
];
