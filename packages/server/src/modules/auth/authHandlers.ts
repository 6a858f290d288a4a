import type { contract } from '@kizuna/api-client/contract';
import { type FieldError } from '@kizuna/api-client/contract';
import {
  checkPasswordChange,
  checkPasswordPolicy,
  DEFAULT_PASSWORD_POLICY,
} from '@kizuna/api-client/validation';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AreaHandlers } from '../../http/Handler.js';
import { isAddressAllowed } from '../../http/ipAllowList.js';
import type { Db } from '../../db/createDatabase.js';
import { recordAdminAction } from '../actionLog/index.js';
import { AuthError } from './AuthError.js';
import { findLoginUser, findTenantByCode, markPasswordOutOfPolicy, savePassword } from './authStore.js';
import { hashPassword, verifyPassword } from './passwordHash.js';
import { reserveAttempt, settleSuccess } from './loginThrottle.js';
import { createSession, deleteOtherSessions, deleteSession, SESSION_COOKIE } from './sessions.js';

/** Why a sign-in to a known tenant failed, as the action log keeps it. */
type SignInFailure = 'ADDRESS_REJECTED' | 'UNKNOWN_ACCOUNT' | 'WRONG_PASSWORD';

/**
 * Writes a sign-in to the tenant's action log: who (the account tried, and its person when the
 * tenant has one), from where, and why it failed.
 */
async function recordSignIn(
  db: Db,
  attempt: { tenantId: number; userId: number | null; accountId: string; ip: string; at: Date },
  failure: SignInFailure | null,
): Promise<void> {
  await recordAdminAction(db, {
    tenantId: attempt.tenantId,
    actorUserId: attempt.userId,
    ip: attempt.ip,
    at: attempt.at,
    action: failure ? 'auth.signInFailed' : 'auth.signIn',
    target: `account:${attempt.accountId}`,
    before: null,
    after: failure ? { accountId: attempt.accountId, reason: failure } : { accountId: attempt.accountId },
  });
}

export const authHandlers: AreaHandlers<typeof contract.auth> = {
  // The XSRF cookie itself is set by the middleware on every answer that lacks the right one.
  xsrf: async () => null,

  async login({ input, deps, c, clientAddress, optionalPrincipal }) {
    const { tenantCode, accountId, password, store = false } = input.body;
    const { db, config, clock } = deps;
    const tenant = await findTenantByCode(db, tenantCode);
    const logged = (userId: number | null, failure: SignInFailure | null) =>
      tenant
        ? recordSignIn(
            db,
            { tenantId: tenant.id, userId, accountId, ip: clientAddress, at: clock() },
            failure,
          )
        : Promise.resolve();
    if (tenant && !isAddressAllowed(clientAddress, tenant.ip_allow_list)) {
      await logged(null, 'ADDRESS_REJECTED');
      throw new AuthError(
        'IP_ADDRESS_REJECTED',
        `address ${clientAddress} is outside the allow-list of the tenant`,
      );
    }
    const user = tenant ? await findLoginUser(db, tenant.id, accountId) : undefined;
    const attempt = {
      tenantCode,
      accountId,
      address: clientAddress,
      user: tenant && user ? { tenantId: tenant.id, id: user.id } : undefined,
    };
    // The slot is taken before the password is checked, so a burst cannot check more than the budget.
    const reservation = await reserveAttempt(db, attempt, clock());
    // A refusal of the throttle checked no password and is not logged: a flood of them would
    // otherwise fill a table that keeps every row for 400 days.
    if (!reservation.granted) {
      throw new AuthError(
        'TOO_MANY_ATTEMPTS',
        'too many failed sign-ins for this account or from this address; try again in a few minutes',
      );
    }
    // Unknown tenants and accounts, and accounts without a password, cost a hash too, so timing
    // does not tell which part was wrong.
    const valid = await verifyPassword(password, user?.password_hash);
    if (!tenant || !user || !valid) {
      await logged(user?.id ?? null, user ? 'WRONG_PASSWORD' : 'UNKNOWN_ACCOUNT');
      throw new AuthError('INVALID_CREDENTIALS', 'wrong tenant code, account id or password');
    }

    await settleSuccess(db, reservation, { ...attempt, user: { tenantId: tenant.id, id: user.id } }, clock());
    // Said only to someone who knows a password of the tenant: a guesser learns nothing of it.
    if (tenant.suspended_at !== null) {
      throw new AuthError(
        'TENANT_SUSPENDED',
        'the tenant is suspended; sign-in is refused until it is resumed',
      );
    }
    // Also said only after the password: whether a company turned the tab off is its own business.
    if (store && !tenant.store_sign_in_enabled) {
      throw new AuthError(
        'STORE_SIGN_IN_DISABLED',
        'the company has turned off the sign-in from the collaboration-suite tab',
      );
    }
    if (optionalPrincipal) await deleteSession(db, optionalPrincipal.sessionIdHash);
    const policy = { ...DEFAULT_PASSWORD_POLICY, allowUid: tenant.password_allow_uid };
    if (user.password_change_reason === null && checkPasswordPolicy(password, accountId, policy).length > 0) {
      await markPasswordOutOfPolicy(db, user.id);
    }
    const session = await createSession(db, tenant.id, user.id, clock(), store);
    await logged(user.id, null);
    setCookie(c, SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: config.cookieSameSite,
      secure: config.secureCookies,
    });
    return null;
  },

  async logout({ deps, c, optionalPrincipal }) {
    if (optionalPrincipal) await deleteSession(deps.db, optionalPrincipal.sessionIdHash);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return null;
  },
};

/** The password change, with the tenant's policy; the session that changed it stays signed in. */
export async function changePassword(
  context: Parameters<AreaHandlers<typeof contract.principal>['changePassword']>[0],
): Promise<null> {
  const { input, deps, principal } = context;
  const { user, tenant } = principal;
  const policy = { ...DEFAULT_PASSWORD_POLICY, allowUid: tenant.password_allow_uid };
  const problems = checkPasswordChange(input.body, user.account_id, policy);
  const fieldErrors: FieldError[] = Object.entries(problems).map(([field, key]) => ({
    path: `body.${field}`,
    key,
  }));
  if (!(await verifyPassword(input.body.currentPassword, user.password_hash))) {
    fieldErrors.unshift({ path: 'body.currentPassword', key: 'passwordCurrentWrong' });
  }
  if (fieldErrors.length > 0) {
    throw new AuthError('PASSWORD_REJECTED', 'the new password was not accepted', { fieldErrors });
  }
  const passwordHash = await hashPassword(input.body.newPassword);
  await savePassword(deps.db, tenant.id, user.id, passwordHash, deps.clock());
  await deleteOtherSessions(deps.db, tenant.id, user.id, principal.sessionIdHash);
  return null;
}
