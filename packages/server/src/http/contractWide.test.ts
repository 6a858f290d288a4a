import {
  API_PREFIX_BROWSER,
  contract,
  ErrorBodySchema,
  listEndpoints,
  needsXsrfToken,
  stateChangingQueryFlag,
  type EndpointDefinition,
} from '@kizuna/api-client/contract';
import { hasCapability, requiresSession, type CapabilityContext } from '@kizuna/api-client/rules';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieValue,
  startTestServer,
  type AccountName,
  type TestServer,
} from '../../test/startTestServer.js';
import type { Db } from '../db/createDatabase.js';
import { API_KEYS_CROSS_TENANT_CASES } from '../modules/apiKeys/index.js';
import { ANPI_CROSS_TENANT_CASES } from '../modules/anpi/index.js';
import { BUSINESS_CARDS_CROSS_TENANT_CASES } from '../modules/businessCards/index.js';
import { CALLS_CROSS_TENANT_CASES } from '../modules/calls/index.js';
import { COMPANY_DIRECTORY_CROSS_TENANT_CASES } from '../modules/companyDirectory/index.js';
import { contractHandlers } from '../modules/contractHandlers.js';
import { DESTINATIONS_CROSS_TENANT_CASES } from '../modules/destinations/index.js';
import { LOCATION_CROSS_TENANT_CASES } from '../modules/location/index.js';
import { CONTACT_GROUPS_CROSS_TENANT_CASES } from '../modules/contactGroups/index.js';
import { CONTACT_IMPORT_CROSS_TENANT_CASES } from '../modules/contactImport/index.js';
import { EXTERNAL_CONTACTS_CROSS_TENANT_CASES } from '../modules/externalContacts/index.js';
import { GROUP_COMPANIES_CROSS_TENANT_CASES } from '../modules/groupCompanies/index.js';
import { INVITATIONS_CROSS_TENANT_CASES } from '../modules/invitations/index.js';
import { loadPrincipal } from '../modules/principal/index.js';
import { PROFILE_CROSS_TENANT_CASES } from '../modules/profile/index.js';
import { SANSAN_IMPORT_CROSS_TENANT_CASES } from '../modules/sansanImport/index.js';
import { TALK_CROSS_TENANT_CASES } from '../modules/talk/index.js';
import { THANKS_CROSS_TENANT_CASES } from '../modules/thanks/index.js';
import { USER_ADMIN_CROSS_TENANT_CASES } from '../modules/userAdmin/index.js';
import { DIRECTORY_CROSS_TENANT_CASES } from './directoryCrossTenantCases.js';
import {
  captureConsole,
  logWrites,
  documentWith,
  endpointSites,
  fieldPathOf,
  hostileId,
  ID_EXAMPLES,
  PATH_ID_EXAMPLES,
  shown,
  oversizeArray,
  textExamples,
  unstorableText,
  tablesWrittenSince,
  writeMark,
  type InjectionSite,
} from './hostileInputCases.js';
import { missingHandlers } from './registerContractRoutes.js';
import { selectTenantRows } from '../db/tenantRows.js';
import { turnOnTenantFeatures } from '../../test/turnOnTenantFeatures.js';

async function trialNoticeId(db: Db, trialId: number): Promise<number> {
  return (await selectTenantRows(db, 'information', trialId).select('id').executeTakeFirstOrThrow()).id;
}

async function trialDivisionId(db: Db, trialId: number): Promise<number> {
  return (await selectTenantRows(db, 'divisions', trialId).select('id').executeTakeFirstOrThrow()).id;
}

/**
 * Endpoints that take an id of a tenant-owned row: how to call them, signed in to `demo`, with an
 * id that belongs to `trial`. A new endpoint with an id must add its case here (a test checks it).
 */
const CROSS_TENANT_CASES: Record<
  string,
  (
    db: Db,
    trialId: number,
  ) => Promise<{ params?: object; body?: object; query?: string; callControlMode?: string }>
