import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import { createDatabase } from '../../../server/src/db/createDatabase';
import { migrate } from '../../../server/src/db/migrate';
import { seedDemoData } from '../../../server/src/seed/seedDemoData';

/**
 * The Kizuna server on an in-memory PGlite with the demo data, listening on a free port, so the
 * client is checked against the real thing over a real socket.
 */
export async function startKizunaServer() {
  const database = await createDatabase({});
  await migrate(database.db);
  await seedDemoData(database.db);
  const app = createApp({
    db: database.db,
    config: { ...loadConfig({}), port: 0, dataDir: null },
    strictResponses: true,
  });

  // The same bridge @hono/node-server makes: Node request in, fetch Response out; `incoming`
  // lets the server read the caller's address from the socket.
  const server = createServer(async (incoming, outgoing) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        for (const one of [value ?? []].flat()) headers.append(name, one);
      }
      const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
      const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
        method: incoming.method,
        headers,
        body: hasBody && chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      const response = await app.fetch(request, { incoming, outgoing });
      const outHeaders: [string, string][] = [];
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') outHeaders.push([name, value]);
      });
      for (const cookie of response.headers.getSetCookie()) outHeaders.push(['set-cookie', cookie]);
      outgoing.writeHead(response.status, response.statusText, outHeaders.flat());
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      outgoing.destroy(error as Error);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}`,
    db: database.db,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
