import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestInputIssues } from '@kizuna/api-client/contract';
import type { AppDeps } from '../../http/Handler.js';
import { clientAddress } from '../../http/clientAddress.js';
import { TokenBuckets } from '../../http/TokenBuckets.js';
import { notFound, ScimError } from './ScimError.js';
import { resourceTypes, schemas, serviceProviderConfig } from './scimDiscovery.js';
import {
  createGroup,
  deleteGroup,
  getGroup,
  GROUP_FILTER_ATTRIBUTES,
  listGroups,
  patchGroup,
  replaceGroup,
} from './scimGroups.js';
import { patchOperations } from './scimPatch.js';
import { listQueryOf, listResponse, rowIdOf } from './scimQuery.js';
import { refuseOutsidePlan } from './scimTenantPlan.js';
import { authenticateScimToken } from './scimTokens.js';
import { userStateOf } from './scimUserState.js';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  patchUser,
  replaceUser,
  USER_FILTER_ATTRIBUTES,
  type ScimRequest,
} from './scimUsers.js';

export const SCIM_PREFIX = '/scim/v2';
const SCIM_JSON = 'application/scim+json; charset=utf-8';
const BODY_LIMIT = 1024 * 1024;

function scimJson(c: Context, body: unknown, status: 200 | 201 = 200): Response {
  return c.body(JSON.stringify(body), status, { 'Content-Type': SCIM_JSON, 'Cache-Control': 'no-store' });
}

async function bodyOf(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(scim\+)?json\b/i.test(type)) {
    throw new ScimError(400, 'the body must be application/scim+json', 'invalidSyntax');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ScimError(400, 'the body is not JSON', 'invalidSyntax');
  }
  // What the browser contract refuses everywhere: text PostgreSQL cannot store (NUL, lone
  // surrogates), overlong strings, deep nesting. Long arrays stay allowed: a group's members may
  // be thousands.
  const unstorable = requestInputIssues(body).find((issue) => !Array.isArray(issue.input));
  if (unstorable) {
    throw new ScimError(
      400,
      'the body holds text that cannot be stored, or is nested too deep',
      'invalidValue',
    );
  }
  return body;
}

function idOf(c: Context, kind: 'User' | 'Group'): number {
  const raw = c.req.param('id') ?? '';
  const id = rowIdOf(raw);
  if (id === null) throw notFound(kind, raw);
  return id;
}

/**
 * `/scim/v2`: SCIM 2.0 (RFC 7643, 7644) for a tenant's identity provider, outside the browser
 * contract. A bearer token of the tenant (`scimTokens`) says which tenant; every query is scoped
 * to it, so another tenant's ids answer 404.
 */
