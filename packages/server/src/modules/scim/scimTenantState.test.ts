import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from '../../../test/seededIds.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { runTenantPlanCommand, type TenantPlanCommand } from '../tenants/index.js';

let server: TestServer;
let token: string;
let tenantId: number;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await server.signIn('demoAdmin');
  ({ token } = await admin.scimAdmin.createToken({ body: { name: 'Entra ID' } }));
  tenantId = await tenantIdOf(server.db, 'demo');
});
afterAll(async () => {
  await server?.close();
});

function kizunaTenant(sub: TenantPlanCommand, ...args: string[]): Promise<string> {
  return runTenantPlanCommand(server.db, sub, args, 'ops-tester', new Date());
}

/** Tomorrow in Japan, as YYYY-MM-DD. */
function tomorrowInJapan(): string {
  return new Date(Date.now() + 9 * 3_600_000 + 24 * 3_600_000).toISOString().slice(0, 10);
}

async function scim(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/scim/v2${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/scim+json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/scim+json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

const newUser = (userName: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName,
  active: true,
  name: { formatted: '佐藤 花子', familyName: '佐藤', givenName: '花子' },
});

async function peopleNamed(userName: string): Promise<number> {
  const rows = await selectTenantRows(server.db, 'users', tenantId)
    .select('id')
    .where('account_id', '=', userName)
    .execute();
  return rows.length;
}

/** A refusal in the SCIM error schema (RFC 7644 §3.12). */
function expectScimRefusal(answer: Awaited<ReturnType<typeof scim>>, detail: RegExp) {
  expect(answer.status).toBe(403);
  expect(answer.type).toMatch(/^application\/scim\+json/);
  expect(answer.body).toEqual({
    schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
    status: '403',
    detail: expect.stringMatching(detail),
  });
}

describe('SCIM for a tenant outside its plan', () => {
  it('refuses provisioning while the tenant is suspended, and creates nothing', async () => {
    await kizunaTenant('suspend', '--tenant', 'demo');
    try {
      expectScimRefusal(await scim('POST', '/Users', newUser('sato.suspended')), /suspended/);
      expectScimRefusal(await scim('GET', '/Users?filter=userName+eq+%22admin%22'), /suspended/);
      expect(await peopleNamed('sato.suspended')).toBe(0);
    } finally {
      await kizunaTenant('resume', '--tenant', 'demo');
    }
    expect((await scim('POST', '/Users', newUser('sato.resumed'))).status).toBe(201);
    expect(await peopleNamed('sato.resumed')).toBe(1);
  });

  it('refuses provisioning once the trial has ended, and serves again on a commercial plan', async () => {
    await kizunaTenant('plan', '--tenant', 'demo', '--trial-until', tomorrowInJapan());
    expect((await scim('GET', '/Users?count=1')).status).toBe(200);
    const threeDays = 3 * 24 * 3_600_000;
    server.advanceClock(threeDays);
    try {
      expectScimRefusal(await scim('POST', '/Users', newUser('sato.expired')), /trial .*ended/);
      expectScimRefusal(
        await scim('PATCH', '/Users/1', {
          schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
          Operations: [{ op: 'replace', path: 'active', value: false }],
        }),
        /trial .*ended/,
      );
      expect(await peopleNamed('sato.expired')).toBe(0);

      await kizunaTenant('plan', '--tenant', 'demo', '--commercial');
      expect((await scim('POST', '/Users', newUser('sato.upgraded'))).status).toBe(201);
    } finally {
      server.advanceClock(-threeDays);
    }
  });
});
