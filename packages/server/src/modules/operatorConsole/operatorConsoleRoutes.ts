import { hkdfSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { XSRF_HEADER, type ErrorCode, type FieldError } from '@kizuna/api-client/contract';
import {
  AUDIT_PAGE_SIZE,
  AuditQuerySchema,
  CreateTenantSchema,
  DeleteTenantSchema,
  OPERATOR_API_PREFIX,
  OPERATOR_SESSION_COOKIE,
  OPERATOR_XSRF_COOKIE,
  OperatorSignInSchema,
  SetFeaturesSchema,
  SetPlanSchema,
  TenantIdParamsSchema,
  type AuditPage,
  type OperatorTenantPage,
} from '@kizuna/api-client/operator';
import { toFieldErrors } from '@kizuna/api-client/validation';
import contentDisposition from 'content-disposition';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import type { Db } from '../../db/createDatabase.js';
import {
  auditPage,
  operatorByLogin,
  reserveSignInSlots,
  settleSignIn,
  tenantById,
  tenantCodeTaken,
  tenantFeatures,
  tenantRows,
} from './operatorConsoleStore.js';
import { clientAddress } from '../../http/clientAddress.js';
import { contentSecurityPolicy } from '../../http/contentSecurityPolicy.js';
import type { AppDeps } from '../../http/Handler.js';
import { KizunaError, RequestError } from '../../http/KizunaError.js';
import { createXsrfTokens, type XsrfTokens } from '../../http/xsrf.js';
import { secretKeyFor } from '../../secretBox.js';
import { OperatorError, verifyPassword } from '../auth/index.js';
import {
  createTrialTenant,
  deleteTenant,
  recordTenantExport,
  resumeTenant,
  setTenantFeatures,
  setTenantPlan,
  suspendTenant,
  trialEndOf,
} from '../tenants/index.js';
import { exportRecord, streamTenantExport, tenantExportName } from '../tenantExport/index.js';
import {
  createOperatorSession,
  endOperatorSession,
  findOperatorSession,
  hashOperatorToken,
  takeTotpCode,
  type OperatorSession,
} from './operatorAccounts.js';

/** Password + code checks one operator login gets per window (as a tenant account does). */
const LOGIN_SLOTS = 5;
/** Failed checks one address gets per window, shared with the tenants' sign-in. */
const ADDRESS_SLOTS = 30;
const JSON_BODY_LIMIT = 64 * 1024;

/** An error of the operator API: the code's status, a technical message, field errors. */
class OperatorApiError extends KizunaError<ErrorCode> {}

function fieldError(path: string, key: FieldError['key'], values?: FieldError['values']): never {
  throw new RequestError('VALIDATION_FAILED', 'the request does not match the schema', {
    fieldErrors: [{ path, key, ...(values ? { values } : {}) }],
  });
}

function parse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  prefix: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new RequestError('VALIDATION_FAILED', 'the request does not match the schema', {
    fieldErrors: toFieldErrors(result.issues, prefix),
  });
}

async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    throw new RequestError(
      'UNSUPPORTED_MEDIA_TYPE',
      'the body must be JSON (Content-Type: application/json)',
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RequestError('MALFORMED_JSON', 'the body is not valid JSON', {
      fieldErrors: [{ path: 'body', key: 'invalid' }],
      cause: error,
    });
  }
}

/** The operator console's XSRF tokens: a key of their own, so a tenant's token never passes here. */
function operatorXsrfTokens(deps: AppDeps): XsrfTokens {
  const key = Buffer.from(
    hkdfSync('sha256', secretKeyFor(deps.config), Buffer.alloc(0), 'kizuna operator', 32),
  );
  return createXsrfTokens(key);
}

