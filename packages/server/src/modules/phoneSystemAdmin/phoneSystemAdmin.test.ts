import type { KizunaClient } from '@kizuna/api-client';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';
import { vendorOperatorCommand } from '../pbxApi/index.js';

let server: TestServer;
let admin: KizunaClient;
let user: KizunaClient;
let logisticsAdmin: KizunaClient;
let demo: number;
const servers: (Server | TcpServer)[] = [];
const sockets: Socket[] = [];

const PASSWORD = 'Webdialer-Pa55';

beforeAll(async () => {
  server = await startTestServer();
  demo = await tenantIdOf(server.db, 'demo');
  // Another tenant whose administrator may open the page too.
  await turnOnTenantFeatures(server.db, 'kizuna-logistics', ['CUCM']);
  const logistics = await tenantIdOf(server.db, 'kizuna-logistics');
  await server.db
    .insertInto('user_roles')
    .values({
      tenant_id: logistics,
      user_id: await userIdOf(server.db, logistics, 'admin'),
      role: 'ADMIN_CUCM',
    })
    .execute();
  [admin, user, logisticsAdmin] = await Promise.all([
    server.signIn('demoAdmin'),
    server.signIn('demoUser'),
    server.signIn('logisticsAdmin'),
  ]);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await server?.close();
});

async function listen<S extends Server | TcpServer>(s: S): Promise<number> {
  servers.push(s);
  s.on('connection', (socket: Socket) => sockets.push(socket));
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return (s.address() as { port: number }).port;
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
  });
}

/**
 * Cisco Web Dialer as its developer guide documents it: the SOAP answer of getProfileSoap carries
 * responseCode 0 for the application user and password it knows, 2 (authentication error) else.
 */
async function fakeWebDialer() {
  const requests: { url: string; body: string }[] = [];
  const port = await listen(
    createHttpServer((request, response) => {
      void bodyOf(request).then((body) => {
        requests.push({ url: request.url ?? '', body });
        const ok =
          body.includes('<userID xsi:type="xsd:string">kizuna-app</userID>') && body.includes(PASSWORD);
        response.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
        response.end(
          `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><ns1:getProfileSoapResponse xmlns:ns1="urn:WD70"><getProfileSoapReturn><responseCode>${ok ? 0 : 2}</responseCode><responseDescription>${ok ? 'Success' : 'Authentication error'}</responseDescription></getProfileSoapReturn></ns1:getProfileSoapResponse></soapenv:Body></soapenv:Envelope>`,
        );
      });
    }),
  );
  return { url: `http://127.0.0.1:${port}`, port, requests };
}

