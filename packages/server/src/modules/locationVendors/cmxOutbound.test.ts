import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';
import { outboundConfigFrom } from '../../outbound/index.js';

/**
 * The CMX "test connection" is the outbound path a tenant administrator drives by hand: it must
 * not let them map the server's network, nor take the server's memory.
 */

const TIMEOUT_MS = 1500;
const UNREACHABLE = { ok: false, reason: 'UNREACHABLE', floors: [] };
const MAPS = {
  campuses: [
    {
      name: 'Campus',
      buildingList: [
        {
          name: 'HQ',
          floorList: [{ aesUidString: '7001', name: '7F', hierarchyName: 'Campus>HQ>7F', dimension: {} }],
        },
      ],
    },
  ],
};

type Closable = HttpServer | TcpServer;
const servers: Closable[] = [];
const sockets = new Set<Socket>();

async function listen<S extends Closable>(server: S, host = '127.0.0.1'): Promise<S & { port: number }> {
  servers.push(server);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return Object.assign(server, { port: (server.address() as AddressInfo).port });
}

/** Counts every connection made to it, on IPv6 loopback and on 127.0.0.2 and .3; answers nothing. */
async function connectionCounter() {
  const counter = { connections: 0 };
  const make = () =>
    createTcpServer((socket) => {
      counter.connections += 1;
      socket.destroy();
    });
  const [v6, two, three] = await Promise.all([
    listen(make(), '::1'),
    listen(make(), '127.0.0.2'),
    listen(make(), '127.0.0.3'),
  ]);
  return Object.assign(counter, { v6: v6.port, two: two.port, three: three.port });
}

let allowing: TestServer;
let refusing: TestServer;
let admin: KizunaClient;
let refusingAdmin: KizunaClient;

beforeAll(async () => {
  // Loopback as an operator would list on-premise servers: 127.0.0.1 and .3, http: only to 127.0.0.1.
  allowing = await startTestServer({
    outbound: {
      ...outboundConfigFrom({
        KIZUNA_OUTBOUND_ALLOW: '127.0.0.1,127.0.0.3',
        KIZUNA_OUTBOUND_ALLOW_HTTP: '127.0.0.1',
      }),
      timeoutMs: TIMEOUT_MS,
      connectTimeoutMs: 1000,
    },
  });
  // Nothing listed: http: is allowed everywhere, so only the address rules refuse.
  refusing = await startTestServer({
    outbound: { ...outboundConfigFrom({ KIZUNA_OUTBOUND_ALLOW_HTTP: '*' }), timeoutMs: TIMEOUT_MS },
  });
  for (const server of [allowing, refusing]) await turnOnTenantFeatures(server.db, 'demo', ['CMX']);
  [admin, refusingAdmin] = await Promise.all([allowing.signIn('demoAdmin'), refusing.signIn('demoAdmin')]);
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all([allowing?.close(), refusing?.close()]);
});

/** Sets the tenant's CMX to `baseUrl` and runs the test; its answer and how long it took. */
async function testCmxAt(client: KizunaClient, baseUrl: string) {
  await client.locationVendorAdmin.saveCmxSettings({
    body: { baseUrl, username: 'kizuna', password: 'cmx-Pa55word' },
  });
  const started = performance.now();
  const answer = await client.locationVendorAdmin.testCmx();
  return { answer, ms: performance.now() - started };
}

/** A CMX of the test: the maps, or whatever `route` answers instead. */
async function fakeCmx(route?: (path: string) => { status: number; location?: string } | null) {
  const requests: string[] = [];
  const server = await listen(
    createHttpServer((request, response) => {
      requests.push(request.url ?? '');
      const special = route?.(request.url ?? '');
      if (special) {
        response.writeHead(special.status, special.location ? { Location: special.location } : {});
        response.end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(MAPS));
    }),
  );
  return { url: `http://127.0.0.1:${server.port}`, port: server.port, requests };
}