export function registerScimRoutes(app: Hono, deps: AppDeps): void {
  const requests = new WeakMap<Request, ScimRequest>();
  const requestOf = (c: Context) => requests.get(c.req.raw) as ScimRequest;

  app.use(
    `${SCIM_PREFIX}/*`,
    bodyLimit({
      maxSize: BODY_LIMIT,
      onError: () => {
        throw new ScimError(413, `the body exceeds ${BODY_LIMIT} bytes`);
      },
    }),
  );
  // The rate of an API key: an identity provider's sync bursts, then rests. The bucket of the
  // token (or of the address, without one) is spent before anything is read, so a flood or a
  // guesser costs no query.
  const buckets = new TokenBuckets(deps.config.apiRateLimits.perKey);
  app.use(`${SCIM_PREFIX}/*`, async (c, next) => {
    const [scheme, token] = (c.req.header('authorization') ?? '').split(/\s+/, 2);
    const now = deps.clock();
    const bucket = token
      ? `token:${createHash('sha256').update(token).digest('hex')}`
      : `address:${clientAddress(c, deps.config.trustedProxyHops)}`;
    const waitMs = buckets.take(bucket, now.getTime());
    if (waitMs > 0) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
      throw new ScimError(429, 'too many requests; try again after Retry-After seconds');
    }
    const caller =
      scheme?.toLowerCase() === 'bearer' && token ? await authenticateScimToken(deps.db, token, now) : null;
    if (!caller) {
      c.header('WWW-Authenticate', 'Bearer realm="Kizuna SCIM"');
      throw new ScimError(401, 'a valid SCIM bearer token is required');
    }
    await refuseOutsidePlan(deps.db, caller.tenantId, now);
    const origin = deps.config.publicUrl ?? new URL(c.req.url).origin;
    requests.set(c.req.raw, {
      caller,
      ip: clientAddress(c, deps.config.trustedProxyHops),
      now,
      baseUrl: `${origin}${SCIM_PREFIX}`,
    });
    await next();
  });

  const scim = app.basePath(SCIM_PREFIX);
  scim.get('/ServiceProviderConfig', (c) => scimJson(c, serviceProviderConfig(requestOf(c).baseUrl)));
  scim.get('/ResourceTypes', (c) => scimJson(c, resourceTypes(requestOf(c).baseUrl)));
  scim.get('/Schemas', (c) => scimJson(c, schemas(requestOf(c).baseUrl)));

  scim.get('/Users', async (c) => {
    const query = listQueryOf(c.req.query(), USER_FILTER_ATTRIBUTES);
    const { total, resources } = await listUsers(deps.db, requestOf(c), query);
    return scimJson(c, listResponse(resources, total, query.startIndex));
  });
  scim.post('/Users', async (c) => {
    const body = await bodyOf(c);
    const password = (body as { password?: unknown } | null)?.password;
    const state = userStateOf(body);
    const created = await createUser(
      deps.db,
      requestOf(c),
      state,
      typeof password === 'string' && password !== '' ? password : null,
    );
    c.header('Location', created.meta.location);
    return scimJson(c, created, 201);
  });
  scim.get('/Users/:id', async (c) => scimJson(c, await getUser(deps.db, requestOf(c), idOf(c, 'User'))));
  scim.put('/Users/:id', async (c) => {
    const id = idOf(c, 'User');
    const state = userStateOf(await bodyOf(c));
    return scimJson(c, await replaceUser(deps.db, requestOf(c), id, state));
  });
  scim.patch('/Users/:id', async (c) => {
    const id = idOf(c, 'User');
    const operations = patchOperations(await bodyOf(c));
    return scimJson(c, await patchUser(deps.db, requestOf(c), id, operations));
  });
  scim.delete('/Users/:id', async (c) => {
    await deleteUser(deps.db, requestOf(c), idOf(c, 'User'));
    return c.body(null, 204);
  });

  scim.get('/Groups', async (c) => {
    const query = listQueryOf(c.req.query(), GROUP_FILTER_ATTRIBUTES);
    const { total, resources } = await listGroups(deps.db, requestOf(c), query);
    return scimJson(c, listResponse(resources, total, query.startIndex));
  });
  scim.post('/Groups', async (c) => {
    const created = await createGroup(deps.db, requestOf(c), await bodyOf(c));
    c.header('Location', created.meta.location);
    return scimJson(c, created, 201);
  });
  scim.get('/Groups/:id', async (c) => {
    const group = await getGroup(deps.db, requestOf(c), idOf(c, 'Group'));
    const excluded = (c.req.query('excludedAttributes') ?? '').toLowerCase().split(',');
    if (!excluded.includes('members')) return scimJson(c, group);
    const { members: _members, ...withoutMembers } = group;
    return scimJson(c, withoutMembers);
  });
  scim.put('/Groups/:id', async (c) => {
    const id = idOf(c, 'Group');
    return scimJson(c, await replaceGroup(deps.db, requestOf(c), id, await bodyOf(c)));
  });
  scim.patch('/Groups/:id', async (c) => {
    const id = idOf(c, 'Group');
    const operations = patchOperations(await bodyOf(c));
    return scimJson(c, await patchGroup(deps.db, requestOf(c), id, operations));
  });
  scim.delete('/Groups/:id', async (c) => {
    await deleteGroup(deps.db, requestOf(c), idOf(c, 'Group'));
    return c.body(null, 204);
  });

  app.all(`${SCIM_PREFIX}/*`, () => {
    throw new ScimError(404, 'no such SCIM endpoint');
  });
}

/** The answer of a SCIM refusal, for the app's error handler. */
export function scimErrorResponse(c: Context, error: ScimError): Response {
  return c.body(JSON.stringify(error), error.status, { 'Content-Type': SCIM_JSON });
}
