import type { AdminEntry } from '@kizuna/api-client/contract';
import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { ErrorPage, NotFoundPage } from '../errors/ErrorPage';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { UnauthorizedPage } from '../errors/UnauthorizedPage';
import {
  createAddContactLoader,
  createContactLoader,
} from '../features/externalContacts/externalContactLoaders';
import { createGroupCompanyLoader } from '../features/groupCompanies/groupCompanyLoader';
import { createInternalContactDetailLoader } from '../features/internalContacts/internalContactDetailLoader';
import { ADMIN_ENTRY_PATHS } from '../menu/menuTargets';
import { SIGNED_IN_ROUTE_ID } from '../features/session/shellLoaders';
import type { PageRequirements, ShellLoaders } from '../features/session/shellLoaders';
import { AppShell } from './AppShell';
import { InitialLoading } from './InitialLoading';
import { lazyPage } from './lazyPage';
import { LoginRoute } from './LoginRoute';

/**
 * A page of spec 000 §2.2 that a later issue builds: it is declared with its real checks and shows
 * the 404 page until then.
 */
function later(path: string, requirements: PageRequirements, loaders: ShellLoaders): RouteObject {
  return {
    path,
    loader: loaders.pageLoader(requirements),
    element: <NotFoundPage />,
  };
}

