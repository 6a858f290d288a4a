import {
  answersWith,
  API_PREFIX_BROWSER,
  listEndpoints,
  needsXsrfToken,
  type EndpointDefinition,
  type FieldError,
} from '@kizuna/api-client/contract';
import { hasCapability, requiresSession } from '@kizuna/api-client/rules';
import { toFieldErrors } from '@kizuna/api-client/validation';
import contentDisposition from 'content-disposition';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { AuthError, SESSION_COOKIE } from '../modules/auth/index.js';
import type { Principal } from '../modules/principal/index.js';
import { clientAddress } from './clientAddress.js';
import { refuseBeforePasswordChange } from './passwordChangeRequired.js';
import { refuseOutsidePlan } from './trialExpired.js';
import { StreamedFile } from './streamedFile.js';
import { isReadOnly, type AppDeps, type Handler, type HandlerContext } from './Handler.js';
import { isAddressAllowed } from './ipAllowList.js';
import { readMultipartBody, releaseUploads, type MultipartTarget } from './multipartBody.js';
import { KizunaError, RequestError } from './KizunaError.js';
import { PrincipalCache } from './PrincipalCache.js';
import { noteCaller } from './requestLog.js';
import { hasValidXsrfToken, xsrfTokensFor } from './xsrf.js';

export type EndpointTable = Record<string, Record<string, EndpointDefinition>>;
export type AnyHandler = Handler<EndpointDefinition>;
export type HandlerTable = Record<string, Record<string, unknown>>;

export interface ContractRoutesOptions {
  /**
   * Check every answer against the response schema, and every refusal's code against the
   * endpoint's codes in the contract, and fail with 500 when one does not match (tests).
   */
  readonly strictResponses: boolean;
}

/** The endpoints of the table that have no handler; the server refuses to start with any. */
export function missingHandlers(table: EndpointTable, handlers: HandlerTable): string[] {
  return listEndpoints(table)
    .filter(({ area, name }) => typeof handlers[area]?.[name] !== 'function')
    .map(({ area, name }) => `${area}.${name}`);
}

/**
 * One route per endpoint of the contract, each running the same pipeline:
 * IP allow-list → session (401) → XSRF on writes and state-changing GETs (403) → capability (403)
 * → validation (400) → handler.
 */
export function registerContractRoutes(
  app: Hono,
  table: EndpointTable,
  handlers: HandlerTable,
  deps: AppDeps,
  options: ContractRoutesOptions,
): void {
  const missing = missingHandlers(table, handlers);
  if (missing.length > 0) throw new Error(`endpoints without a handler: ${missing.join(', ')}`);
  const principals = new PrincipalCache();
  for (const { area, name, endpoint } of listEndpoints(table)) {
    if (endpoint.keyOnly) continue;
    const handler = handlers[area]?.[name] as AnyHandler;
    app.on(endpoint.method, API_PREFIX_BROWSER + endpoint.path, (c) =>
      runEndpoint(c, endpoint, handler, deps, principals, options),
    );
  }
}

async function runEndpoint(
  c: Context,
  endpoint: EndpointDefinition,
  handler: AnyHandler,
  deps: AppDeps,
  principals: PrincipalCache,
  options: ContractRoutesOptions,
): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  const address = clientAddress(c, deps.config.trustedProxyHops);
  const token = getCookie(c, SESSION_COOKIE);
  const kept = token && isReadOnly(handler) ? principals.kept(token) : null;
  let principal: Principal | null;
  if (kept) {
    // A handler that only reads starts with the principal kept for the session while the session
    // is read, so the two database calls overlap. Its answer counts only if the read confirms that
    // very principal (same session, alive, and neither the user nor the tenant changed); otherwise
    // it is dropped, and the request runs again with what the read found (401 without a session).
    const [confirmed, answered] = await Promise.allSettled([
      currentPrincipal(c, deps, principals),
      answer(c, endpoint, handler, deps, kept, address, options),
    ]);
    if (confirmed.status === 'rejected') throw confirmed.reason;
    if (confirmed.value === kept) {
      if (answered.status === 'rejected') throw answered.reason;
      return respond(c, endpoint, answered.value);
    }
    principal = confirmed.value;
  } else {
    principal = await currentPrincipal(c, deps, principals);
  }
  return respond(c, endpoint, await answer(c, endpoint, handler, deps, principal, address, options));
}

/**
 * The pipeline after the session: IP allow-list, session required (401), XSRF token of the session
 * on every call that changes state (403), a password that must be changed first (403), capability
 * (403), validation (400), then the handler's answer.
 */
