import { LoadingOverlay, RouterProvider as AriaRouterProvider } from '@kizuna/ui';
import { Outlet, useHref, useNavigate } from 'react-router';
import { BuildCheckEffect } from '../build/BuildCheckEffect';
import { SessionTimeoutEffect } from '../features/session/SessionTimeoutEffect';

/** Root route: app-wide effects and overlays around every page. */
export function AppShell() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
      <LoadingOverlay />
      <BuildCheckEffect />
      <SessionTimeoutEffect />
    </AriaRouterProvider>
  );
}
