import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDialServices, type FakeDialServices } from '../../../../test/fakes/fakeDialServices.js';
import { startTestServer, type TestServer } from '../../../../test/startTestServer.js';
import type { LineOwner } from '../PhoneSystemAdapter.js';
import { phoneSystemFor } from '../phoneSystemFor.js';
import { removeVendorSettings, saveVendorSettings } from './phoneSystemSettings.js';
import { selectTenantRows } from '../../../db/tenantRows.js';
import { tenantIdOf, userIdOf } from '../../../../test/seededIds.js';
import { loopbackOutboundClient } from '../../../../test/loopbackOutbound.js';

let server: TestServer;
let fake: FakeDialServices;
let yamada: KizunaClient;
let owner: LineOwner;

beforeAll(async () => {
  [server, fake] = await Promise.all([startTestServer(), startFakeDialServices()]);
  const tenantId = await tenantIdOf(server.db, 'demo');
  const userId = await userIdOf(server.db, tenantId, 'yamada.taro');
  owner = { tenantId, userId };
  yamada = await server.signIn('demoUser');
});

afterAll(async () => {
  await Promise.all([server?.close(), fake?.close()]);
});

describe('CUCM through Cisco Web Dialer', () => {
  beforeAll(async () => {
    await saveVendorSettings(server.db, server.config, owner.tenantId, {
      vendor: 'CUCM',
      baseUrl: fake.url,
      username: fake.username,
      password: fake.password,
      timeoutMs: 500,
    });
  });

  it('a direct call from the directory asks Web Dialer to dial from the user’s phone', async () => {
    fake.cucmUsers.add('yamada.taro');
    const { callId } = await yamada.calls.directCall({ body: { destination: '0312345678' } });
    expect(callId).toBeGreaterThan(0);
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/webdialer/services/WebdialerSoapService70');
    expect(sent?.body).toContain('<in1 xsi:type="soapenc:string">0312345678</in1>');
    expect(sent?.body).toContain(
      '<in2 xsi:type="urn:UserProfile"><user xsi:type="xsd:string">yamada.taro</user>',
    );
    expect(sent?.body).toContain(
      `<in0 xsi:type="urn:Credential"><userID xsi:type="xsd:string">${fake.username}</userID>`,
    );
    await yamada.calls.endCall({});
    const ended = fake.requests.at(-1)?.body ?? '';
    expect(ended).toContain('<urn:endCallSoap ');
    expect(ended).toContain('<in1 xsi:type="urn:UserProfile"><user xsi:type="xsd:string">yamada.taro</user>');
  });

  it('a number with pauses reaches Web Dialer with its `,` pauses; `;` and what follows stay with the user', async () => {
    fake.cucmUsers.add('yamada.taro');
    await yamada.calls.directCall({ body: { destination: '03-1234-5678,,123;45#' } });
    expect(fake.requests.at(-1)?.body).toContain('<in1 xsi:type="soapenc:string">0312345678,,123</in1>');
    await yamada.calls.directCall({ body: { destination: '0312345678;45' } });
    expect(fake.requests.at(-1)?.body).toContain('<in1 xsi:type="soapenc:string">0312345678</in1>');
  });

  it('a callback dials from the line it names', async () => {
    fake.cucmUsers.add('yamada.taro');
    expect(
      await yamada.calls.callBack({ body: { fromNumber: '1001', toNumber: '0312345678' } }),
    ).toMatchObject({
      registered: false,
    });
    const sent = fake.requests.at(-1)?.body ?? '';
    expect(sent).toContain('<in1 xsi:type="soapenc:string">0312345678</in1>');
    expect(sent).toContain('<lineNumber xsi:type="xsd:string">1001</lineNumber>');
  });

  it('Web Dialer’s answers reach the user as the phone-system codes', async () => {
    fake.cucmUsers.delete('yamada.taro');
    await expect(yamada.calls.directCall({ body: { destination: '0312345678' } })).rejects.toMatchObject({
      statusCode: 400,
      errorCode: 'USER_NOT_FOUND',
    });
    fake.cucmUsers.add('yamada.taro');
    fake.failNext({ responseCode: 7 });
    await expect(yamada.calls.directCall({ body: { destination: '0312345678' } })).rejects.toMatchObject({
      errorCode: 'ADDRESS_NOT_EXIST',
    });
    fake.failNext({ responseCode: 9 });
    await expect(yamada.calls.directCall({ body: { destination: '0312345678' } })).rejects.toMatchObject({
      statusCode: 503,
      errorCode: 'TRANSIENT_SYSTEM_ERROR',
    });
    fake.failNext({ status: 503 });
    await expect(yamada.calls.directCall({ body: { destination: '0312345678' } })).rejects.toMatchObject({
      errorCode: 'TRANSIENT_SYSTEM_ERROR',
    });
    fake.failNext('timeout');
    await expect(yamada.calls.directCall({ body: { destination: '0312345678' } })).rejects.toMatchObject({
      statusCode: 504,
      errorCode: 'TIMEOUT',
    });
    fake.failNext('garbage');
    await expect(yamada.calls.directCall({ body: { destination: '0312345678' } })).rejects.toMatchObject({
      statusCode: 502,
      errorCode: 'INVALID_RESPONSE',
    });
    await saveVendorSettings(server.db, server.config, owner.tenantId, {
      vendor: 'CUCM',
      baseUrl: fake.url,
      username: fake.username,
      password: 'wrong',
    });
    await expect(yamada.calls.directCall({ body: { destination: '0312345678' } })).rejects.toMatchObject({
      errorCode: 'PBX_SYSTEM_UNAUTHORIZED',
    });
  });

  it('what Web Dialer cannot do is refused, not pretended', async () => {
    await expect(yamada.calls.holdCall({})).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'ACTION_NOT_ALLOWED',
    });
    await expect(yamada.calls.localPhoneStatus()).rejects.toMatchObject({ errorCode: 'ACTION_NOT_ALLOWED' });
  });
});