/** Every route of the app under `/front` (the router's basename). */
export function createAppRoutes(loaders: ShellLoaders): RouteObject[] {
  const menu = (
    entry: Extract<PageRequirements['access'], { menu: string }>['menu'],
    extra: Omit<PageRequirements, 'access'> = {},
  ) => ({ access: { menu: entry }, ...extra }) satisfies PageRequirements;
  const admin = (entry: AdminEntry): PageRequirements => ({
    access: { admin: entry },
  });

  const adminPages: RouteObject[] = [
    ...Object.entries(ADMIN_ENTRY_PATHS).map(([entry, path]) =>
      later(path.slice(1), admin(entry as AdminEntry), loaders),
    ),
    later('admin/thanks/logs', admin('THANKS'), loaders),
    later('admin/thanks/stamps', admin('THANKS'), loaders),
  ];

  return [
    {
      path: '/',
      element: <AppShell />,
      hydrateFallbackElement: <InitialLoading />,
      errorElement: <RouteErrorBoundary />,
      children: [
        { index: true, loader: () => redirect('/initPage') },
        { path: 'login', element: <LoginRoute /> },
        { path: 'initPage', loader: loaders.initPageLoader, element: null },
        {
          path: 'changePassword',
          loader: loaders.changePasswordLoader,
          lazy: lazyPage(
            () => import('./ChangePasswordRoute'),
            (m) => m.ChangePasswordRoute,
          ),
        },
        { path: 'error/401', element: <UnauthorizedPage /> },
        { path: 'error/404', element: <NotFoundPage /> },
        { path: 'error/500', element: <ErrorPage status={500} /> },
        // Pages without the layout.
        {
          path: 'settings/pbxApi/oauth2/result',
          lazy: lazyPage(
            () => import('../features/pbxApi/PbxApiResultPage'),
            (m) => m.PbxApiResultPage,
          ),
        },
        {
          path: 'pbxApi/user/oauth2/result',
          lazy: lazyPage(
            () => import('../features/pbxApi/PbxApiUserResultPage'),
            (m) => m.PbxApiUserResultPage,
          ),
        },
        { path: 'bizDAccount/complete', element: <NotFoundPage /> },
        { path: 'bizDAccount/error', element: <NotFoundPage /> },
        {
          id: SIGNED_IN_ROUTE_ID,
          loader: loaders.signedInLoader,
          // Every page entry runs the checks again (password status, badge), not only the first.
          shouldRevalidate: () => true,
          lazy: lazyPage(
            () => import('../layout/SignedInLayout'),
            (m) => m.SignedInLayout,
          ),
          errorElement: <RouteErrorBoundary />,
          children: [
            {
              path: 'home',
              loader: loaders.pageLoader(menu('HOME')),
              lazy: lazyPage(
                () => import('./HomeRoute'),
                (m) => m.HomeRoute,
              ),
            },
            {
              path: 'settings/user',
              loader: loaders.pageLoader(menu('SETTINGS')),
              lazy: lazyPage(
                () => import('./UserSettingsRoute'),
                (m) => m.UserSettingsRoute,
              ),
            },
            {
              path: 'admin',
              loader: loaders.pageLoader(menu('ADMIN_MENU')),
              lazy: lazyPage(
                () => import('./AdminIndexRoute'),
                (m) => m.AdminIndexRoute,
              ),
            },
            {
              path: 'internalContacts',
              loader: loaders.pageLoader(menu('INTERNAL_CONTACTS')),
              lazy: lazyPage(
                () => import('./InternalContactsRoute'),
                (m) => m.InternalContactsRoute,
              ),
            },
            {
              path: 'internalContacts/detail/:id',
              loader: createInternalContactDetailLoader(
                loaders,
                menu('INTERNAL_CONTACTS', { numericParams: ['id'] }),
              ),
              lazy: lazyPage(
                () => import('./InternalContactDetailRoute'),
                (m) => m.InternalContactDetailRoute,
              ),
            },
            {
              path: 'externalContacts',
              loader: loaders.pageLoader(menu('EXTERNAL_CONTACTS')),
              lazy: lazyPage(
                () => import('./ExternalContactsRoute'),
                (m) => m.ExternalContactsRoute,
              ),
            },
            {
              path: 'externalContacts/:folderType/:folderId/importVcfResult',
              loader: loaders.pageLoader(
                menu('EXTERNAL_CONTACTS', {
                  folderTypeParams: ['folderType'],
                  numericParams: ['folderId'],
                }),
              ),
              lazy: lazyPage(
                () => import('./ImportVcfResultRoute'),
                (m) => m.ImportVcfResultRoute,
              ),
            },
            {
              path: 'externalContacts/:folderType/add/:folderId',
              loader: createAddContactLoader(
                loaders,
                menu('EXTERNAL_CONTACTS', {
                  folderTypeParams: ['folderType'],
                  numericParams: ['folderId'],
                }),
              ),
              lazy: lazyPage(
                () => import('./ExternalContactAddRoute'),
                (m) => m.ExternalContactAddRoute,
              ),
            },
            {
              path: 'externalContacts/:folderType/detail/:contactId',
              loader: createContactLoader(
                loaders,
                menu('EXTERNAL_CONTACTS', {
                  folderTypeParams: ['folderType'],
                  numericParams: ['contactId'],
                }),
                'detail',
              ),
              lazy: lazyPage(
                () => import('./ExternalContactDetailRoute'),
                (m) => m.ExternalContactDetailRoute,
              ),
            },
            {
              path: 'externalContacts/:folderType/detail/:contactId/edit',
              loader: createContactLoader(
                loaders,
                menu('EXTERNAL_CONTACTS', {
                  folderTypeParams: ['folderType'],
                  numericParams: ['contactId'],
                }),
                'edit',
              ),
              lazy: lazyPage(
                () => import('./ExternalContactEditRoute'),
                (m) => m.ExternalContactEditRoute,
              ),
            },
            {
              path: 'externalContacts/importVcfResultDetails/:fileId',
              loader: loaders.pageLoader(menu('EXTERNAL_CONTACTS', { numericParams: ['fileId'] })),
              lazy: lazyPage(
                () => import('./ImportVcfResultDetailsRoute'),
                (m) => m.ImportVcfResultDetailsRoute,
              ),
            },
            {
              path: 'groupContacts',
              loader: loaders.pageLoader(menu('GROUP_CONTACTS')),
              lazy: lazyPage(
                () => import('./GroupContactsRoute'),
                (m) => m.GroupContactsRoute,
              ),
            },
            {
              path: 'groupCompanies/groupCompanyList',
              loader: loaders.pageLoader(menu('GROUP_COMPANIES')),
              lazy: lazyPage(
                () => import('./GroupCompanyListRoute'),
                (m) => m.GroupCompanyListRoute,
              ),
            },
            {
              path: 'groupCompanies/:groupTenantId/users',
              loader: createGroupCompanyLoader(
                loaders,
                menu('GROUP_COMPANIES', { numericParams: ['groupTenantId'] }),
              ),
              // The division, word and page live in the query: only another company reloads the page data.
              shouldRevalidate: ({ currentParams, nextParams, defaultShouldRevalidate }) =>
                currentParams.groupTenantId !== nextParams.groupTenantId && defaultShouldRevalidate,
              lazy: lazyPage(
                () => import('./GroupCompanyUsersRoute'),
                (m) => m.GroupCompanyUsersRoute,
              ),
            },
            {
              path: 'companies/companyList',
              loader: loaders.pageLoader(menu('COMPANIES')),
              lazy: lazyPage(
                () => import('./CompanyListRoute'),
                (m) => m.CompanyListRoute,
              ),
            },
            {
              path: 'callHistory/:callHistoryType',
              loader: loaders.pageLoader(
                menu('CALL_HISTORY', {
                  enumParams: { callHistoryType: ['incoming', 'outgoing'] },
                }),
              ),
              lazy: lazyPage(
                () => import('./CallHistoryRoute'),
                (m) => m.CallHistoryRoute,
              ),
            },
            later('floors', menu('PLACE'), loaders),
            later('floors/:floorId', menu('PLACE', { numericParams: ['floorId'] }), loaders),
            later('gotalk', menu('TALK'), loaders),
            later('voiceTalk', menu('GO_TALK'), loaders),
            later('intelligenceNavi', menu('INTELLIGENCE_NAVI'), loaders),
            later('searchDocument', menu('SEARCH_DOCUMENT'), loaders),
            later('thanks', menu('THANKS'), loaders),
            {
              path: 'settings/group',
              loader: loaders.pageLoader(menu('SETTINGS')),
              lazy: lazyPage(
                () => import('./GroupSettingsRoute'),
                (m) => m.GroupSettingsRoute,
              ),
            },
            later('settings/apiKey', menu('SETTINGS'), loaders),
            {
              path: 'settings/cucmSettings',
              loader: loaders.pageLoader(menu('SETTINGS')),
              lazy: lazyPage(
                () => import('./CallSettingsRoute'),
                (m) => m.CallSettingsRoute,
              ),
            },
            {
              path: 'settings/cucmSettings/callRejectionSettings',
              loader: loaders.pageLoader(menu('SETTINGS')),
              lazy: lazyPage(
                () => import('./CallRejectionSettingsRoute'),
                (m) => m.CallRejectionSettingsRoute,
              ),
            },
            {
              path: 'settings/cucmSettings/callRejectionSettings/importResult',
              loader: loaders.pageLoader(menu('SETTINGS')),
              lazy: lazyPage(
                () => import('./CallRejectionImportResultRoute'),
                (m) => m.CallRejectionImportResultRoute,
              ),
            },
            {
              path: 'settings/cucmSettings/callRejectionSettings/importResultDetail/:fileId',
              loader: loaders.pageLoader(menu('SETTINGS', { numericParams: ['fileId'] })),
              lazy: lazyPage(
                () => import('./CallRejectionImportResultDetailRoute'),
                (m) => m.CallRejectionImportResultDetailRoute,
              ),
            },
            {
              path: 'settings/localContactsUploadHistory',
              loader: loaders.pageLoader(menu('SETTINGS')),
              lazy: lazyPage(
                () => import('./UploadHistoryRoute'),
                (m) => m.UploadHistoryRoute,
              ),
            },
            {
              path: 'settings/localContactsUploadHistory/detail/:uploadHistoryId',
              loader: loaders.pageLoader(menu('SETTINGS', { numericParams: ['uploadHistoryId'] })),
              lazy: lazyPage(
                () => import('./UploadHistoryDetailRoute'),
                (m) => m.UploadHistoryDetailRoute,
              ),
            },
            later('settings/outlookSyncSettings', menu('SETTINGS'), loaders),
            {
              path: 'settings/pbxApiSettings',
              loader: loaders.pageLoader(menu('SETTINGS')),
              lazy: lazyPage(
                () => import('../features/pbxApi/PbxApiSettingsPage'),
                (m) => m.PbxApiSettingsPage,
              ),
            },
            {
              path: 'settings/pbxApiAuthorize',
              loader: loaders.pageLoader(menu('SETTINGS')),
              lazy: lazyPage(
                () => import('../features/pbxApi/PbxApiAuthorizePage'),
                (m) => m.PbxApiAuthorizePage,
              ),
            },
            ...adminPages,
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