describe('the CMX test connection', () => {
  it('answers a closed port, a non-HTTP port, a silent server and a refused address alike, in the same time', async () => {
    const closed = await listen(createTcpServer());
    const closedPort = closed.port;
    await new Promise((resolve) => closed.close(resolve));
    const notHttp = await listen(createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n')));
    const silent = await listen(createTcpServer(() => undefined));
    const counter = await connectionCounter();

    const targets = {
      closedPort: `http://127.0.0.1:${closedPort}`,
      notHttp: `http://127.0.0.1:${notHttp.port}`,
      silent: `http://127.0.0.1:${silent.port}`,
      // Not in the allow list: refused before any connection.
      unlistedAddress: `http://127.0.0.2:${counter.two}`,
      // In the allow list, but not for http:.
      httpNotAllowed: `http://127.0.0.3:${counter.three}`,
    };
    const results: Record<string, { answer: unknown; ms: number }> = {};
    for (const [name, url] of Object.entries(targets)) results[name] = await testCmxAt(admin, url);

    for (const [name, { answer }] of Object.entries(results))
      expect({ name, answer }).toEqual({ name, answer: UNREACHABLE });
    // Each failure is answered when the test's time is up, however fast it failed.
    for (const [name, { ms }] of Object.entries(results))
      expect({ name, atDeadline: ms >= TIMEOUT_MS - 50 }).toEqual({ name, atDeadline: true });
    expect(counter.connections).toBe(0);

    // The same address over https: is connected to: only the scheme stopped the first.
    expect((await testCmxAt(admin, `https://127.0.0.3:${counter.three}`)).answer).toEqual(UNREACHABLE);
    expect(counter.connections).toBe(1);
  });

  it('reads a CMX the operator allowed, and refuses the same CMX on a server that does not allow it', async () => {
    const cmx = await fakeCmx();
    expect((await testCmxAt(admin, cmx.url)).answer).toEqual({
      ok: true,
      reason: null,
      floors: [{ id: '7001', name: 'Campus>HQ>7F', width: null, length: null, unit: null }],
    });
    expect(cmx.requests).toEqual(['/api/config/v1/maps']);
    // The allowing server's poller leaves it alone from here.
    await testCmxAt(admin, 'http://127.0.0.1:9');
    const asked = cmx.requests.length;

    for (const host of ['127.0.0.1', 'localhost', '2130706433', '0x7f.1', '127.1'])
      expect({ host, ...(await testCmxAt(refusingAdmin, `http://${host}:${cmx.port}`)) }).toMatchObject({
        host,
        answer: UNREACHABLE,
      });
    expect(cmx.requests.length).toBe(asked);
  });

  it('checks each redirect again: follows one to an allowed address, refuses one to a refused address', async () => {
    const counter = await connectionCounter();
    const cmx = await fakeCmx((path) => {
      if (path === '/moved/api/config/v1/maps') return null;
      if (path === '/api/config/v1/maps') return { status: 302, location: '/moved/api/config/v1/maps' };
      return { status: 404 };
    });
    expect((await testCmxAt(admin, cmx.url)).answer).toMatchObject({ ok: true });

    for (const location of [
      `http://[::1]:${counter.v6}/api/config/v1/maps`,
      `http://[::ffff:127.0.0.2]:${counter.two}/api/config/v1/maps`,
      `http://127.0.0.2:${counter.two}/api/config/v1/maps`,
      `http://127.0.0.3:${counter.three}/api/config/v1/maps`,
      `https://127.0.0.2:${counter.two}/api/config/v1/maps`,
      `https://[::1]:${counter.v6}/api/config/v1/maps`,
      `https://[::ffff:127.0.0.2]:${counter.two}/api/config/v1/maps`,
    ]) {
      const redirecting = await fakeCmx(() => ({ status: 307, location }));
      expect({ location, ...(await testCmxAt(admin, redirecting.url)) }).toMatchObject({
        location,
        answer: UNREACHABLE,
      });
    }
    expect(counter.connections).toBe(0);
  });

  it('cuts a streamed 300 MB answer at its limit, and the server stays within tens of MB', async () => {
    let sent = 0;
    const total = 300 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, ' ');
    const endless = await listen(
      createHttpServer((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.write('{"campuses":[');
        const pump = () => {
          while (sent < total && !response.destroyed) {
            sent += chunk.length;
            if (!response.write(chunk)) {
              response.once('drain', pump);
              return;
            }
          }
          if (!response.destroyed) response.end(']}');
        };
        pump();
      }),
    );
    await admin.locationVendorAdmin.saveCmxSettings({
      body: { baseUrl: `http://127.0.0.1:${endless.port}`, username: 'kizuna', password: 'cmx-Pa55word' },
    });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const answer = await admin.locationVendorAdmin.testCmx();
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(answer).toEqual({ ok: false, reason: 'NOT_CMX', floors: [] });
    expect(sent).toBeLessThan(total / 4);
    const grownMb = (peak - before) / 1024 / 1024;
    console.info(
      `300 MB answer: ${(sent / 1024 / 1024).toFixed(1)} MB sent, RSS grew ${grownMb.toFixed(1)} MB`,
    );
    expect(grownMb).toBeLessThan(48);
  });
});
