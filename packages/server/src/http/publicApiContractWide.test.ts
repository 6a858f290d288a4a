import { createKizunaClient } from '@kizuna/api-client';
import {
  API_KEY_SCOPES,
  API_KEY_USER_SCOPES,
  API_PREFIX_KEY,
  contract,
  ErrorBodySchema,
  listEndpoints,
  type EndpointDefinition,
} from '@kizuna/api-client/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from '../../test/seededIds.js';
import { startTestServer, type TestServer } from '../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../test/turnOnTenantFeatures.js';
import type { Db } from '../db/createDatabase.js';
import { selectTenantRows } from '../db/tenantRows.js';
import { EXTERNAL_CONTACTS_CROSS_TENANT_CASES } from '../modules/externalContacts/index.js';
import { DIRECTORY_CROSS_TENANT_CASES } from './directoryCrossTenantCases.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

async function trialUser(db: Db, trialId: number): Promise<number> {
  return (await selectTenantRows(db, 'users', trialId).select('id').executeTakeFirstOrThrow()).id;
}

/**
 * `/api/v1` routes that take an id of a tenant-owned row: how to call them, with a key of `demo`,
 * with an id that belongs to `trial`. A new route with an id must add its case (a test checks it).
 */
const CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  ...DIRECTORY_CROSS_TENANT_CASES,
  ...EXTERNAL_CONTACTS_CROSS_TENANT_CASES,
  'publicApi.setDestination': async (db, trialId) => ({
    params: { userId: await trialUser(db, trialId) },
    body: { kind: 'LEAVING_WORK' },
  }),
  'publicApi.addCallRecord': async (db, trialId) => ({
    body: {
      userId: await trialUser(db, trialId),
      direction: 'INCOMING',
      fromNum: '0312345678',
      toNum: '1001',
      connected: true,
      calledAt: '2026-01-05T09:00:00.000Z',
    },
  }),
};

const entries = listEndpoints(contract).filter(({ endpoint }) => endpoint.publicApi !== undefined);
const routeOf = (endpoint: EndpointDefinition) => endpoint.publicApi!;

let server: TestServer;
let trialId: number;
/**
 * A personal key of demo's admin with every scope a person may hold, a service key with all, and
 * two service keys of one scope each: every route refuses at least one of them.
 */
const keys = { personal: '', service: '', doorPanel: '', callerId: '' };

beforeAll(async () => {
  server = await startTestServer();
  await turnOnTenantFeatures(server.db, 'demo', ['PAAPI', 'DIVISION_INTRODUCTION']);
  trialId = await tenantIdOf(server.db, 'trial');
  const admin = await server.signIn('demoAdmin');
  keys.personal = (
    await admin.apiKeys.create({
      body: { note: 'all', expiry: 'NO_EXPIRATION', scope: [...API_KEY_USER_SCOPES] },
    })
  ).apiKey;
  keys.service = (
    await admin.apiServiceAdmin.create({ body: { serviceName: 'All', scope: [...API_KEY_SCOPES] } })
  ).apiKey;
  keys.doorPanel = (
    await admin.apiServiceAdmin.create({ body: { serviceName: 'Door panel', scope: ['DESTINATION_WRITE'] } })
  ).apiKey;
  keys.callerId = (
    await admin.apiServiceAdmin.create({ body: { serviceName: 'PBX', scope: ['PHONE_NUM_CONTACT_READ'] } })
  ).apiKey;
});

afterAll(async () => {
  await server?.close();
});

/** The key that may call the route: a service key where services may, else the admin's own. */
function keyFor(endpoint: EndpointDefinition): string {
  return routeOf(endpoint).services ? keys.service : keys.personal;
}

function pathWith(endpoint: EndpointDefinition, params: Record<string, unknown> = {}, fill = '1'): string {
  return (
    API_PREFIX_KEY +
    routeOf(endpoint).path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
      encodeURIComponent(String(params[name] ?? fill)),
    )
  );
}

async function call(
  endpoint: EndpointDefinition,
  options: { key?: string; path?: string; query?: string; body?: string } = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.key) headers.Authorization = `Bearer ${options.key}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}${options.path ?? pathWith(endpoint)}${options.query ?? ''}`, {
    method: endpoint.method,
    headers,
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  const text = await response.text();
  return { status: response.status, data: text ? (JSON.parse(text) as unknown) : null };
}