async function tenantPage(db: Db, id: number): Promise<OperatorTenantPage> {
  const [row] = await tenantRows(db, id);
  if (!row) throw new RequestError('NOT_FOUND', `no tenant ${id}`);
  return {
    ...row,
    features: await tenantFeatures(db, id),
    // The export is offered once the tenant is suspended: nothing changes after that, so the
    // archive is what deleting it removes.
    exportAvailable: row.suspended,
  };
}

/** A refusal of the tenants module's operator functions: the state does not allow the change. */
async function refusedAsConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof OperatorError) {
      throw new OperatorApiError('ACTION_NOT_ALLOWED', error.message, { cause: error });
    }
    throw error;
  }
}

interface OperatorVariables {
  Variables: { operator: OperatorSession | null };
}

/**
 * The operator console: its API under `/operator/api` (own session cookie on path `/operator`,
 * own XSRF cookie, second factor at every sign-in) and its pages under `/operator`. A tenant
 * session means nothing here, and an operator session means nothing under `/api`.
 */
export function registerOperatorConsoleRoutes(app: Hono, deps: AppDeps): void {
  const { db, config } = deps;
  const tokens = operatorXsrfTokens(deps);
  const api = OPERATOR_API_PREFIX;
  const cookieOptions = {
    path: '/operator',
    httpOnly: true,
    sameSite: 'Strict' as const,
    secure: config.secureCookies,
  };

  app.use(
    `${api}/*`,
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: () => {
        throw new RequestError('PAYLOAD_TOO_LARGE', `the body exceeds ${JSON_BODY_LIMIT} bytes`);
      },
    }),
  );
  app.use(`${api}/*`, async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const token = getCookie(c, OPERATOR_SESSION_COOKIE);
    const session = token
      ? await findOperatorSession(db, token, deps.clock(), config.sessionIdleMinutes)
      : null;
    if (token && !session) deleteCookie(c, OPERATOR_SESSION_COOKIE, { path: '/operator' });
    (c as unknown as Context<OperatorVariables>).set('operator', session);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const cookie = getCookie(c, OPERATOR_XSRF_COOKIE);
      const header = c.req.header(XSRF_HEADER);
      const valid =
        !!cookie &&
        cookie === header &&
        (session && token ? header === tokens.forSession(token) : tokens.isPreSession(header));
      if (!valid)
        throw new OperatorApiError('XSRF_TOKEN_MISSING', 'the operator XSRF token is missing or wrong');
    }
    await next();
    // The XSRF cookie follows the session the browser holds after this answer.
    let after = session && token ? token : undefined;
    for (const line of c.res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      if (!pair.startsWith(`${OPERATOR_SESSION_COOKIE}=`)) continue;
      const value = decodeURIComponent(pair.slice(OPERATOR_SESSION_COOKIE.length + 1).trim());
      after = value === '' || /max-age=0/i.test(line) ? undefined : value;
    }
    const existing = getCookie(c, OPERATOR_XSRF_COOKIE);
    const wanted = after
      ? tokens.forSession(after)
      : existing && tokens.isPreSession(existing)
        ? existing
        : tokens.preSession();
    if (wanted !== existing) {
      setCookie(c, OPERATOR_XSRF_COOKIE, wanted, { ...cookieOptions, httpOnly: false });
    }
  });

  const signedIn = (c: Context): OperatorSession => {
    const session = (c as unknown as Context<OperatorVariables>).get('operator');
    if (!session) throw new OperatorApiError('UNAUTHORIZED', 'no operator session');
    return session;
  };
  const tenantIdOf = (c: Context): number => parse(TenantIdParamsSchema, c.req.param(), 'params').id;

  app.get(`${api}/session`, (c) => {
    const session = signedIn(c);
    return c.json({ login: session.login, displayName: session.displayName });
  });

  app.post(`${api}/session`, async (c) => {
    const input = parse(OperatorSignInSchema, await jsonBody(c), 'body');
    const now = deps.clock();
    const address = clientAddress(c, config.trustedProxyHops);
    const loginBucket = JSON.stringify(['operator', input.login]);
    const addressBucket = JSON.stringify(['address', address]);
    const granted = await reserveSignInSlots(
      db,
      { bucket: addressBucket, limit: ADDRESS_SLOTS },
      { bucket: loginBucket, limit: LOGIN_SLOTS },
      now,
    );
    if (!granted)
      throw new OperatorApiError('TOO_MANY_ATTEMPTS', 'too many sign-in attempts; wait and try again');
    const operator = await operatorByLogin(db, input.login);
    // An unknown login costs the same scrypt as a wrong password.
    const passwordOk = await verifyPassword(input.password, operator?.passwordHash);
    const codeOk =
      passwordOk &&
      operator !== undefined &&
      (await takeTotpCode(db, config, { id: operator.id, totpSecret: operator.totpSecret }, input.code, now));
    if (!operator || !codeOk) {
      throw new OperatorApiError('INVALID_CREDENTIALS', 'wrong login, password or code');
    }
    // As a tenant's sign-in: the login's budget starts afresh, the address gets its slot back.
    await settleSignIn(db, loginBucket, addressBucket);
    const previous = getCookie(c, OPERATOR_SESSION_COOKIE);
    if (previous) await endOperatorSession(db, hashOperatorToken(previous));
    const token = await createOperatorSession(db, operator.id, now);
    setCookie(c, OPERATOR_SESSION_COOKIE, token, cookieOptions);
    return c.json({ login: input.login, displayName: operator.displayName });
  });

  app.delete(`${api}/session`, async (c) => {
    const session = signedIn(c);
    await endOperatorSession(db, session.idHash);
    deleteCookie(c, OPERATOR_SESSION_COOKIE, { path: '/operator' });
    return c.body(null, 204);
  });

  app.get(`${api}/tenants`, async (c) => {
    signedIn(c);
    return c.json({ tenants: await tenantRows(db) });
  });

  app.post(`${api}/tenants`, async (c) => {
    const operator = signedIn(c);
    const input = parse(CreateTenantSchema, await jsonBody(c), 'body');
    if (await tenantCodeTaken(db, input.code)) fieldError('body.code', 'duplicate');
    const created = await refusedAsConflict(() => createTrialTenant(db, input, operator.login, deps.clock()));
    return c.json(
      {
        tenant: await tenantPage(db, created.tenantId),
        adminAccountId: created.adminAccountId,
        adminPassword: created.adminPassword,
      },
      201,
    );
  });

  app.get(`${api}/tenants/:id`, async (c) => {
    signedIn(c);
    return c.json(await tenantPage(db, tenantIdOf(c)));
  });

  const tenantOf = async (c: Context) => {
    const id = tenantIdOf(c);
    const tenant = await tenantById(db, id);
    if (!tenant) throw new RequestError('NOT_FOUND', `no tenant ${id}`);
    return tenant;
  };

  app.put(`${api}/tenants/:id/features`, async (c) => {
    const operator = signedIn(c);
    const tenant = await tenantOf(c);
    const { features } = parse(SetFeaturesSchema, await jsonBody(c), 'body');
    const current = await tenantFeatures(db, tenant.id);
    const on = features.filter((feature) => !current.includes(feature));
    const off = current.filter((feature) => !features.includes(feature));
    if (on.length > 0 || off.length > 0) {
      await refusedAsConflict(() =>
        setTenantFeatures(
          db,
          { tenant: tenant.code, on: on.join(','), off: off.join(',') },
          operator.login,
          deps.clock(),
        ),
      );
    }
    return c.json(await tenantPage(db, tenant.id));
  });

  app.put(`${api}/tenants/:id/plan`, async (c) => {
    const operator = signedIn(c);
    const tenant = await tenantOf(c);
    const input = parse(SetPlanSchema, await jsonBody(c), 'body');
    const now = deps.clock();
    if (input.plan === 'TRIAL' && input.trialUntil !== undefined) {
      let end: Date;
      try {
        end = trialEndOf(input.trialUntil);
      } catch {
        fieldError('body.trialUntil', 'invalid');
      }
      if (end.getTime() <= now.getTime()) fieldError('body.trialUntil', 'invalid');
    }
    const [row] = await tenantRows(db, tenant.id);
    if (row && input.licences < row.users) fieldError('body.licences', 'min', { min: row.users });
    await refusedAsConflict(() =>
      setTenantPlan(
        db,
        {
          tenant: tenant.code,
          ...(input.plan === 'TRIAL' ? { trialUntil: input.trialUntil } : { commercial: true }),
          licences: String(input.licences),
          serviceType: input.serviceType,
        },
        operator.login,
        now,
      ),
    );
    return c.json(await tenantPage(db, tenant.id));
  });

  app.post(`${api}/tenants/:id/suspend`, async (c) => {
    const operator = signedIn(c);
    const tenant = await tenantOf(c);
    await refusedAsConflict(() => suspendTenant(db, tenant.code, operator.login, deps.clock()));
    return c.json(await tenantPage(db, tenant.id));
  });

  app.post(`${api}/tenants/:id/resume`, async (c) => {
    const operator = signedIn(c);
    const tenant = await tenantOf(c);
    await refusedAsConflict(() => resumeTenant(db, tenant.code, operator.login, deps.clock()));
    return c.json(await tenantPage(db, tenant.id));
  });

  // The tenant's export (one ZIP, streamed as it is written), offered before deleting it; a
  // tenant still running is refused, since its data could change after the archive was taken.
  app.get(`${api}/tenants/:id/export`, async (c) => {
    const operator = signedIn(c);
    const tenant = await tenantOf(c);
    const [row] = await tenantRows(db, tenant.id);
    if (!row?.suspended)
      throw new OperatorApiError('ACTION_NOT_ALLOWED', 'suspend the tenant before its export');
    const at = deps.clock();
    const name = tenantExportName(tenant.code, at);
    const file = await streamTenantExport(db, tenant.id, {
      at,
      onEnd: (result) => recordTenantExport(db, tenant.id, operator.login, exportRecord(name, result)),
    });
    if (!file) throw new RequestError('NOT_FOUND', `no tenant ${tenant.id}`);
    c.header('Content-Type', 'application/zip');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Disposition', contentDisposition(file.name || name, { type: 'attachment' }));
    return c.body(file.stream(), 200);
  });

  app.delete(`${api}/tenants/:id`, async (c) => {
    const operator = signedIn(c);
    const tenant = await tenantOf(c);
    const { confirmName } = parse(DeleteTenantSchema, await jsonBody(c), 'body');
    if (confirmName.trim() !== tenant.name) fieldError('body.confirmName', 'invalid');
    const deleted = await refusedAsConflict(() =>
      deleteTenant(db, tenant.code, operator.login, deps.clock()),
    );
    return c.json({ code: deleted.code, users: deleted.users });
  });

  app.get(`${api}/audit`, async (c) => {
    signedIn(c);
    const query = parse(AuditQuerySchema, c.req.query(), 'query');
    const page: AuditPage = await auditPage(db, query.page, AUDIT_PAGE_SIZE, query.tenant);
    return c.json(page);
  });

  app.all(`${api}/*`, () => {
    throw new RequestError('NOT_FOUND', 'no such endpoint');
  });

  // The console's pages: the app's `operator.html` entry, whatever the path below /operator.
  for (const route of ['/operator', '/operator/*']) app.use(route, contentSecurityPolicy());
  app.on(['GET', 'HEAD'], ['/operator', '/operator/*'], async (c) => {
    const html = config.appDir
      ? await readFile(path.join(config.appDir, 'operator.html'), 'utf8').catch(() => null)
      : null;
    if (html === null) return c.text('Not Found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
