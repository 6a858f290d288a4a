import { get, type IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamTenantExport, type TenantExportResult } from '../src/modules/tenantExport/index.js';
import { tenantIdOf, userIdOf } from './seededIds.js';
import { startTestServer, type TestServer } from './startTestServer.js';

/**
 * A 100,000-row export is written while it is sent: the server holds a batch of rows at a time,
 * never the whole file, so its memory stays flat however long the export. Measured as live heap
 * (after a full collection) at points along the download, against the heap before it started:
 * the growth must stay a small share of the file's size. The server runs in this process (on
 * PGlite, whose database memory is outside the JavaScript heap), so its heap is this heap.
 */

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const ROWS = 100_000;
/** Each contact's remark, so that the file is tens of megabytes. */
const REMARK_LENGTH = 200;

let server: TestServer;
let cookie: string;
let adminCookie: string;
let folderId: number;
let tenantId: number;

function liveHeap(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

beforeAll(async () => {
  server = await startTestServer();
  const yamada = await server.signIn('demoUser');
  ({ folderId } = await yamada.contactFolders.personalCreate({ body: { folderName: '十万件' } }));
  ({ cookie } = await server.rawSession('demoUser'));
  ({ cookie: adminCookie } = await server.rawSession('demoAdmin'));
  tenantId = await tenantIdOf(server.db, 'demo');
  await sql`
    insert into external_contacts (tenant_id, folder_id, fullname, fullname_kana, fullname_sort_key, company_name, remarks)
    select ${tenantId}, ${folderId}, '連絡先 ' || n, 'レンラクサキ ' || n, lpad(n::text, 6, '0'),
      '株式会社キズナ', repeat('備', ${REMARK_LENGTH})
    from generate_series(1, ${ROWS}) as n`.execute(server.db);
}, 300_000);

afterAll(async () => {
  await server?.close();
});

describe('a 100,000-row export', () => {
  it('keeps the server heap flat while it is downloaded', async () => {
    const before = liveHeap();
    let peak = 0;
    const sample = () => {
      peak = Math.max(peak, liveHeap() - before);
    };
    // Also between chunks, while the server reads and writes (a server that built the file
    // before its first byte would show it here).
    const timer = setInterval(sample, 250);
    // A connection of its own (the seeding outlasts an idle kept-alive one), read as it comes.
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      get(
        `${server.url}/api/browser/externalContacts/personal/${folderId}/export`,
        { headers: { Cookie: cookie, Accept: '*/*' }, agent: false },
        resolve,
      ).on('error', reject);
    });
    expect(response.statusCode).toBe(200);

    const decoder = new TextDecoder();
    let bytes = 0;
    let lines = 0;
    let nextSample = 0;
    let last = '';
    for await (const value of response as AsyncIterable<Buffer>) {
      bytes += value.byteLength;
      const text = last + decoder.decode(value, { stream: true });
      const parts = text.split('\r\n');
      last = parts.pop()!;
      lines += parts.length;
      // Every 2 MB, the live heap: what the server (and this reader) hold at that point.
      if (bytes >= nextSample) {
        sample();
        nextSample = bytes + 2 * 1024 * 1024;
      }
    }
    clearInterval(timer);
    const headers = response.headers;
    const growth = peak;
    console.info(
      JSON.stringify({
        rows: ROWS,
        bodyBytes: bytes,
        peakLiveHeapGrowthBytes: growth,
        share: growth / bytes,
      }),
    );
    // The file is about 60 MB; the whole of it in memory (as rows, text or JSON) would show as
    // growth of that order. A batch of rows and a chunk of text are a few megabytes at most.
    expect(bytes).toBeGreaterThan(ROWS * REMARK_LENGTH * 3);
    expect(growth).toBeLessThan(bytes / 8);
    expect(headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(headers['content-length']).toBeUndefined();
    expect(last).toBe('');
    expect(lines).toBe(ROWS + 1);
  }, 300_000);
});

describe('a tenant export holding 100,000 contacts', () => {
  it('keeps the heap flat while the ZIP is read', async () => {
    let result: TenantExportResult | undefined;
    const file = await streamTenantExport(server.db, tenantId, {
      onEnd: async (done) => {
        result = done;
      },
    });
    const before = liveHeap();
    let peak = 0;
    const sample = () => {
      peak = Math.max(peak, liveHeap() - before);
    };
    const timer = setInterval(sample, 250);
    const reader = file!.stream().getReader();
    let bytes = 0;
    let chunks = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      chunks += 1;
      if (chunks % 50 === 0) sample();
    }
    clearInterval(timer);
    sample();
    // The contacts' text alone: what the export would hold had it read them all before writing.
    const text = ROWS * REMARK_LENGTH * 3;
    console.info(
      JSON.stringify({ rows: ROWS, zipBytes: bytes, peakLiveHeapGrowthBytes: peak, share: peak / text }),
    );
    expect(result?.bytes).toBe(bytes);
    expect(result?.manifest.counts[`contacts/${folderId}.tsv`]).toBe(ROWS);
    expect(peak).toBeLessThan(text / 8);
  }, 300_000);
});

describe('a thanks access log of 100,000 visits', () => {
  it('is read a batch at a time while it is downloaded', async () => {
    const yamadaId = await userIdOf(server.db, tenantId, 'yamada.taro');
    await sql`
      insert into thanks_access_log (tenant_id, user_id, accessed_at)
      select ${tenantId}, ${yamadaId}, now() - (n || ' seconds')::interval
      from generate_series(1, ${ROWS}) as n`.execute(server.db);
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 9 * 3_600_000 - 7 * 86_400_000).toISOString().slice(0, 10);

    const before = liveHeap();
    let peak = 0;
    const sample = () => {
      peak = Math.max(peak, liveHeap() - before);
    };
    const timer = setInterval(sample, 100);
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      get(
        `${server.url}/api/browser/admin/thanks/logs/exportAccess?dateFrom=${from}&dateTo=${today}`,
        { headers: { Cookie: adminCookie, Accept: '*/*' }, agent: false },
        resolve,
      ).on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    let lines = 0;
    let chunks = 0;
    for await (const value of response as AsyncIterable<Buffer>) {
      for (const byte of value) if (byte === 0x0a) lines += 1;
      chunks += 1;
      if (chunks % 20 === 0) sample();
    }
    clearInterval(timer);
    console.info(JSON.stringify({ rows: ROWS, peakLiveHeapGrowthBytes: peak }));
    expect(lines).toBeGreaterThanOrEqual(ROWS + 1);
    // All the visits read at once are some 30 MB of row objects; a batch of 1,000 is a few hundred kB.
    expect(peak).toBeLessThan(ROWS * 60);
  }, 300_000);
});
