import type { CallEventsMessage } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startFakeWebex, type FakeWebex } from '../../../test/fakes/fakeWebex.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { saveVendorSettings } from '../calls/index.js';
import { captureConsole } from '../../http/hostileInputCases.js';
import { webexSignature } from './webexCallEvents.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';

const SECRET = 'whsec-kizuna-test-1';

let server: TestServer;
let webex: FakeWebex;
let tenantId: number;
let personId: string;

beforeAll(async () => {
  [server, webex] = await Promise.all([startTestServer(), startFakeWebex()]);
  tenantId = await tenantIdOf(server.db, 'demo');
  const userId = await userIdOf(server.db, tenantId, 'yamada.taro');
  await server.db
    .updateTable('tenants')
    .set({ call_control_mode: 'PBX_API' })
    .where('id', '=', tenantId)
    .execute();
  await server.db
    .insertInto('user_virtual_roles')
    .values({ tenant_id: tenantId, user_id: userId, role: 'USER_PBX_FEATURE' })
    .execute();
  await saveVendorSettings(server.db, server.config, tenantId, {
    vendor: 'WEBEX',
    baseUrl: `${webex.url}/v1`,
    clientId: webex.clientId,
    clientSecret: webex.clientSecret,
    webhookSecret: SECRET,
    timeoutMs: 1000,
  });
  // Yamada authorises Kizuna at Webex, as the settings page has them do.
  const yamada = await server.signIn('demoUser');
  const back = await fetch((await yamada.pbxApi.oauth2Url()).url, { redirect: 'manual' });
  const location = new URL(back.headers.get('location') ?? '');
  await yamada.pbxApi.oauth2Callback({
    query: { state: location.searchParams.get('state') ?? '', code: location.searchParams.get('code') ?? '' },
  });
  personId = webex.lastPersonId ?? '';
});

afterAll(async () => {
  await Promise.all([server?.close(), webex?.close()]);
});

/** Yamada's browser: the events socket, collecting the line pushes. */
async function yamadaSocket() {
  const { cookie } = await server.rawSession('demoUser');
  const messages: CallEventsMessage[] = [];
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/browser/events`, {
    headers: { Cookie: cookie, Origin: server.url },
  });
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as CallEventsMessage));
  await expect.poll(() => messages.some((m) => m.type === 'lineStatus')).toBe(true);
  return { socket, messages, pushes: () => messages.filter((m) => m.type === 'lineStatus').length };
}

/** A `telephony_calls` event as Webex posts it for the person's call. */
function webexEvent(actorId: string, callId: string, data: Record<string, unknown>) {
  return JSON.stringify({
    id: 'Y2lzY29zcGFyazovL3VzL1dFQkhPT0svZjRl',
    name: 'Kizuna call events',
    targetUrl: `${server.url}/webhooks/webex/demo`,
    resource: 'telephony_calls',
    event: 'created',
    orgId: 'OTZhYmMyYWEtM2RjYy0xMWU1',
    createdBy: 'Y2lzY29zcGFyazovL3VzL1BFT1BMRS9hZG1pbg',
    appId: 'Y2lzY29zcGFyazovL3VzL0FQUExJQ0FUSU9O',
    ownedBy: 'org',
    status: 'active',
    created: '2026-11-21T09:00:00.000Z',
    actorId,
    data: {
      callId,
      callSessionId: callId,
      personality: 'terminator',
      remoteParty: { name: '', number: '0312345678', privacyEnabled: false, callType: 'external' },
      created: '2026-11-21T09:00:01.000Z',
      eventTimestamp: '2026-11-21T09:00:01.000Z',
      ...data,
    },
  });
}

function post(body: string, signature: string | null, tenant = 'demo') {
  return fetch(`${server.url}/webhooks/webex/${tenant}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature === null ? {} : { 'X-Spark-Signature': signature }),
    },
    body,
  });
}

