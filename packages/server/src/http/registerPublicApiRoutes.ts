import { createHash } from 'node:crypto';
import {
  API_PREFIX_KEY,
  listEndpoints,
  type EndpointDefinition,
  type PublicApiRoute,
} from '@kizuna/api-client/contract';
import { hasCapability } from '@kizuna/api-client/rules';
import type { Context, Hono } from 'hono';
import type { Db } from '../db/createDatabase.js';
import { AuthError } from '../modules/auth/index.js';
import type { TenantAccessFields } from '../modules/tenants/index.js';
import { refuseOutsidePlan } from './trialExpired.js';
import type { Principal } from '../modules/principal/index.js';
import { clientAddress } from './clientAddress.js';
import type { ApiCaller, AppDeps, HandlerContext } from './Handler.js';
import { isAddressAllowed } from './ipAllowList.js';
import { releaseUploads } from './multipartBody.js';
import { noteCaller } from './requestLog.js';
import {
  handle,
  missingHandlers,
  respond,
  validateInput,
  type AnyHandler,
  type ContractRoutesOptions,
  type EndpointTable,
  type HandlerTable,
} from './registerContractRoutes.js';
import { TokenBuckets } from './TokenBuckets.js';

/** A presented key's caller, owner and tenant allow-list: null when unknown, revoked or expired. */
export type ResolveApiCaller = (
  db: Db,
  secret: string,
  now: Date,
) => Promise<{
  readonly caller: ApiCaller;
  readonly principal: Principal | null;
  readonly ipAllowList: readonly string[];
  readonly tenantAccess?: TenantAccessFields;
} | null>;

/**
 * One `/api/v1` route per endpoint of the contract that has a `publicApi` route, each running:
 * bearer key present (401) → rate limit of the key (429) → key known, alive (401) → rate limit of
 * its tenant (429) → scope (403) → IP allow-list (401) → the owner, as of now, with the endpoint's
 * capability, or a service key on an endpoint services may call (403) → validation (400) → the
 * same handler as the browser route.
 */
export function registerPublicApiRoutes(
  app: Hono,
  table: EndpointTable,
  handlers: HandlerTable,
  deps: AppDeps,
  resolveCaller: ResolveApiCaller,
  options: ContractRoutesOptions,
): void {
  const missing = missingHandlers(table, handlers);
  if (missing.length > 0) throw new Error(`endpoints without a handler: ${missing.join(', ')}`);
  const limits = deps.config.apiRateLimits;
  const keyBuckets = new TokenBuckets(limits.perKey);
  const tenantBuckets = new TokenBuckets(limits.perTenant);
  const pipeline: KeyPipeline = { deps, resolveCaller, keyBuckets, tenantBuckets, options };
  for (const { area, name, endpoint } of listEndpoints(table)) {
    const route = endpoint.publicApi;
    if (!route) continue;
    const handler = handlers[area]?.[name] as AnyHandler;
    app.on(endpoint.method, API_PREFIX_KEY + route.path, async (c) => {
      // A GET's answer may be revalidated with its ETag, never kept by a shared cache.
      c.header('Cache-Control', endpoint.method === 'GET' ? 'private, no-cache' : 'no-store');
      const output = await answer(c, endpoint, route, handler, pipeline);
      return respondWithEtag(c, endpoint, output);
    });
  }
}

interface KeyPipeline {
  readonly deps: AppDeps;
  readonly resolveCaller: ResolveApiCaller;
  readonly keyBuckets: TokenBuckets;
  readonly tenantBuckets: TokenBuckets;
  readonly options: ContractRoutesOptions;
}

/** The key of `Authorization: Bearer <key>`; anything else is no key. */
export function bearerKeyOf(header: string | undefined): string | null {
  const match = /^Bearer[ \t]+([\x21-\x7e]{1,512})[ \t]*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** What stands for a key in buckets and messages: never the key itself. */
function keyFingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url').slice(0, 22);
}

function refuseIfLimited(buckets: TokenBuckets, name: string, c: Context, now: Date, whose: string): void {
  const waitMs = buckets.take(name, now.getTime());
  if (waitMs === 0) return;
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new AuthError('RATE_LIMITED', `too many calls of this ${whose}; try again after Retry-After seconds`);
}

async function answer(
  c: Context,
  endpoint: EndpointDefinition,
  route: PublicApiRoute,
  handler: AnyHandler,
  pipeline: KeyPipeline,
): Promise<unknown> {
  const { deps } = pipeline;
  const secret = bearerKeyOf(c.req.header('authorization'));
  if (!secret) throw new AuthError('UNAUTHORIZED', 'send an API key: Authorization: Bearer <key>');
  const now = deps.clock();
  // The key's own bucket is spent before anything is read, so a flood (or a guesser) costs no query.
  refuseIfLimited(pipeline.keyBuckets, keyFingerprint(secret), c, now, 'API key');
  const resolved = await pipeline.resolveCaller(deps.db, secret, now);
  if (!resolved) throw new AuthError('UNAUTHORIZED', 'the API key is unknown, revoked or expired');
  if (resolved.tenantAccess) refuseOutsidePlan(resolved.tenantAccess, now);
  const { caller, principal } = resolved;
  noteCaller(c, caller.tenantId, caller.userId);
  refuseIfLimited(pipeline.tenantBuckets, String(caller.tenantId), c, now, 'tenant');
  if (!route.scopes.some((scope) => caller.scopes.includes(scope))) {
    throw new AuthError('FORBIDDEN', `the API key lacks the scope ${route.scopes.join(' or ')}`);
  }
  const address = clientAddress(c, deps.config.trustedProxyHops);
  if (!isAddressAllowed(address, resolved.ipAllowList)) {
    throw new AuthError('IP_ADDRESS_REJECTED', `address ${address} is outside the allow-list of the tenant`);
  }
  if (principal) {
    // The key does no more than its owner may now: a right lost since the key was made is lost to it
    // (the resolver has already refused a key whose owner lost the API privilege).
    if (!hasCapability(principal.capability, endpoint.capability)) {
      throw new AuthError('FORBIDDEN', 'the owner of the API key may not do this now');
    }
  } else if (!route.services) {
    throw new AuthError('FORBIDDEN', 'only a personal API key may call this');
  }
  try {
    const input = await validateInput(c, endpoint, { db: deps.db, tenantId: caller.tenantId });
    const context: HandlerContext<EndpointDefinition> = {
      input: input as HandlerContext<EndpointDefinition>['input'],
      get principal(): Principal {
        if (!principal) throw new AuthError('FORBIDDEN', 'only a personal API key may call this');
        return principal;
      },
      optionalPrincipal: principal,
      apiCaller: caller,
      deps,
      clientAddress: address,
      c,
    };
    return await handle(endpoint, handler, context, pipeline.options);
  } finally {
    await releaseUploads(c);
  }
}

/**
 * A JSON answer of a GET carries a weak ETag of its body; a caller that sends it back in
 * `If-None-Match` gets 304 without the body (the work is done, the transfer saved).
 */
function respondWithEtag(c: Context, endpoint: EndpointDefinition, output: unknown): Response {
  if (endpoint.method !== 'GET' || endpoint.produces || endpoint.response.type === 'null') {
    return respond(c, endpoint, output);
  }
  const body = JSON.stringify(output);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  c.header('ETag', etag);
  const wanted = c.req.header('if-none-match');
  if (wanted?.split(',').some((tag) => tag.trim() === etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  return c.body(body, 200);
}
