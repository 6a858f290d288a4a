import type { AdminEntry, MainMenuEntry } from '@kizuna/api-client/contract';
import type { KizunaClient } from '@kizuna/api-client';
import { effectiveStartPage, isAdminEntryAllowed, mainMenuEntries } from '@kizuna/api-client/rules';
import { data, redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { statusOf } from '../../api/apiErrors';
import { PageNotFoundError } from '../../errors/PageNotFoundError';
import { startPagePath } from '../../menu/menuTargets';
import { useBadgeStore } from './badgeStore';
import { useLandingStore } from './landingStore';
import { capabilityContextOfPrincipal, usePrincipalStore } from './principalStore';
import type { Principal } from './principalStore';

export { APP_BASENAME } from '../../navigation/appBasename';

/** Id of the signed-in layout route, whose loader data (the principal) pages read. */
export const SIGNED_IN_ROUTE_ID = 'signedIn';

/** What a page needs before it may show: a menu entry or an admin entry of the shared rules. */
export type PageAccess = { menu: MainMenuEntry } | { admin: AdminEntry };

export interface PageRequirements {
  access: PageAccess;
  /** Route params that must be numeric ids. */
  numericParams?: readonly string[];
  /** Route params that must name a folder type (`common` or `personal`). */
  folderTypeParams?: readonly string[];
  /** Route params limited to a closed set of values, e.g. `callHistoryType`. */
  enumParams?: Readonly<Record<string, readonly string[]>>;
}

const FOLDER_TYPES = new Set(['common', 'personal']);

export function signInPathFor(request: Request): string {
  const url = new URL(request.url);
  const next = `${url.pathname}${url.search}${url.hash}`;
  return `/login?next=${encodeURIComponent(next)}`;
}

export function isAccessAllowed(principal: Principal, access: PageAccess): boolean {
  const context = capabilityContextOfPrincipal(principal);
  return 'menu' in access
    ? mainMenuEntries(context).includes(access.menu)
    : isAdminEntryAllowed(context, access.admin);
}

export interface ShellLoaderOptions {
  /**
   * Whether a path under `/front` opens a built page. The landing redirects go home instead of to a
   * page that is not built yet. @default every path
   */
  isBuiltPath?: (path: string) => boolean;
}

/** Route loaders running the page-entry checks of spec 000 §2.3 with one client. */
export function createShellLoaders(
  client: KizunaClient,
  { isBuiltPath = () => true }: ShellLoaderOptions = {},
) {
  /** The load in flight, and the store's `staleSince` it started at. */
  let pending: { readonly at: number; readonly principal: Promise<Principal> } | null = null;
  /** The store's `staleSince` the principal held was loaded at. */
  let loadedAt = 0;
  /** Loads started: only the latest one's answer is kept. */
  let loads = 0;

  async function fetchPrincipal(at: number): Promise<Principal> {
    const load = ++loads;
    const [userInfo, roles, tenantInfo, serverInfo, companyInfo, feedbackSettings] = await Promise.all([
      client.principal.userInfo(),
      client.principal.userRoles(),
      client.principal.tenantInfo(),
      client.principal.serverInfo(),
      client.principal.companyInfo(),
      client.principal.feedbackSettings(),
    ]);
    const principal = { userInfo, roles, tenantInfo, serverInfo, companyInfo, feedbackSettings };
    // A load started before a later one must not replace what the later one brought.
    if (load === loads) {
      usePrincipalStore.getState().setPrincipal(principal);
      loadedAt = at;
    }
    return principal;
  }

  /**
   * load-principal: once per sign-in and once per change the server announced, shared by the
   * loaders of one navigation. While a load is in flight the principal held is the old one: a
   * loader that asks meanwhile waits for the load instead of taking it.
   */
  function ensurePrincipal(): Promise<Principal> {
    const { principal: loaded, staleSince } = usePrincipalStore.getState();
    if (pending?.at === staleSince) return pending.principal;
    if (!pending && loaded && staleSince === loadedAt) return Promise.resolve(loaded);
    const principal = fetchPrincipal(staleSince).finally(() => {
      if (pending?.principal === principal) pending = null;
    });
    pending = { at: staleSince, principal };
    return principal;
  }

  function toSignIn(error: unknown, request: Request): never {
    if (statusOf(error) === 401) throw redirect(signInPathFor(request));
    throw error;
  }

  /** Signed-in layout: change-password, load-principal, load-notice/badge, load-header-info. */
  async function signedInLoader({ request }: LoaderFunctionArgs) {
    try {
      const status = await client.principal.passwordStatus();
      if (status.changeRequired) throw redirect('/changePassword');
      const [principal, badge] = await Promise.all([ensurePrincipal(), client.information.badge()]);
      useBadgeStore.getState().setBadge(badge);
      return { principal };
    } catch (error) {
      if (error instanceof Response) throw error;
      return toSignIn(error, request);
    }
  }

  /** access-control and id checks of one page; runs beside the layout loader. */
  function pageLoader(requirements: PageRequirements) {
    return async ({ params, request }: LoaderFunctionArgs) => {
      for (const name of requirements.numericParams ?? []) {
        if (!/^[1-9][0-9]{0,15}$/.test(params[name] ?? '')) throw new PageNotFoundError();
      }
      for (const name of requirements.folderTypeParams ?? []) {
        if (!FOLDER_TYPES.has(params[name] ?? '')) throw new PageNotFoundError();
      }
      for (const [name, allowed] of Object.entries(requirements.enumParams ?? {})) {
        if (!allowed.includes(params[name] ?? '')) throw new PageNotFoundError();
      }
      let principal: Principal;
      try {
        principal = await ensurePrincipal();
      } catch (error) {
        return toSignIn(error, request);
      }
      if (!isAccessAllowed(principal, requirements.access)) throw data('Forbidden', { status: 403 });
      return null;
    };
  }

  /** The change-password page: signed in, and only while the server demands a new password. */
  async function changePasswordLoader({ request }: LoaderFunctionArgs) {
    try {
      const [status, principal] = await Promise.all([client.principal.passwordStatus(), ensurePrincipal()]);
      return { status, principal };
    } catch (error) {
      return toSignIn(error, request);
    }
  }

  /**
   * `/front/initPage` (and `/front/`): right after sign-in the login destination decides (HOME or
   * THANKS); any later visit opens the start page. A page out of reach falls back to home.
   */
  async function initPageLoader({ request }: LoaderFunctionArgs) {
    try {
      const status = await client.principal.passwordStatus();
      if (status.changeRequired) return redirect('/changePassword');
      const [principal, loginDisp] = await Promise.all([ensurePrincipal(), client.userSettings.loginDisp()]);
      if (useLandingStore.getState().takeSignedIn()) {
        const thanks =
          loginDisp.destMenuType === 'THANKS' &&
          isAccessAllowed(principal, { menu: 'THANKS' }) &&
          isBuiltPath('/thanks');
        return redirect(thanks ? '/thanks' : '/home');
      }
      const context = capabilityContextOfPrincipal(principal);
      const start = startPagePath(effectiveStartPage(context, loginDisp.startPage));
      return redirect(isBuiltPath(start) ? start : '/home');
    } catch (error) {
      if (error instanceof Response) throw error;
      return toSignIn(error, request);
    }
  }

  return { client, ensurePrincipal, signedInLoader, pageLoader, changePasswordLoader, initPageLoader };
}

export type ShellLoaders = ReturnType<typeof createShellLoaders>;