describe('Webex Calling call events', () => {
  it('authorising stores the Webex person the tokens act as', async () => {
    expect(personId).not.toBe('');
    const row = await selectTenantRows(server.db, 'webex_people', tenantId)
      .select('person_id')
      .executeTakeFirstOrThrow();
    expect(row.person_id).toBe(personId);
  });

  it('a signed telephony_calls event pushes the line, as Webex lists it, to the person’s browser', async () => {
    const { socket, messages, pushes } = await yamadaSocket();
    const before = pushes();
    const callId = webex.ringFrom('0312345678');
    const body = webexEvent(personId, callId, { state: 'alerting', eventType: 'received' });
    const response = await post(body, webexSignature(SECRET, body));
    expect(response.status).toBe(204);
    await expect.poll(() => pushes()).toBeGreaterThan(before);
    const pushed = messages.filter((m) => m.type === 'lineStatus').at(-1);
    expect(pushed).toMatchObject({
      event: { kind: 'RINGING' },
      status: {
        self: { status: 'RINGING' },
        statuses: [{ direction: 'INCOMING', fromNumber: '0312345678' }],
      },
    });
    socket.close();
  });

  it('refuses an event whose signature is missing, wrong or made with another secret', async () => {
    const { socket, pushes } = await yamadaSocket();
    const before = pushes();
    const body = webexEvent(personId, webex.ringFrom('0398765432'), { state: 'alerting' });
    expect((await post(body, null)).status).toBe(403);
    expect((await post(body, 'deadbeef')).status).toBe(403);
    expect((await post(body, webexSignature('another-secret', body))).status).toBe(403);
    // Signed, then changed on the way: the signature no longer matches.
    const tampered = body.replace('"alerting"', '"connected"');
    expect(tampered).not.toBe(body);
    expect((await post(tampered, webexSignature(SECRET, body))).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushes()).toBe(before);
    socket.close();
  });

  it('acknowledges, and ignores, events of other resources and of people nobody authorised', async () => {
    const stranger = webexEvent('Y2lzY29zcGFyazovL3VzL1BFT1BMRS9zdHJhbmdlcg', 'call-x', {
      state: 'alerting',
    });
    expect((await post(stranger, webexSignature(SECRET, stranger))).status).toBe(204);
    const message = JSON.stringify({ resource: 'messages', event: 'created', actorId: personId, data: {} });
    expect((await post(message, webexSignature(SECRET, message))).status).toBe(204);
  });

  it('answers 404 for a tenant without Webex events and 400 for a body that is not an event', async () => {
    const body = webexEvent(personId, 'call-y', { state: 'alerting' });
    expect((await post(body, webexSignature(SECRET, body), 'trial')).status).toBe(404);
    expect((await post(body, webexSignature(SECRET, body), 'no-such-tenant')).status).toBe(404);
    const broken = '{"resource":"telephony_calls"';
    expect((await post(broken, webexSignature(SECRET, broken))).status).toBe(400);
  });

  it('answers 404 to a tenant code no tenant can have and 400 to ids that cannot be stored, never 500', async () => {
    const logged = captureConsole();
    try {
      const body = webexEvent(personId, 'call-z', { state: 'alerting' });
      for (const code of ['%00', 'demo%00', '%ED%A0%80', 'x'.repeat(5000)])
        expect((await post(body, webexSignature(SECRET, body), code)).status, code.slice(0, 12)).toBe(404);
      // Signed with the right secret, so only what the event holds can be wrong.
      for (const [actorId, callId] of [
        [`${personId}\u0000`, 'call-z'],
        [personId, 'call\u0000z'],
        [personId, 'call\uD800z'],
      ] as const) {
        const hostile = webexEvent(actorId, callId, { state: 'alerting' });
        expect((await post(hostile, webexSignature(SECRET, hostile))).status).toBe(400);
      }
    } finally {
      logged.restore();
    }
    expect(logged.stacks()).toEqual([]);
  });
});
