import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AuthError, findActiveSession, SESSION_COOKIE } from '../modules/auth/index.js';
import { loadPrincipal, type Principal } from '../modules/principal/index.js';
import { clientAddress } from './clientAddress.js';
import { errorResponse } from './errorResponse.js';
import { errorStatus } from './errorStatus.js';
import type { AppDeps } from './Handler.js';
import { isAddressAllowed } from './ipAllowList.js';
import { KizunaError } from './KizunaError.js';
import { refuseBeforePasswordChange } from './passwordChangeRequired.js';
import { refuseOutsidePlan } from './trialExpired.js';

/** The signed-in user of the session cookie, when the request comes from an address the tenant allows. */
async function cookiePrincipal(c: Context, deps: AppDeps): Promise<Principal | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const session = await findActiveSession(deps.db, token, deps.clock(), deps.config.sessionIdleMinutes);
  const principal = session ? await loadPrincipal(deps.db, session) : null;
  if (!principal) return null;
  const address = clientAddress(c, deps.config.trustedProxyHops);
  return isAddressAllowed(address, principal.tenant.ip_allow_list) ? principal : null;
}

/**
 * A route for `<img>` elements, outside the contract: the session cookie alone signs it in (an
 * image only reads, so no XSRF header), and no session, an ended one or an address outside the
 * tenant's allow-list answer 401 UNAUTHORIZED with `unauthorizedMessage`, and a session whose
 * password must be changed first 403 PASSWORD_CHANGE_REQUIRED. A KizunaError that
 * `serve` throws answers as app.onError answers contract routes, except for the status: an image
 * is refused (401, 403) or not there (404), whatever else its code means on a contract route.
 */
export function cookieImageRoute(
  deps: AppDeps,
  serve: (c: Context, principal: Principal) => Promise<Response>,
  unauthorizedMessage = 'this image needs a session',
): (c: Context) => Promise<Response> {
  return async (c) => {
    try {
      const principal = await cookiePrincipal(c, deps);
      if (!principal) throw new AuthError('UNAUTHORIZED', unauthorizedMessage);
      refuseBeforePasswordChange(principal);
      refuseOutsidePlan(principal.tenant, deps.clock());
      return await serve(c, principal);
    } catch (error) {
      if (!(error instanceof KizunaError)) throw error;
      const status = errorStatus(error.code);
      return errorResponse(c, error, status === 401 || status === 403 ? status : 404);
    }
  };
}