> = {
  'information.markRead': async (db, trialId) => ({
    body: { informationIds: [await trialNoticeId(db, trialId)] },
  }),
  'informationAdmin.save': async (db, trialId) => ({
    body: {
      informationId: await trialNoticeId(db, trialId),
      title: 'Changed',
      memo: 'Changed',
      important: 0,
      startDatetime: '2025-01-01T00:00:00.000Z',
      indefinitePeriod: true,
    },
  }),
  'informationAdmin.remove': async (db, trialId) => ({
    query: `informationId=${await trialNoticeId(db, trialId)}`,
  }),
  'informationAdmin.reads': async (db, trialId) => ({
    params: { informationId: await trialNoticeId(db, trialId) },
  }),
  'informationAdmin.exportReads': async (db, trialId) => ({
    params: { informationId: await trialNoticeId(db, trialId) },
  }),
  'divisionAdmin.save': async (db, trialId) => ({
    body: {
      divisionId: await trialDivisionId(db, trialId),
      divisionName: 'Changed',
      divisionNameKana: '',
      divisionCode: 'CHANGED',
      divisionPhoneNum: '',
      divisionUrl: '',
      comment: '',
    },
  }),
  'divisionAdmin.move': async (db, trialId) => ({
    params: { divisionId: await trialDivisionId(db, trialId) },
    body: { parentDivisionId: null },
  }),
  'divisionAdmin.remove': async (db, trialId) => ({
    query: `divisionId=${await trialDivisionId(db, trialId)}`,
  }),
  'divisionAdmin.importJob': async (db, trialId) => {
    const admin = await selectTenantRows(db, 'users', trialId)
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const job = await db
      .insertInto('admin_import_jobs')
      .values({ tenant_id: trialId, kind: 'DIVISIONS', state: 'DONE', created_by: admin.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { params: { jobId: Number(job.id) } };
  },
  'scimAdmin.revokeToken': async (db, trialId) => {
    const token = await db
      .insertInto('scim_tokens')
      .values({ tenant_id: trialId, name: 'Trial IdP', token_hash: `trial-${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { query: `tokenId=${token.id}` };
  },
  'locationVendorAdmin.removeBeaconGateway': async (db, trialId) => {
    const gateway = await db
      .insertInto('beacon_gateways')
      .values({
        tenant_id: trialId,
        gateway_id: `trial-gw-${Date.now()}`,
        name: 'Trial gateway',
        source_floor_id: 'trial-1f',
        token_hash: `trial-${Date.now()}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { params: { gatewayId: gateway.id } };
  },
  'phoneSystemAdmin.saveLine': async (db, trialId) => ({
    params: {
      userId: (
        await selectTenantRows(db, 'users', trialId).select('id').orderBy('id').executeTakeFirstOrThrow()
      ).id,
    },
    body: { extensionNum: '9999', deviceName: '' },
  }),
  'activeDirectoryAdmin.run': async (db, trialId) => {
    const run = await db
      .insertInto('ad_sync_runs')
      .values({ tenant_id: trialId, dry_run: true, trigger: 'MANUAL', state: 'DONE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { params: { runId: Number(run.id) } };
  },
  ...DIRECTORY_CROSS_TENANT_CASES,
  ...CALLS_CROSS_TENANT_CASES,
  ...EXTERNAL_CONTACTS_CROSS_TENANT_CASES,
  ...CONTACT_IMPORT_CROSS_TENANT_CASES,
  ...BUSINESS_CARDS_CROSS_TENANT_CASES,
  ...GROUP_COMPANIES_CROSS_TENANT_CASES,
  ...COMPANY_DIRECTORY_CROSS_TENANT_CASES,
  ...CONTACT_GROUPS_CROSS_TENANT_CASES,
  ...TALK_CROSS_TENANT_CASES,
  ...THANKS_CROSS_TENANT_CASES,
  ...PROFILE_CROSS_TENANT_CASES,
  ...USER_ADMIN_CROSS_TENANT_CASES,
  ...INVITATIONS_CROSS_TENANT_CASES,
  ...DESTINATIONS_CROSS_TENANT_CASES,
  ...LOCATION_CROSS_TENANT_CASES,
  ...API_KEYS_CROSS_TENANT_CASES,
  ...ANPI_CROSS_TENANT_CASES,
  ...SANSAN_IMPORT_CROSS_TENANT_CASES,
  'userSettings.saveInternalDisp': async (db, trialId) => {
    const division = await selectTenantRows(db, 'divisions', trialId).select('id').executeTakeFirstOrThrow();
    return { body: { dispType: 'LAST_DIVISION', divisionIds: [division.id] } };
  },
};

const ACCOUNTS: AccountName[] = ['demoAdmin', 'demoUser', 'trialAdmin', 'logisticsAdmin'];
// The browser's routes; `/api/v1` has its own cases (publicApiContractWide.test.ts).
const entries = listEndpoints(contract).filter(({ endpoint }) => !endpoint.keyOnly);
const label = (e: { area: string; name: string; endpoint: EndpointDefinition }) =>
  `${e.area}.${e.name} (${e.endpoint.method} ${e.endpoint.path})`;

let server: TestServer;
const sessions = {} as Record<AccountName, { cookie: string; xsrf: string }>;
const contexts = {} as Record<AccountName, CapabilityContext>;

beforeAll(async () => {
  server = await startTestServer();
  // Every location feature, so each location call has an account that may make it.
  await turnOnTenantFeatures(server.db, 'demo', ['CMX', 'MERAKI', 'EX_BEACON', 'IBASHO']);
  for (const account of ACCOUNTS) {
    sessions[account] = await server.rawSession(account);
    const row = await server.db
      .selectFrom('sessions')
      .select(['id_hash', 'tenant_id', 'user_id'])
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const principal = await loadPrincipal(server.db, {
      idHash: row.id_hash,
      tenantId: row.tenant_id,
      userId: row.user_id,
    });
    if (!principal) throw new Error(`no principal for ${account}`);
    contexts[account] = principal.capability;
  }
});
afterAll(async () => {
  await server?.close();
});

/** Defines the test only where it applies, so the report lists no skipped tests. */
function itIf(condition: boolean): (name: string, fn: () => Promise<void>) => void {
  return condition ? (name, fn) => void it(name, fn) : () => undefined;
}

function describeIf(condition: boolean): (name: string, fn: () => void) => void {
  return condition ? (name, fn) => void describe(name, fn) : () => undefined;
}

const secondSessions: Partial<Record<AccountName, Promise<{ cookie: string; xsrf: string }>>> = {};

/** Another session of the same account, signed in once for all the tests that need one. */
function secondSessionOf(account: AccountName) {
  return (secondSessions[account] ??= server.rawSession(account));
}

/** One cookie's value out of a `Cookie` header. */
function cookieOf(header: string, name: string): string {
  const pair = header.split('; ').find((part) => part.startsWith(`${name}=`));
  if (!pair) throw new Error(`no ${name} in ${header}`);
  return pair.slice(name.length + 1);
}

/** A path with every parameter filled with `value`. */
function pathOf(endpoint: EndpointDefinition, value = '1'): string {
  return API_PREFIX_BROWSER + endpoint.path.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(value));
}

/** A path with the given parameters filled in. */
function pathWith(endpoint: EndpointDefinition, params: object): string {
  const values = params as Record<string, unknown>;
  return (
    API_PREFIX_BROWSER + endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => String(values[name]))
  );
}

function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body))
    form.append(key, value instanceof Blob ? value : String(value));
  return form;
}

interface Call {
  /** A shared session of a demo account, or a session of the test's own. */
  session?: AccountName | { cookie: string; xsrf: string };
  xsrf?: boolean;
  body?: string | FormData;
  path?: string;
  query?: string;
}

async function call(
  endpoint: EndpointDefinition,
  { session, xsrf = true, body, path, query = '' }: Call = {},
) {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  if (session) {
    const { cookie, xsrf: token } = typeof session === 'string' ? sessions[session] : session;
    headers.Cookie = cookie;
    if (xsrf) headers['X-XSRF-TOKEN'] = token;
  }
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}${path ?? pathOf(endpoint)}${query}`, {
    method: endpoint.method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  // A file (an endpoint that `produces` one) is kept as text; everything else is JSON.
  const text = await response.text();
  const json = /^application\/json\b/.test(response.headers.get('content-type') ?? '');
  return {
    status: response.status,
    data: text ? (json || !response.ok ? (JSON.parse(text) as unknown) : text) : null,
    headers: response.headers,
  };
}

function expectError(result: { status: number; data: unknown }, status: number, code?: string) {
  expect(result.status).toBe(status);
  const body = v.parse(ErrorBodySchema, result.data);
  if (code) expect(body.code).toBe(code);
  return body;
}

/** Unwraps optional/nullable/nullish to the schema they hold. */
function inner(schema: v.GenericSchema): v.GenericSchema {
  const wrapped = (schema as { wrapped?: v.GenericSchema }).wrapped;
  return wrapped ? inner(wrapped) : schema;
}

/** A value of a clearly wrong type for a field. */
function wrongValueFor(schema: v.GenericSchema): unknown {
  return inner(schema).type === 'object' ? 'not an object' : { unexpected: true };
}

function objectEntries(schema: v.GenericSchema | undefined): Record<string, v.GenericSchema> | null {
  return schema && schema.type === 'object'
    ? (schema as unknown as { entries: Record<string, v.GenericSchema> }).entries
    : null;
}

/** `fooId: number` or `fooIds: number[]` (or an id arriving as text in a query). */
function isIdField([key, schema]: [string, v.GenericSchema]): boolean {
  if (!/Ids?$/.test(key)) return false;
  const base = inner(schema);
  const item = base.type === 'array' ? inner((base as unknown as { item: v.GenericSchema }).item) : base;
  return item.type === 'number' || item.type === 'union';
}

/** The first demo account a capability is not granted to. */
function accountLacking(endpoint: EndpointDefinition): AccountName | undefined {
  return ACCOUNTS.find((account) => !hasCapability(contexts[account], endpoint.capability));
}

function accountHaving(endpoint: EndpointDefinition): AccountName | undefined {
  return ACCOUNTS.find((account) => hasCapability(contexts[account], endpoint.capability));
}

describe('the contract table', () => {
  it('has a handler for every endpoint', () => {
    expect(missingHandlers(contract, contractHandlers)).toEqual([]);
  });

  it('has a cross-tenant case for every endpoint that takes an id', () => {
    const withIds = entries.filter(
      ({ endpoint }) =>
        endpoint.params !== undefined ||
        Object.entries(objectEntries(endpoint.body) ?? {}).some(isIdField) ||
        Object.entries(objectEntries(endpoint.query) ?? {}).some(isIdField),
    );
    const missing = withIds.map((e) => `${e.area}.${e.name}`).filter((key) => !(key in CROSS_TENANT_CASES));
    expect(missing).toEqual([]);
  });
});

describe.each(entries.map((entry) => [label(entry), entry] as const))('%s', (_, entry) => {
  const { endpoint } = entry;
  const needsSession = requiresSession(endpoint.capability);
  const write = endpoint.method !== 'GET';
  // Every write, and every GET the contract flags as changing state (answering a call), a GET
  // that changes state only with a query flag (marking talk messages read) called with it set.
  const flag = stateChangingQueryFlag(endpoint);
  const xsrfQuery = flag ? `?${flag}=true` : '';
  const needsXsrf = needsXsrfToken(endpoint, flag ? { [flag]: 'true' } : undefined);

  it('never answers 5xx to a call without input, signed in or not', async () => {
    const account = accountHaving(endpoint);
    // A call of the auth area may end its session (sign-out): it gets a session of its own.
    const own = account && entry.area === 'auth' ? await server.rawSession(account) : undefined;
    for (const session of [undefined, own ?? account]) {
      const result = await call(endpoint, session ? { session } : {});
      expect(result.status, JSON.stringify(result.data)).toBeLessThan(500);
    }
  });

  // One without ids or required query here; test/fileDownloads.test.ts downloads every file.
  itIf(
    endpoint.produces !== undefined &&
      endpoint.params === undefined &&
      (endpoint.query === undefined || v.safeParse(endpoint.query, {}).success),
  )('answers its file by the media type it produces, as an <img> or a link asks for it', async () => {
    expect(endpoint.method).toBe('GET');
    const session = sessions[accountHaving(endpoint) ?? 'demoUser'];
    const response = await fetch(`${server.url}${pathOf(endpoint)}`, {
      headers: { Cookie: session.cookie, Accept: '*/*' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')?.split(';')[0]).toBe(endpoint.produces);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  itIf(needsSession)('answers 401 without a session', async () => {
    expectError(await call(endpoint), 401, 'UNAUTHORIZED');
  });

  itIf(needsSession && needsXsrf)(
    'answers 401, not 403, without a session even when the XSRF token is missing too',
    async () => {
      expectError(
        await call(endpoint, { xsrf: false, query: xsrfQuery, ...(write ? { body: '{}' } : {}) }),
        401,
        'UNAUTHORIZED',
      );
    },
  );

  itIf(needsXsrf)('answers 403 without the XSRF token, and changes nothing', async () => {
    const session = accountHaving(endpoint) ?? 'demoUser';
    expectError(
      await call(endpoint, { session, xsrf: false, query: xsrfQuery, ...(write ? { body: '{}' } : {}) }),
      403,
      'XSRF_TOKEN_MISSING',
    );
    // The session is still usable afterwards.
    expect((await call(contract.principal.userInfo, { session })).status).toBe(200);
  });

  itIf(needsXsrf)(
    'answers 403 to an XSRF cookie and header pair of another session, or of before sign-in',
    async () => {
      const account = accountHaving(endpoint) ?? 'demoUser';
      const own = cookieOf(sessions[account].cookie, 'KIZUNA_SESSION');
      const preSession = cookieValue(
        await fetch(`${server.url}${API_PREFIX_BROWSER}/auth/xsrf`),
        'XSRF-TOKEN',
      );
      // The same user's other session, and another user's: both agree with themselves.
      for (const xsrf of [
        (await secondSessionOf(account)).xsrf,
        sessions[account === 'demoAdmin' ? 'demoUser' : 'demoAdmin'].xsrf,
        preSession,
      ]) {
        const session = { cookie: `XSRF-TOKEN=${xsrf}; KIZUNA_SESSION=${own}`, xsrf };
        expectError(
          await call(endpoint, { session, query: xsrfQuery, ...(write ? { body: '{}' } : {}) }),
          403,
          'XSRF_TOKEN_MISSING',
        );
      }
      expect((await call(contract.principal.userInfo, { session: account })).status).toBe(200);
    },
  );

  itIf(!['public', 'session'].includes(endpoint.capability.kind))(
    'answers 403 to a signed-in user who lacks the capability',
    async () => {
      const account = accountLacking(endpoint);
      expect(account, `no demo account lacks the capability of ${label(entry)}`).toBeDefined();
      expectError(
        await call(endpoint, { session: account, ...(write ? { body: '{}' } : {}) }),
        403,
        'FORBIDDEN',
      );
    },
  );

  // Multipart bodies (uploads) are checked by their own module tests.
  describeIf(endpoint.body !== undefined && !endpoint.multipart)('with a body that breaks the schema', () => {
    const session = () => accountHaving(endpoint) ?? 'demoAdmin';

    it('answers 400 to malformed JSON', async () => {
      expectError(await call(endpoint, { session: session(), body: '{"broken": ' }), 400, 'MALFORMED_JSON');
    });

    it.each([
      ['no body', undefined],
      ['null', 'null'],
      ['a number', '42'],
      ['a string', '"text"'],
      ['an array', '[]'],
    ])('answers 400 with field errors to %s', async (_, body) => {
      const error = expectError(
        await call(endpoint, { session: session(), ...(body === undefined ? {} : { body }) }),
        400,
      );
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fieldErrors?.length).toBeGreaterThan(0);
      expect(error.fieldErrors?.every((f) => f.path.startsWith('body'))).toBe(true);
    });

    const fields = Object.entries(objectEntries(endpoint.body) ?? {});
    itIf(fields.some(([, schema]) => !['optional', 'nullish', 'exact_optional'].includes(schema.type)))(
      'answers 400 naming the missing fields to an empty object',
      async () => {
        const error = expectError(
          await call(endpoint, { session: session(), body: '{}' }),
          400,
          'VALIDATION_FAILED',
        );
        const required = fields.filter(
          ([, s]) => !['optional', 'nullish', 'exact_optional'].includes(s.type),
        );
        for (const [key] of required) {
          expect(error.fieldErrors).toContainEqual(
            expect.objectContaining({ path: `body.${key}`, key: 'required' }),
          );
        }
      },
    );

    itIf(fields.length > 0)('answers 400 naming the field for each field of a wrong type', async () => {
      for (const [key, schema] of fields) {
        const body = JSON.stringify({ [key]: wrongValueFor(schema) });
        const error = expectError(
          await call(endpoint, { session: session(), body }),
          400,
          'VALIDATION_FAILED',
        );
        expect(error.fieldErrors?.map((f) => f.path)).toContain(`body.${key}`);
      }
    });
  });

  itIf(endpoint.params !== undefined)(
    'answers 400 or 404, never 5xx, to malformed path parameters',
    async () => {
      const session = accountHaving(endpoint) ?? 'demoAdmin';
      for (const value of ['abc', '0', '-1', '1.5', '99999999999999999999', '%']) {
        const result = await call(endpoint, {
          session,
          path: pathOf(endpoint, value),
          ...(write ? { body: '{}' } : {}),
        });
        expect([400, 404]).toContain(result.status);
      }
    },
  );

  itIf(endpoint.query !== undefined)('never answers 5xx to odd query strings', async () => {
    const session = accountHaving(endpoint) ?? 'demoAdmin';
    const fields = Object.keys(objectEntries(endpoint.query) ?? { q: v.string() });
    for (const value of ['', 'abc', '-1', '%E3%81', 'x'.repeat(5000)]) {
      const query = '?' + fields.map((f) => `${f}=${value}`).join('&');
      const result = await call(endpoint, { session, query, ...(write ? { body: '{}' } : {}) });
      expect(result.status).toBeLessThan(500);
    }
  });

  const sites = endpointSites(endpoint).filter(
    // Multipart parts are flat text: no nesting, and a lone surrogate arrives as U+FFFD.
    (site) => !endpoint.multipart || site.part !== 'body' || (site.path.length === 1 && site.leaf === 'text'),
  );
  itIf(sites.some((site) => site.part !== 'params'))(
    'answers 400 naming the field to hostile text, ids and arrays, logs no stack and changes nothing',
    async () => {
      const session = accountHaving(endpoint);
      if (!session) {
        // No demo account may call it: the capability answers first, before any input is read.
        const hostile = write ? { body: '{"x":"\\u0000"}' } : { query: '?x=%00' };
        expectError(await call(endpoint, { session: 'demoAdmin', ...hostile }), 403, 'FORBIDDEN');
        return;
      }
      await logWrites(server.db);
      const mark = await writeMark(server.db);
      const logged = captureConsole();
      const send = async (site: InjectionSite, value: unknown) => {
        if (site.part === 'query') {
          const query = `?${String(site.path[0])}=${encodeURIComponent(String(value))}`;
          return call(endpoint, { session, query, ...(write ? { body: '{}' } : {}) });
        }
        const document = documentWith(site.path, value) as object;
        const body = endpoint.multipart ? toFormData(document) : JSON.stringify(document);
        return call(endpoint, { session, body });
      };
      const expectRefused = async (site: InjectionSite, value: unknown) => {
        const result = await send(site, value);
        expect(result.status, `${fieldPathOf(site)} = ${shown(value)}`).toBe(400);
        const error = expectError(result, 400, 'VALIDATION_FAILED');
        expect(
          error.fieldErrors?.map((f) => f.path),
          `${fieldPathOf(site)} = ${shown(value)}`,
        ).toContain(fieldPathOf(site));
      };
      try {
        const textSites = sites.filter((s) => s.leaf === 'text' && s.part !== 'params');
        // URLs and multipart parts carry UTF-8, where a lone surrogate cannot be written.
        const surrogates = (site: InjectionSite) => site.part === 'body' && !endpoint.multipart;
        for (const site of textSites) {
          await fc.assert(
            fc.asyncProperty(unstorableText({ surrogates: surrogates(site) }), (text) =>
              expectRefused(site, text),
            ),
            {
              numRuns: 3,
              endOnFailure: true,
              examples: textExamples({ surrogates: surrogates(site) }).map((text) => [text]),
            },
          );
        }
        for (const site of sites.filter((s) => s.leaf === 'id' && s.part !== 'params')) {
          await fc.assert(
            fc.asyncProperty(hostileId, (id) => expectRefused(site, id)),
            { numRuns: 3, endOnFailure: true, examples: ID_EXAMPLES.map((id) => [id]) },
          );
        }
        for (const site of sites.filter((s) => s.leaf === 'array' && s.part === 'body')) {
          await expectRefused(site, oversizeArray(site.path));
        }
      } finally {
        logged.restore();
      }
      expect(logged.stacks()).toEqual([]);
      expect(await tablesWrittenSince(server.db, mark)).toEqual([]);
    },
  );

  itIf(endpoint.params !== undefined)(
    'answers 400 or 404 to hostile path parameters, and logs no stack',
    async () => {
      const session = accountHaving(endpoint) ?? 'demoAdmin';
      const logged = captureConsole();
      try {
        for (const value of PATH_ID_EXAMPLES) {
          const result = await call(endpoint, {
            session,
            path: API_PREFIX_BROWSER + endpoint.path.replace(/:([A-Za-z0-9_]+)/g, () => value),
            ...(write ? { body: '{}' } : {}),
          });
          expect([400, 404], `${value}: ${shown(result.data)}`).toContain(result.status);
        }
      } finally {
        logged.restore();
      }
      expect(logged.stacks()).toEqual([]);
    },
  );

  itIf(`${entry.area}.${entry.name}` in CROSS_TENANT_CASES)(
    "answers 404 to another tenant's id",
    async () => {
      const trial = await server.db
        .selectFrom('tenants')
        .select('id')
        .where('code', '=', 'trial')
        .executeTakeFirstOrThrow();
      const input = await CROSS_TENANT_CASES[`${entry.area}.${entry.name}`]!(server.db, trial.id);
      // The paths of one phone system answer only a tenant on it: demo moves there for the call.
      const demo = server.db.updateTable('tenants').where('code', '=', 'demo');
      if (input.callControlMode) await demo.set({ call_control_mode: input.callControlMode }).execute();
      try {
        const result = await call(endpoint, {
          // demoAdmin where it may call the endpoint; talk (no admins) is demoUser's.
          session: accountHaving(endpoint) ?? 'demoAdmin',
          ...(input.params ? { path: pathWith(endpoint, input.params) } : {}),
          ...(input.query ? { query: input.query.startsWith('?') ? input.query : `?${input.query}` } : {}),
          ...(input.body
            ? { body: endpoint.multipart ? toFormData(input.body) : JSON.stringify(input.body) }
            : {}),
        });
        expectError(result, 404);
      } finally {
        if (input.callControlMode) await demo.set({ call_control_mode: 'CUCM' }).execute();
      }
    },
  );

  itIf(endpoint.method === 'GET' && !endpoint.params && !endpoint.query && needsSession)(
    'answers every account allowed to call it with data that matches the contract',
    async () => {
      for (const account of ACCOUNTS.filter((a) => hasCapability(contexts[a], endpoint.capability))) {
        const result = await call(endpoint, { session: account });
        expect(result.status, `${account}: ${JSON.stringify(result.data)}`).toBeLessThan(300);
        // A file answers its bytes (read here as text), described by the media type it produces.
        if (endpoint.produces)
          expect(result.headers.get('content-type') ?? '').toContain(endpoint.produces.replace(/\/\*$/, '/'));
        else if (endpoint.response.type !== 'null')
          expect(v.safeParse(endpoint.response, result.data).success).toBe(true);
      }
    },
  );
});

describe('outside the table', () => {
  it('answers 404 JSON to an unknown API path, with or without a session', async () => {
    for (const session of [undefined, 'demoUser'] as const) {
      const result = await call(
        { ...contract.principal.userInfo, path: '/no/such/thing' },
        session ? { session } : {},
      );
      expectError(result, 404, 'NOT_FOUND');
    }
  });

  describe('hostile text and ids where PostgreSQL would see them', () => {
    const json = (value: unknown) => JSON.stringify(value);

    it('refuses a NUL in the tenant code of an otherwise whole sign-in: 400, no session, nothing written', async () => {
      await logWrites(server.db);
      const mark = await writeMark(server.db);
      // Not signed in: only the XSRF cookie, as a sign-in page has it.
      const xsrf = cookieValue(await fetch(`${server.url}/api/browser/auth/xsrf`), 'XSRF-TOKEN');
      for (const tenantCode of ['demo\u0000', '\u0000', 'de\uD800mo']) {
        const result = await call(contract.auth.login, {
          session: { cookie: `XSRF-TOKEN=${xsrf}`, xsrf },
          body: json({ tenantCode, accountId: 'admin', password: 'Kizuna-Admin1' }),
        });
        const error = expectError(result, 400, 'VALIDATION_FAILED');
        expect(error.fieldErrors).toContainEqual({ path: 'body.tenantCode', key: 'invalid' });
        expect(result.headers.getSetCookie().some((c) => c.startsWith('KIZUNA_SESSION='))).toBe(false);
      }
      expect(await tablesWrittenSince(server.db, mark)).toEqual([]);
    });

    it('refuses a lone surrogate in a digital-card custom value (kept as jsonb) and keeps the old value', async () => {
      const session = await server.rawSession('demoUser');
      const before = await call(contract.digitalCard.getOrgName, { session });
      for (const custom of ['Kizuna \uD800', '\uDFFF', 'a\u0000b']) {
        const result = await call(contract.digitalCard.saveOrgName, {
          session,
          body: json({ useCustom: true, custom }),
        });
        const error = expectError(result, 400, 'VALIDATION_FAILED');
        expect(error.fieldErrors).toContainEqual({ path: 'body.custom', key: 'invalid' });
      }
      for (const custom of ['Kizuna \uD800', 'a\u0000b']) {
        const address = { zipcode: '100-0001', address1: custom, address2: '' };
        const result = await call(contract.digitalCard.saveAddress, {
          session,
          body: json({ useCustom: true, custom: address }),
        });
        expect(expectError(result, 400).fieldErrors).toContainEqual({
          path: 'body.custom.address1',
          key: 'invalid',
        });
      }
      expect((await call(contract.digitalCard.getOrgName, { session })).data).toEqual(before.data);
    });

    it('refuses ids past 2^53 - 1 and pages whose offset passes an int4, in otherwise valid requests', async () => {
      for (const id of [2 ** 63, 2 ** 53]) {
        const result = await call(contract.information.markRead, {
          session: 'demoUser',
          body: json({ informationIds: [id] }),
        });
        expect(expectError(result, 400).fieldErrors).toContainEqual(
          expect.objectContaining({ path: 'body.informationIds.0', key: 'max' }),
        );
      }
      const result = await call(contract.internalContacts.search, {
        session: 'demoUser',
        query: '?page=999999999&size=100',
        body: json({}),
      });
      expect(expectError(result, 400).fieldErrors).toContainEqual(
        expect.objectContaining({ path: 'query.page', key: 'max' }),
      );
    });

    it('answers 404, never 5xx, to image routes with hostile ids, and logs no stack', async () => {
      const logged = captureConsole();
      try {
        const groupTenant = '/api/browser/groupCompanies/{id}/faceImageThumbnail/{id}';
        for (const route of [
          '/front/faceImage/{id}',
          '/front/faceImage/thumbnail/{id}',
          '/front/bizcardImage/{id}',
          '/front/bizcardImage/thumbnail/{id}',
          '/front/bizcardImage/original/{id}',
          '/front/contactImage/thumbnail/{id}',
          '/front/contactImage/original/{id}',
          groupTenant,
          '/api/browser/gotalk/room/{id}/message/{id}/file',
          '/api/browser/gotalk/room/{id}/message/{id}/fileThumbnail',
        ]) {
          for (const id of [...PATH_ID_EXAMPLES, '9999999999999999']) {
            const path = route.replaceAll('{id}', id);
            const result = await fetch(`${server.url}${path}`, {
              headers: { Cookie: sessions.demoAdmin.cookie },
            });
            await result.arrayBuffer();
            expect(result.status, path).toBe(404);
          }
        }
      } finally {
        logged.restore();
      }
      expect(logged.stacks()).toEqual([]);
    });

    it('never answers 5xx to app routes with hostile text in the path', async () => {
      for (const id of [...PATH_ID_EXAMPLES, '%E3%81']) {
        for (const path of [
          `/front/internalContacts/${id}`,
          `/front/externalContacts/detail/${id}`,
          `/front/${id}`,
        ]) {
          const result = await fetch(`${server.url}${path}`);
          await result.arrayBuffer();
          expect(result.status, path).toBeLessThan(500);
        }
      }
    });
  });

  it('answers 413 to a body over the limit', async () => {
    const body = JSON.stringify({ token: 'x'.repeat(2 * 1024 * 1024) });
    expectError(
      await call(contract.device.saveFcmToken, { session: 'demoUser', body }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });
});