describe('Avaya through AE Services', () => {
  it('a direct call is made from the user’s extension; failures map to the codes', async () => {
    await saveVendorSettings(server.db, server.config, owner.tenantId, {
      vendor: 'AVAYA',
      baseUrl: fake.url,
      username: fake.username,
      password: fake.password,
      timeoutMs: 500,
    });
    const pbx = phoneSystemFor('AVAYA', {
      db: server.db,
      clock: () => new Date(),
      config: server.config,
      outbound: loopbackOutboundClient(),
    })!;
    const before = fake.requests.length;
    const { callId } = await pbx.directCall(owner, '0398765432');
    expect(callId).toBeGreaterThan(0);
    const sent = fake.requests.slice(before);
    expect(sent.map((request) => /<tel:(\w+)/.exec(request.body)?.[1])).toEqual([
      'attach',
      'makeCall',
      'release',
    ]);
    expect(sent.every((request) => request.path === '/axis/services/TelephonyService')).toBe(true);
    const makeCall = sent[1]?.body ?? '';
    expect(makeCall).toMatch(
      /<soapenv:Header><ses:sessionID>session-[^<]+<\/ses:sessionID><\/soapenv:Header>/,
    );
    expect(makeCall).toContain('<originatingExtension>1001</originatingExtension>');
    expect(makeCall).toContain('<destinationNumber>0398765432</destinationNumber>');
    expect(fake.avayaSessions.size).toBe(0);

    // AE Services dials digits only: the pause part stays with the user.
    const beforePause = fake.requests.length;
    await pbx.directCall(owner, '03-9876-5432,,123;45#');
    expect(fake.requests.slice(beforePause)[1]?.body).toContain(
      '<destinationNumber>0398765432</destinationNumber>',
    );

    // A refused number still releases its session.
    await expect(pbx.directCall(owner, 'x')).rejects.toMatchObject({ code: 'ADDRESS_NOT_EXIST' });
    expect(fake.avayaSessions.size).toBe(0);
    fake.failNext({ status: 502 });
    await expect(pbx.directCall(owner, '0398765432')).rejects.toMatchObject({
      code: 'TRANSIENT_SYSTEM_ERROR',
    });
    // No session, no call placed: retrying is safe.
    fake.failNext('timeout');
    await expect(pbx.directCall(owner, '0398765432')).rejects.toMatchObject({ code: 'TRANSIENT_TIMEOUT' });

    await saveVendorSettings(server.db, server.config, owner.tenantId, {
      vendor: 'AVAYA',
      baseUrl: fake.url,
      username: fake.username,
      password: 'wrong',
    });
    await expect(pbx.directCall(owner, '0398765432')).rejects.toMatchObject({
      code: 'PBX_SYSTEM_UNAUTHORIZED',
    });
    await removeVendorSettings(server.db, owner.tenantId);
  });

  it('passwords are stored encrypted', async () => {
    await saveVendorSettings(server.db, server.config, owner.tenantId, {
      vendor: 'CUCM',
      baseUrl: fake.url,
      username: fake.username,
      password: fake.password,
    });
    const row = await selectTenantRows(server.db, 'phone_system_settings', owner.tenantId)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.password_enc).not.toContain(fake.password);
    await removeVendorSettings(server.db, owner.tenantId);
  });
});