async function answer(
  c: Context,
  endpoint: EndpointDefinition,
  handler: AnyHandler,
  deps: AppDeps,
  principal: Principal | null,
  address: string,
  options: ContractRoutesOptions,
): Promise<unknown> {
  if (principal) noteCaller(c, principal.tenant.id, principal.user.id);
  if (principal && !isAddressAllowed(address, principal.tenant.ip_allow_list)) {
    throw new AuthError('IP_ADDRESS_REJECTED', `address ${address} is outside the allow-list of the tenant`);
  }
  if (!principal && requiresSession(endpoint.capability)) {
    throw new AuthError('UNAUTHORIZED', 'no session, or the session has expired');
  }
  if (
    needsXsrfToken(endpoint, c.req.query()) &&
    !hasValidXsrfToken(c, xsrfTokensFor(deps.config), principal !== null)
  ) {
    throw new AuthError(
      'XSRF_TOKEN_MISSING',
      'the X-XSRF-TOKEN header must repeat the XSRF-TOKEN cookie of this session',
    );
  }
  if (principal && requiresSession(endpoint.capability) && !endpoint.openBeforePasswordChange) {
    refuseBeforePasswordChange(principal);
    // The principal's reads stay open after a trial, so the app can say that it has ended.
    refuseOutsidePlan(principal.tenant, deps.clock());
  }
  if (!hasCapability(principal?.capability ?? null, endpoint.capability)) {
    throw new AuthError('FORBIDDEN', 'the user lacks the capability this endpoint needs');
  }
  try {
    const input = await validateInput(c, endpoint, { db: deps.db, tenantId: principal?.tenant.id ?? null });
    const context: HandlerContext<EndpointDefinition> = {
      input: input as HandlerContext<EndpointDefinition>['input'],
      get principal(): Principal {
        if (!principal) throw new AuthError('UNAUTHORIZED', 'this call needs a session');
        return principal;
      },
      optionalPrincipal: principal,
      deps,
      clientAddress: address,
      c,
    };
    return await handle(endpoint, handler, context, options);
  } finally {
    await releaseUploads(c);
  }
}

/**
 * Runs the handler; with strict responses, a refusal code the endpoint does not declare and an
 * answer that breaks its response schema both fail with 500.
 */
export async function handle(
  endpoint: EndpointDefinition,
  handler: AnyHandler,
  context: HandlerContext<EndpointDefinition>,
  options: ContractRoutesOptions,
): Promise<unknown> {
  const output: unknown = await handler(context).catch((error: unknown) => {
    if (options.strictResponses && error instanceof KizunaError && !answersWith(endpoint, error.code)) {
      throw new RequestError('INTERNAL', `${error.code} is not one of the endpoint's codes in the contract`, {
        cause: error,
      });
    }
    throw error;
  });

  if (options.strictResponses) {
    const checked = v.safeParse(endpoint.response, output);
    if (!checked.success) {
      throw new RequestError(
        'INTERNAL',
        `answer does not match the contract: ${v.summarize(checked.issues)}`,
      );
    }
  }
  return output;
}

export function respond(c: Context, endpoint: EndpointDefinition, output: unknown): Response {
  if (endpoint.response.type === 'null') return c.body(null, 204);
  if (endpoint.produces && output instanceof Blob) return respondWithFile(c, endpoint.produces, output);
  return c.json(output as object, 200);
}

/**
 * A file answer: its media type, and a Content-Disposition with its name in UTF-8 (RFC 6266,
 * RFC 5987 `filename*`, an ASCII `filename` beside it for old agents), so `curl -OJ` saves it under
 * its name: `attachment` (a link to it downloads), `inline` for an image (an `<img src>` shows it).
 * The body is the file's stream: a streamed export is written while it is sent, and carries a
 * Content-Length only when its length is known before the first byte.
 */
function respondWithFile(c: Context, mediaType: string, file: Blob): Response {
  c.header('Content-Type', file.type || mediaType);
  c.header('X-Content-Type-Options', 'nosniff');
  if (file instanceof File && file.name) {
    // An image is shown where a page puts it (`<img src>`: Chromium draws no attachment there).
    const type = mediaType.startsWith('image/') ? 'inline' : 'attachment';
    c.header('Content-Disposition', contentDisposition(file.name, { type }));
  }
  const size = file instanceof StreamedFile ? file.byteSize : file.size;
  if (size !== undefined) c.header('Content-Length', String(size));
  return c.body(file.stream(), 200);
}

async function currentPrincipal(
  c: Context,
  deps: AppDeps,
  principals: PrincipalCache,
): Promise<Principal | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const principal = await principals.principalOf(
    deps.db,
    token,
    deps.clock(),
    deps.config.sessionIdleMinutes,
  );
  if (!principal) deleteCookie(c, SESSION_COOKIE, { path: '/' });
  return principal;
}

/**
 * The request's params, query and body checked against the endpoint's schemas (400 with every
 * field error). A multipart body's files are stored for `tenantId` as they arrive: the caller
 * removes what no row came to own with `releaseUploads(c)` once the request is answered.
 */
export async function validateInput(c: Context, endpoint: EndpointDefinition, target: MultipartTarget) {
  const fieldErrors: FieldError[] = [];
  function check(schema: v.GenericSchema | undefined, value: unknown, prefix: string): unknown {
    if (!schema) return undefined;
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    fieldErrors.push(...toFieldErrors(result.issues, prefix));
    return undefined;
  }
  const params = check(endpoint.params, c.req.param(), 'params');
  const query = check(endpoint.query, c.req.query(), 'query');
  const body = endpoint.body
    ? check(
        endpoint.body,
        endpoint.multipart ? await readMultipartBody(c, target) : await readJsonBody(c),
        'body',
      )
    : undefined;
  if (fieldErrors.length > 0) {
    throw new RequestError('VALIDATION_FAILED', 'the request does not match the schema', { fieldErrors });
  }
  return { params, query, body };
}

async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
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
