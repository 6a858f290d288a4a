import type { AdminEntry } from '@kizuna/api-client/contract';
import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import type { PageRequirements, ShellLoaders } from '../features/session';
import { ADMIN_ENTRY_PATHS } from '../menu/menuTargets';
import type { PageModuleName } from './pageModules';

/**
 * A page module loaded through `pageModules.ts`: the table of every page's dynamic import (and the
 * chunks each needs) is a small chunk of its own, loaded with the first page other than home, so
 * the first screen carries the page table without it.
 */
function pageModule(name: PageModuleName): () => Promise<ComponentType> {
  return () => import('./pageModules').then((m) => m.PAGE_MODULES[name]());
}

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
  TOGO: pageModule('TogoAdminRoute'),
  INTERNAL_CONTACT: pageModule('InternalContactAdminRoute'),
  COMMON_CONTACT: pageModule('CommonContactAdminRoute'),
  INFORMATION: pageModule('InformationAdminRoute'),
  THANKS: pageModule('ThanksSettingsRoute'),
  DIVISION: pageModule('DivisionAdminRoute'),
  AZURE_ACTIVE_DIRECTORY: pageModule('AzureActiveDirectoryRoute'),
  // ACTIVE_DIRECTORY: on-premises directory sync is not built; its entry stays hidden and its
  // address answers 404 until it is (the Azure AD page covers SCIM provisioning).
  USER: pageModule('UserAdminRoute'),
  COMPANY: pageModule('CompanySettingsRoute'),
  ACTION_LOG: pageModule('ActionLogRoute'),
  PAAPI: pageModule('ApiServicesRoute'),
  ANPI: pageModule('AnpiPermissionsRoute'),
  IBASHO: pageModule('PlaceFloorsRoute'),
  MERAKI: pageModule('MerakiAdminRoute'),
  CMX: pageModule('CmxAdminRoute'),
  CUCM: pageModule('PhoneSystemAdminRoute'),
  EX_BEACON: pageModule('BeaconAdminRoute'),
  SANSAN_IMPORT: pageModule('SansanImportRoute'),
  DIAL_PICKUP: pageModule('DialPickupAdminRoute'),
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
    page: pageModule('NoticesRoute'),
  },
  {
    path: 'settings',
    requirements: menu('SETTINGS'),
    page: pageModule('SettingsHubRoute'),
  },
  {
    path: 'settings/user',
    requirements: menu('SETTINGS'),
    page: pageModule('UserSettingsRoute'),
  },
  {
    // My profile: everyone signed in has settings, and so a profile of their own.
    path: 'profile',
    requirements: menu('SETTINGS'),
    page: pageModule('ProfileRoute'),
  },
  {
    path: 'admin',
    requirements: menu('ADMIN_MENU'),
    page: pageModule('AdminIndexRoute'),
  },
  {
    path: 'internalContacts',
    requirements: menu('INTERNAL_CONTACTS'),
    page: pageModule('InternalContactsRoute'),
  },
  {
    path: 'internalContacts/detail/:id',
    requirements: menu('INTERNAL_CONTACTS', { numericParams: ['id'] }),
    loader: loadedLoader(() =>
      import('../features/internalContacts/internalContactDetailLoader').then(
        (m) => m.createInternalContactDetailLoader,
      ),
    ),
    page: pageModule('InternalContactDetailRoute'),
  },
  {
    path: 'internalContacts/whereabouts/:divisionId',
    requirements: menu('INTERNAL_CONTACTS', { numericParams: ['divisionId'] }),
    page: pageModule('WhereaboutsBoardRoute'),
  },
  {
    path: 'externalContacts',
    requirements: menu('EXTERNAL_CONTACTS'),
    page: pageModule('ExternalContactsRoute'),
  },
  {
    path: 'externalContacts/:folderType/:folderId/importVcfResult',
    requirements: menu('EXTERNAL_CONTACTS', EXTERNAL_FOLDER),
    page: pageModule('ImportVcfResultRoute'),
  },
  {
    path: 'externalContacts/:folderType/add/:folderId',
    requirements: menu('EXTERNAL_CONTACTS', EXTERNAL_FOLDER),
    loader: loadedLoader(() => externalContactLoaders().then((m) => m.createAddContactLoader)),
    page: pageModule('ExternalContactAddRoute'),
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
    page: pageModule('ExternalContactDetailRoute'),
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
    page: pageModule('ExternalContactEditRoute'),
  },
  {
    path: 'externalContacts/importVcfResultDetails/:fileId',
    requirements: menu('EXTERNAL_CONTACTS', { numericParams: ['fileId'] }),
    page: pageModule('ImportVcfResultDetailsRoute'),
  },
  {
    path: 'groupContacts',
    requirements: menu('GROUP_CONTACTS'),
    page: pageModule('GroupContactsRoute'),
  },
  {
    path: 'groupCompanies/groupCompanyList',
    requirements: menu('GROUP_COMPANIES'),
    page: pageModule('GroupCompanyListRoute'),
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
    page: pageModule('GroupCompanyUsersRoute'),
  },
  {
    path: 'companies/companyList',
    requirements: menu('COMPANIES'),
    page: pageModule('CompanyListRoute'),
  },
  {
    path: 'callHistory/:callHistoryType',
    requirements: menu('CALL_HISTORY', { enumParams: { callHistoryType: ['incoming', 'outgoing'] } }),
    page: pageModule('CallHistoryRoute'),
  },
  {
    path: 'floors',
    requirements: menu('PLACE'),
    page: pageModule('FloorListRoute'),
  },
  {
    path: 'floors/:floorId',
    requirements: menu('PLACE', { numericParams: ['floorId'] }),
    page: pageModule('FloorMapRoute'),
  },
  {
    path: 'gotalk',
    requirements: menu('TALK'),
    page: pageModule('TalkRoute'),
  },
  { path: 'voiceTalk', requirements: menu('GO_TALK') },
  { path: 'intelligenceNavi', requirements: menu('INTELLIGENCE_NAVI') },
  { path: 'searchDocument', requirements: menu('SEARCH_DOCUMENT') },
  {
    path: 'thanks',
    requirements: menu('THANKS'),
    page: pageModule('ThanksRoute'),
  },
  {
    // Safety checks that ask the person (everyone of a tenant with ANPI; the page says when off).
    path: 'anpi',
    requirements: menu('HOME'),
    page: pageModule('MyAnpiRoute'),
  },
  {
    path: 'anpi/checks/:checkId',
    requirements: menu('HOME', { numericParams: ['checkId'] }),
    page: pageModule('AnpiResultsRoute'),
  },
  {
    path: 'settings/group',
    requirements: menu('SETTINGS'),
    page: pageModule('GroupSettingsRoute'),
  },
  {
    path: 'settings/apiKey',
    requirements: menu('SETTINGS'),
    page: pageModule('ApiKeysRoute'),
  },
  {
    path: 'settings/cucmSettings',
    requirements: menu('SETTINGS'),
    page: pageModule('CallSettingsRoute'),
  },
  {
    path: 'settings/cucmSettings/callRejectionSettings',
    requirements: menu('SETTINGS'),
    page: pageModule('CallRejectionSettingsRoute'),
  },
  {
    path: 'settings/cucmSettings/callRejectionSettings/importResult',
    requirements: menu('SETTINGS'),
    page: pageModule('CallRejectionImportResultRoute'),
  },
  {
    path: 'settings/cucmSettings/callRejectionSettings/importResultDetail/:fileId',
    requirements: menu('SETTINGS', { numericParams: ['fileId'] }),
    page: pageModule('CallRejectionImportResultDetailRoute'),
  },
  {
    path: 'settings/localContactsUploadHistory',
    requirements: menu('SETTINGS'),
    page: pageModule('UploadHistoryRoute'),
  },
  {
    path: 'settings/localContactsUploadHistory/detail/:uploadHistoryId',
    requirements: menu('SETTINGS', { numericParams: ['uploadHistoryId'] }),
    page: pageModule('UploadHistoryDetailRoute'),
  },
  { path: 'settings/outlookSyncSettings', requirements: menu('SETTINGS') },
  {
    path: 'settings/location',
    requirements: menu('PLACE'),
    page: pageModule('MyLocationSettingsRoute'),
  },
  {
    path: 'settings/pbxApiSettings',
    requirements: menu('SETTINGS'),
    page: pageModule('PbxApiSettingsPage'),
  },
  {
    path: 'settings/pbxApiAuthorize',
    requirements: menu('SETTINGS'),
    page: pageModule('PbxApiAuthorizePage'),
  },
  ...Object.entries(ADMIN_ENTRY_PATHS).map(([entry, path]) => ({
    path: path.slice(1),
    requirements: admin(entry as AdminEntry),
    page: ADMIN_PAGES[entry as AdminEntry],
  })),
  {
    path: 'admin/information/:informationId/reads',
    requirements: { ...admin('INFORMATION'), numericParams: ['informationId'] },
    page: pageModule('NoticeReadsRoute'),
  },
  {
    path: 'admin/company/destinations',
    requirements: admin('COMPANY'),
    page: pageModule('DestinationsAdminRoute'),
  },
  {
    path: 'admin/anpi/quake',
    requirements: admin('ANPI'),
    page: pageModule('AnpiQuakeRoute'),
  },
  {
    path: 'admin/thanks/logs',
    requirements: admin('THANKS'),
    page: pageModule('ThanksLogsRoute'),
  },
  {
    path: 'admin/thanks/stamps',
    requirements: admin('THANKS'),
    page: pageModule('ThanksStampsRoute'),
  },
  {
    path: 'admin/ibasho/floors/:floorId',
    requirements: { ...admin('IBASHO'), numericParams: ['floorId'] },
    page: pageModule('PlaceFloorRoute'),
  },
  {
    path: 'admin/ibasho/settings',
    requirements: admin('IBASHO'),
    page: pageModule('LocationSettingsRoute'),
  },
  {
    path: 'admin/anpi/checks',
    requirements: admin('ANPI'),
    page: pageModule('AnpiChecksRoute'),
  },
  {
    path: 'admin/user/new',
    requirements: admin('USER'),
    page: pageModule('UserAddRoute'),
  },
  {
    path: 'admin/user/:userId',
    requirements: { ...admin('USER'), numericParams: ['userId'] },
    page: pageModule('UserEditRoute'),
  },
  {
    path: 'admin/user/invitations',
    requirements: admin('USER'),
    page: pageModule('InvitationsAdminRoute'),
  },
];
