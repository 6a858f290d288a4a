import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { ErrorPage, NotFoundPage } from '../errors/ErrorPage';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { UnauthorizedPage } from '../errors/UnauthorizedPage';
import { SIGNED_IN_ROUTE_ID } from '../features/session';
import type { ShellLoaders } from '../features/session';
import { FramedWhenSignedIn } from '../layout/FramedWhenSignedIn';
import { AppShell } from './AppShell';
import { InitialLoading } from './InitialLoading';
import { lazyPage } from './lazyPage';
import type { PageModuleName } from './pageModules';
import { LoginRoute } from './LoginRoute';
import { SIGNED_IN_PAGES } from './signedInPages';
import type { PageRoute } from './signedInPages';

export interface AppRoutesOptions {
  /**
   * Loads the catalogue's `pages` part (the areas only pages other than home show): every lazily
   * loaded page but home waits for it. Absent when the catalogue is whole at hand (tests).
   */
  loadPageMessages?: () => Promise<void>;
}

/**
 * The route module of a page: one named in the page-module table loads through it, so the first
 * screen carries the table without the table itself.
 */
function pageModule(page: NonNullable<PageRoute['page']>): () => Promise<ComponentType> {
  if (typeof page !== 'string') return page;
  return () => import('./pageModules').then((m) => m.PAGE_MODULES[page as PageModuleName]());
}

function pageRoute(
  { path, requirements, loader, shouldRevalidate, page, appMessagesOnly }: PageRoute,
  loaders: ShellLoaders,
  { loadPageMessages }: AppRoutesOptions,
): RouteObject {
  return {
    path,
    loader: loader ? loader(loaders, requirements) : loaders.pageLoader(requirements),
    ...(shouldRevalidate ? { shouldRevalidate } : {}),
    ...(page
      ? { lazy: lazyPage(pageModule(page), appMessagesOnly ? undefined : loadPageMessages) }
      : { element: <NotFoundPage /> }),
    // A page that fails shows its error page inside the frame, which stays usable.
    errorElement: <RouteErrorBoundary />,
  };
}

const framedRouteError = (
  <FramedWhenSignedIn>
    <RouteErrorBoundary />
  </FramedWhenSignedIn>
);

/** Every route of the app under `/front` (the router's basename). */
export function createAppRoutes(loaders: ShellLoaders, options: AppRoutesOptions = {}): RouteObject[] {
  const { loadPageMessages } = options;
  return [
    {
      path: '/',
      element: <AppShell />,
      hydrateFallbackElement: <InitialLoading />,
      errorElement: framedRouteError,
      children: [
        { index: true, loader: () => redirect('/initPage') },
        { path: 'login', element: <LoginRoute /> },
        { path: 'initPage', loader: loaders.initPageLoader, element: null },
        {
          path: 'changePassword',
          loader: loaders.changePasswordLoader,
          lazy: lazyPage(
            () => import('./ChangePasswordRoute').then((m) => m.ChangePasswordRoute),
            loadPageMessages,
          ),
        },
        { path: 'error/401', element: <UnauthorizedPage /> },
        { path: 'error/404', element: <NotFoundPage /> },
        { path: 'error/500', element: <ErrorPage status={500} /> },
        // Pages without the layout.
        {
          path: 'settings/pbxApi/oauth2/result',
          lazy: lazyPage(
            () => import('../features/pbxApi/PbxApiResultPage').then((m) => m.PbxApiResultPage),
            loadPageMessages,
          ),
        },
        {
          path: 'pbxApi/user/oauth2/result',
          lazy: lazyPage(
            () => import('../features/pbxApi/PbxApiUserResultPage').then((m) => m.PbxApiUserResultPage),
            loadPageMessages,
          ),
        },
        {
          path: 'bizDAccount/activate',
          lazy: lazyPage(
            () => import('../features/accountActivation').then((m) => m.AccountActivationPage),
            loadPageMessages,
          ),
        },
        {
          path: 'bizDAccount/resetPassword',
          lazy: lazyPage(
            () => import('../features/accountActivation').then((m) => m.PasswordResetPage),
            loadPageMessages,
          ),
        },
        {
          path: 'bizDAccount/complete',
          lazy: lazyPage(
            () => import('../features/accountActivation').then((m) => m.ActivationCompletePage),
            loadPageMessages,
          ),
        },
        {
          path: 'bizDAccount/error',
          lazy: lazyPage(
            () => import('../features/accountActivation').then((m) => m.ActivationErrorPage),
            loadPageMessages,
          ),
        },
        {
          // A safety check's mailed link: answered on a phone without signing in.
          path: 'anpi/answer/:token',
          lazy: lazyPage(
            () => import('../features/anpiAnswer').then((m) => m.AnpiLinkAnswerPage),
            loadPageMessages,
          ),
        },
        {
          id: SIGNED_IN_ROUTE_ID,
          loader: loaders.signedInLoader,
          // Every page entry runs the checks again (password status, badge), not only the first.
          shouldRevalidate: () => true,
          lazy: lazyPage(() => import('../layout/SignedInLayout').then((m) => m.SignedInLayout)),
          errorElement: framedRouteError,
          children: SIGNED_IN_PAGES.map((page) => pageRoute(page, loaders, options)),
        },
        {
          path: '*',
          // Loads the principal when there is a session, so a signed-in person sees the frame.
          loader: () =>
            loaders.ensurePrincipal().then(
              () => null,
              () => null,
            ),
          element: (
            <FramedWhenSignedIn>
              <NotFoundPage />
            </FramedWhenSignedIn>
          ),
        },
      ],
    },
  ];
}
