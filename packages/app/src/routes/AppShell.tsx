import { LoadingOverlay, RouterProvider as AriaRouterProvider } from '@kizuna/ui';
import { Outlet, useHref, useNavigate } from 'react-router';
import { BuildCheckEffect } from '../build/BuildCheckEffect';
import { SessionTimeoutEffect } from '../features/session/SessionTimeoutEffect';
import { ToastProvider } from '../shared/toast';

/** Root route: app-wide effects and overlays around every page, and the one toast region. */
export function AppShell() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
      <LoadingOverlay />
      <BuildCheckEffect />
      <SessionTimeoutEffect />
    </AriaRouterProvider>
  );
}