async function logged(action: string) {
  return server.db
    .selectFrom('admin_action_log')
    .select(['target', 'before', 'after'])
    .where('tenant_id', '=', demo)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

async function paths(call: Promise<unknown>) {
  const { status, fields } = await fieldRefusal(call);
  return { status, fields: fields.map((field) => field.slice(0, field.lastIndexOf(':'))) };
}

describe('the phone system settings', () => {
  it('start on the embedded simulated PBX, which needs no connection test', async () => {
    expect(await admin.phoneSystemAdmin.settings()).toEqual({
      system: 'SIMULATED',
      callControlMode: 'CUCM',
      baseUrl: null,
      username: null,
      passwordSet: false,
      clientId: null,
      clientSecretSet: false,
      timeoutMs: 10_000,
    });
    expect(await admin.phoneSystemAdmin.test()).toEqual({ outcome: 'NOT_NEEDED', status: null });
  });

  it('refuse incomplete or bad fields with 400 and change nothing', async () => {
    const before = await admin.phoneSystemAdmin.settings();
    expect(await paths(admin.phoneSystemAdmin.saveSettings({ body: { system: 'CUCM' } }))).toEqual({
      status: 400,
      fields: ['body.baseUrl', 'body.username', 'body.password'],
    });
    expect(
      await paths(
        admin.phoneSystemAdmin.saveSettings({
          body: { system: 'CUCM', baseUrl: 'ftp://cucm.example.co.jp', username: 'u', password: 'p' },
        }),
      ),
    ).toMatchObject({ status: 400, fields: ['body.baseUrl'] });
    expect(
      await paths(
        admin.phoneSystemAdmin.saveSettings({
          body: {
            system: 'CUCM',
            callControlMode: 'HIENG',
            baseUrl: 'https://cucm.example.co.jp',
            username: 'u',
            password: 'p',
          },
        }),
      ),
    ).toMatchObject({ status: 400, fields: ['body.callControlMode'] });
    expect(await paths(admin.phoneSystemAdmin.saveSettings({ body: { system: 'WEBEX' } }))).toEqual({
      status: 400,
      fields: ['body.clientId', 'body.clientSecret'],
    });
    expect(await admin.phoneSystemAdmin.settings()).toEqual(before);
    expect(await logged('phoneSystem.update')).toEqual([]);
  });

  it('save CUCM without ever answering the password, and test it against Web Dialer', async () => {
    const dialer = await fakeWebDialer();
    const saved = await admin.phoneSystemAdmin.saveSettings({
      body: { system: 'CUCM', baseUrl: `${dialer.url}/`, username: 'kizuna-app', password: PASSWORD },
    });
    expect(saved).toEqual({
      system: 'CUCM',
      callControlMode: 'CUCM',
      baseUrl: dialer.url,
      username: 'kizuna-app',
      passwordSet: true,
      clientId: null,
      clientSecretSet: false,
      timeoutMs: 10_000,
    });
    expect(JSON.stringify(await admin.phoneSystemAdmin.settings())).not.toContain(PASSWORD);
    expect(await admin.phoneSystemAdmin.test()).toEqual({ outcome: 'OK', status: 200 });
    expect(dialer.requests.at(-1)?.url).toBe('/webdialer/services/WebdialerSoapService70');
    expect(dialer.requests.at(-1)?.body).toContain('getProfileSoap');

    // A password left out keeps the stored one.
    await admin.phoneSystemAdmin.saveSettings({
      body: { system: 'CUCM', baseUrl: dialer.url, username: 'kizuna-app', password: null, timeoutMs: 5000 },
    });
    expect(await admin.phoneSystemAdmin.test()).toEqual({ outcome: 'OK', status: 200 });

    // Web Dialer's responseCode 2: the credentials are refused.
    await admin.phoneSystemAdmin.saveSettings({
      body: { system: 'CUCM', baseUrl: dialer.url, username: 'kizuna-app', password: 'wrong-one' },
    });
    expect(await admin.phoneSystemAdmin.test()).toEqual({ outcome: 'AUTH_REFUSED', status: 200 });

    const entries = await logged('phoneSystem.update');
    expect(entries).toHaveLength(3);
    expect(entries[0]?.after).toMatchObject({ system: 'CUCM', passwordChanged: true });
    expect(entries[1]?.after).toMatchObject({ passwordChanged: false, timeoutMs: 5000 });
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
    expect(JSON.stringify(entries)).not.toContain('wrong-one');
  });

  it('tell an unreachable server, a TLS failure and a silent server apart, and a failed test changes nothing', async () => {
    const closed = createTcpServer();
    const closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const plain = await fakeWebDialer();
    const silentPort = await listen(createTcpServer(() => undefined));

    const testAt = async (baseUrl: string, timeoutMs = 10_000) => {
      await admin.phoneSystemAdmin.saveSettings({
        body: { system: 'CUCM', baseUrl, username: 'kizuna-app', password: PASSWORD, timeoutMs },
      });
      const settings = await admin.phoneSystemAdmin.settings();
      const result = await admin.phoneSystemAdmin.test();
      expect(await admin.phoneSystemAdmin.settings()).toEqual(settings);
      return result;
    };
    expect(await testAt(`http://127.0.0.1:${closedPort}`)).toEqual({ outcome: 'UNREACHABLE', status: null });
    // TLS spoken to a server that answers plain HTTP: the handshake fails.
    expect(await testAt(`https://127.0.0.1:${plain.port}`)).toEqual({ outcome: 'TLS', status: null });
    expect(await testAt(`http://127.0.0.1:${silentPort}`, 1000)).toEqual({
      outcome: 'TIMEOUT',
      status: null,
    });
    // An address the operator did not allow reads as unreachable, before any connection.
    expect(await testAt(`http://10.255.255.1:${plain.port}`)).toEqual({
      outcome: 'UNREACHABLE',
      status: null,
    });
  });

  it('are what the operator CLI writes, and going back to the simulated PBX keeps the mode asked for', async () => {
    await vendorOperatorCommand(server.db, server.config, {
      tenant: 'demo',
      vendor: 'WEBEX',
      clientId: 'C0ffee',
      clientSecret: 'webex-Secret',
    });
    expect(await admin.phoneSystemAdmin.settings()).toMatchObject({
      system: 'WEBEX',
      callControlMode: 'PBX_API',
      clientId: 'C0ffee',
      clientSecretSet: true,
    });
    expect(JSON.stringify(await admin.phoneSystemAdmin.settings())).not.toContain('webex-Secret');
    const back = await admin.phoneSystemAdmin.saveSettings({
      body: { system: 'SIMULATED', callControlMode: 'HIENG' },
    });
    expect(back).toMatchObject({ system: 'SIMULATED', callControlMode: 'HIENG', passwordSet: false });
    const row = await server.db
      .selectFrom('phone_system_settings')
      .selectAll()
      .where('tenant_id', '=', demo)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    await admin.phoneSystemAdmin.saveSettings({ body: { system: 'SIMULATED', callControlMode: 'CUCM' } });
  });

  it('are refused to a person without the role', async () => {
    expect(await refusal(user.phoneSystemAdmin.settings())).toMatchObject({ status: 403 });
    expect(await refusal(user.phoneSystemAdmin.test())).toMatchObject({ status: 403 });
  });
});

function csv(text: string): File {
  return new File([new TextEncoder().encode(text)], 'lines.csv', { type: 'text/csv' });
}

describe("the people's lines", () => {
  it('are listed, searched and edited, with bad input refused', async () => {
    const page = await admin.phoneSystemAdmin.lines({ query: { q: 'yamada.taro' } });
    expect(page.items).toEqual([
      expect.objectContaining({
        accountId: 'yamada.taro',
        extensionNum: '1001',
        deviceName: 'SEP000000001001',
      }),
    ]);
    const all = await admin.phoneSystemAdmin.lines({ query: {} });
    expect(all.items).toHaveLength(50);
    expect(all.hasNext).toBe(true);

    const yamada = await userIdOf(server.db, demo, 'yamada.taro');
    expect(
      await admin.phoneSystemAdmin.saveLine({
        params: { userId: yamada },
        body: { extensionNum: '2001', deviceName: 'sep00aabbccddee' },
      }),
    ).toMatchObject({ extensionNum: '2001', deviceName: 'SEP00AABBCCDDEE' });
    // The person's own CTI settings show the device the administrator set.
    expect(await user.callSettings.cucmCtiControlSettings()).toMatchObject({
      extensionNum: '2001',
      deviceName: 'SEP00AABBCCDDEE',
    });

    expect(
      await paths(
        admin.phoneSystemAdmin.saveLine({
          params: { userId: yamada },
          body: { extensionNum: '12a', deviceName: '' },
        }),
      ),
    ).toEqual({ status: 400, fields: ['body.extensionNum'] });
    expect(
      await fieldRefusal(
        admin.phoneSystemAdmin.saveLine({
          params: { userId: yamada },
          body: { extensionNum: '1000', deviceName: '' },
        }),
      ),
    ).toEqual({ status: 400, fields: ['body.extensionNum:taken'] });
    expect(
      await fieldRefusal(
        admin.phoneSystemAdmin.saveLine({
          params: { userId: yamada },
          body: { extensionNum: '2001', deviceName: 'PHONE1' },
        }),
      ),
    ).toEqual({ status: 400, fields: ['body.deviceName:cucmDevice'] });
    expect((await admin.phoneSystemAdmin.lines({ query: { q: 'yamada.taro' } })).items[0]).toMatchObject({
      extensionNum: '2001',
      deviceName: 'SEP00AABBCCDDEE',
    });
    const entries = await logged('phoneLine.update');
    expect(entries.at(-1)).toMatchObject({
      target: `user:${yamada}`,
      before: { extensionNum: '1001', deviceName: 'SEP000000001001' },
      after: { extensionNum: '2001', deviceName: 'SEP00AABBCCDDEE' },
    });
  });

  it("keep to the tenant: another tenant's person is not found, and its admin sees its own people", async () => {
    const yamada = await userIdOf(server.db, demo, 'yamada.taro');
    expect(
      await refusal(
        logisticsAdmin.phoneSystemAdmin.saveLine({
          params: { userId: yamada },
          body: { extensionNum: '9', deviceName: '' },
        }),
      ),
    ).toMatchObject({ status: 404, code: 'LINE_NOT_FOUND' });
    const theirs = await logisticsAdmin.phoneSystemAdmin.lines({ query: { q: 'yamada.taro' } });
    expect(theirs.items).toEqual([]);
  });

  it('import a CSV whole, or refuse it whole with the line and column of each problem', async () => {
    const bad = await admin.phoneSystemAdmin.importLines({
      body: {
        file: csv(
          'accountId,extensionNum,deviceName\nadmin,3000,SEP001122334455\nyamada.taro,x9,\nnobody,3002,\n',
        ),
      },
    });
    expect(bad).toEqual({
      applied: false,
      fileProblem: null,
      updated: 0,
      issues: [
        { line: 3, column: 'extensionNum', key: 'pattern' },
        { line: 4, column: 'accountId', key: 'unknownAccount' },
      ],
    });
    expect((await admin.phoneSystemAdmin.lines({ query: { q: 'admin' } })).items[0]).toMatchObject({
      accountId: 'admin',
      extensionNum: '1000',
    });
    expect(
      await admin.phoneSystemAdmin.importLines({ body: { file: csv('name,extension\nadmin,1\n') } }),
    ).toMatchObject({ applied: false, fileProblem: 'HEADER_INVALID' });

    const good = await admin.phoneSystemAdmin.importLines({
      body: {
        file: csv('accountId,extensionNum,deviceName\nadmin,3000,SEP001122334455\nyamada.taro,3001,\n'),
      },
    });
    expect(good).toEqual({ applied: true, fileProblem: null, updated: 2, issues: [] });
    const exported = await (await admin.phoneSystemAdmin.exportLines()).text();
    expect(exported).toContain('accountId,fullname,extensionNum,deviceName');
    expect(exported).toContain('admin,管理 花子,3000,SEP001122334455');
    expect(exported).toContain('yamada.taro,山田 太郎,3001,');
    expect((await logged('phoneLine.import')).at(-1)?.after).toMatchObject({ updated: 2 });
    // The directory finds the person by the new extension.
    const template = await (await admin.phoneSystemAdmin.exportLinesTemplate()).text();
    expect(template.split(/\r\n/)[0]).toMatch(/accountId,fullname,extensionNum,deviceName$/);
  });
});