function expectError(result: { status: number; data: unknown }, status: number, code?: string) {
  expect(result.status, JSON.stringify(result.data)).toBe(status);
  const body = v.parse(ErrorBodySchema, result.data);
  if (code) expect(body.code).toBe(code);
  return body;
}

function objectEntries(schema: v.GenericSchema | undefined): Record<string, v.GenericSchema> {
  return schema?.type === 'object'
    ? (schema as unknown as { entries: Record<string, v.GenericSchema> }).entries
    : {};
}

/** Input that breaks the schema: a wrong path id, a body that is no object, or query values no field takes. */
function badInput(endpoint: EndpointDefinition): { path?: string; body?: string; query?: string } | null {
  if (endpoint.params) return { path: pathWith(endpoint, {}, 'not-an-id') };
  if (endpoint.body) return { body: JSON.stringify('not an object') };
  const fields = Object.keys(objectEntries(endpoint.query));
  if (fields.length === 0) return null;
  return { query: `?${fields.map((field) => `${field}=${'-1'.repeat(40)}`).join('&')}` };
}

describe('the /api/v1 routes', () => {
  it('have a cross-tenant case for every route that takes an id in its path or body', () => {
    const withIds = entries.filter(
      ({ endpoint }) =>
        endpoint.params !== undefined ||
        Object.keys(objectEntries(endpoint.body)).some((key) => /Ids?$/.test(key)),
    );
    const missing = withIds.map((e) => `${e.area}.${e.name}`).filter((key) => !(key in CROSS_TENANT_CASES));
    expect(missing).toEqual([]);
  });

  it('are all reachable from a client with a key', () => {
    const client = createKizunaClient({ baseURL: 'http://example.invalid', apiKey: 'kzn_test' });
    for (const { endpoint } of entries) {
      expect(
        client.$url(endpoint, {
          params: { contactId: 1, userId: 1, divisionId: 1, folderType: 'common', folderId: 1 },
        } as never),
      ).toContain(API_PREFIX_KEY);
    }
  });
});

describe.each(
  entries.map(
    (entry) =>
      [
        `${entry.area}.${entry.name} (${entry.endpoint.method} ${routeOf(entry.endpoint).path})`,
        entry,
      ] as const,
  ),
)('%s', (_, entry) => {
  const { endpoint } = entry;

  it('answers 401 without a key, and to a key that does not exist', async () => {
    expectError(await call(endpoint), 401, 'UNAUTHORIZED');
    expectError(await call(endpoint, { key: `kzn_${'A'.repeat(43)}` }), 401, 'UNAUTHORIZED');
  });

  it('answers 403 to a key without its scope', async () => {
    const key = routeOf(endpoint).scopes.includes('DESTINATION_WRITE') ? keys.callerId : keys.doorPanel;
    expectError(await call(endpoint, { key }), 403, 'FORBIDDEN');
  });

  it('never answers 5xx to a call without input', async () => {
    const result = await call(endpoint, { key: keyFor(endpoint) });
    expect(result.status, JSON.stringify(result.data)).toBeLessThan(500);
  });

  const bad = badInput(endpoint);
  if (bad) {
    it('answers 400 with field errors to input that breaks its schema', async () => {
      const body = expectError(
        await call(endpoint, { key: keyFor(endpoint), ...bad }),
        400,
        'VALIDATION_FAILED',
      );
      expect(body.fieldErrors?.length).toBeGreaterThan(0);
    });
  }

  const crossTenant = CROSS_TENANT_CASES[`${entry.area}.${entry.name}`];
  if (crossTenant) {
    it("answers 404 to another tenant's id", async () => {
      const input = await crossTenant(server.db, trialId);
      const result = await call(endpoint, {
        key: keyFor(endpoint),
        path: pathWith(endpoint, input.params as Record<string, unknown>),
        ...(input.query ? { query: `?${input.query}` } : {}),
        ...(input.body ? { body: JSON.stringify(input.body) } : {}),
      });
      expect(result.status, JSON.stringify(result.data)).toBe(404);
    });
  }
});
