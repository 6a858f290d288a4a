import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/createDatabase.js';
import { saveQuakeSettings } from './anpiQuakeStore.js';
import { quakeCheckStarter } from './quakeCheckStarter.js';
import { quakeFeedFor, startQuakeWatch, type QuakeWatch } from './quakeWatch.js';
import { loopbackOutboundClient } from '../../../test/loopbackOutbound.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** One entry of the feed: the title names the report, the link its document on the server. */
interface FeedEntry {
  readonly title: string;
  /** The document's file name under `/data/` (the JMA names them by time, type and office). */
  readonly file: string;
  readonly minutesAgo: number;
}

/**
 * A stand-in for www.data.jma.go.jp: `/eqvol.xml` in the documented Atom format of the JMA's
 * high-frequency feed (気象庁防災情報XML, 高頻度フィード「地震火山」) and the documents it links under
 * `/data/`. With validators on, it sends an ETag and answers a matching If-None-Match with 304.
 */
class JmaStandIn {
  entries: FeedEntry[] = [];
  validators = true;
  readonly documents = new Map<string, string>();
  /** Every request, as method and path, in order. */
  readonly requests: string[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      this.requests.push(pathname);
      if (pathname === '/eqvol.xml') {
        const body = this.feed();
        const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
        if (this.validators && request.headers['if-none-match'] === etag) {
          response.writeHead(304, { etag }).end();
          return;
        }
        response
          .writeHead(200, {
            'content-type': 'application/atom+xml; charset=utf-8',
            ...(this.validators ? { etag } : {}),
          })
          .end(body);
        return;
      }
      const document = this.documents.get(pathname.replace(/^\/data\//, ''));
      if (document === undefined) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(document);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** How many times a document was asked for. */
  fetchesOf(file: string): number {
    return this.requests.filter((request) => request === `/data/${file}`).length;
  }

  documentFetches(): number {
    return this.requests.filter((request) => request.startsWith('/data/')).length;
  }

  private feed(): string {
    // Fixed to the minute the entries were first written, so an unchanged feed is byte-identical.
    const entries = this.entries.map((entry) => {
      const updated = new Date(this.base - entry.minutesAgo * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
      const href = `${this.url}/data/${entry.file}`;
      return `  <entry>
    <title>${entry.title}</title>
    <id>${href}</id>
    <updated>${updated}</updated>
    <author><name>気象庁</name></author>
    <link type="application/xml" href="${href}"/>
    <content type="text">【${entry.title}】</content>
  </entry>`;
    });
    return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" lang="ja">
  <title>高頻度（地震火山）</title>
  <subtitle>JMAXML publishing feed</subtitle>
  <updated>${new Date(this.base).toISOString().replace(/\.\d+Z$/, 'Z')}</updated>
  <id>${this.url}/eqvol.xml#short_1</id>
  <link href="http://www.jma.go.jp/" rel="related"/>
  <link href="${this.url}/eqvol.xml" rel="self"/>
  <rights type="html"><![CDATA[気象庁]]></rights>
${entries.join('\n')}
</feed>
`;
  }

  /** The time the entries' ages count from. */
  readonly base = Date.now();
}

let database: Database;
let demo: number;
let jma: JmaStandIn;
let watch: QuakeWatch | null;
let logged: string[];

/** The server's own wiring for `KIZUNA_QUAKE_FEED=<address of the feed>`. */
function watchFeed(): QuakeWatch {
  const log = (message: string) => logged.push(message);
  const feed = quakeFeedFor(
    loadConfig({ KIZUNA_QUAKE_FEED: `${jma.url}/eqvol.xml` }),
    log,
    loopbackOutboundClient(),
  );
  expect(feed?.description).toBe(`JMA feed ${jma.url}/eqvol.xml`);
  return startQuakeWatch({
    db: database.db,
    feed: feed!,
    intervalMs: 3_600_000,
    startCheck: quakeCheckStarter('https://kizuna.example.co.jp'),
    clock: () => new Date(),
    log,
  });
}

async function quakeChecks() {
  return database.db
    .selectFrom('anpi_checks')
    .select(['id', 'kind', 'title', 'whole_company'])
    .where('tenant_id', '=', demo)
    .where('started_by', 'is', null)
    .orderBy('id')
    .execute();
}

const fixture = (name: string) => readFile(path.join(FIXTURES, name), 'utf8');

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  await turnOnTenantFeatures(database.db, 'demo', ['ANPI']);
  const tenant = await database.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  demo = Number(tenant.id);
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  logged = [];
  watch = null;
  jma = new JmaStandIn();
  await jma.start();
  for (const [file, name] of [
    ['20261126134100_0_VXSE51_010000.xml', 'vxse51-kanto-5plus.xml'],
    ['20261126134400_0_VXSE53_010000.xml', 'vxse53-truncated.xml'],
    ['20261126134500_0_VXSE53_010000.xml', 'vxse53-kanto-5plus.xml'],
    ['20261126031000_0_VXSE53_010000.xml', 'vxse53-hokkaido-4.xml'],
  ] as const) {
    jma.documents.set(file, await fixture(name));
  }
  jma.documents.set('20261126134200_0_VFVO53_010000.xml', '<Report/>');
  await database.db.deleteFrom('anpi_quake_events').execute();
  await database.db.deleteFrom('anpi_checks').where('started_by', 'is', null).execute();
  await saveQuakeSettings(database.db, demo, { enabled: true, threshold: '4', prefectures: [] }, new Date());
});

afterEach(async () => {
  await watch?.close();
  await jma.stop();
});

describe('the JMA Atom feed (KIZUNA_QUAKE_FEED set to the feed’s address)', () => {
  it('fetches a new report once and starts one check; an unchanged feed (304) costs no document', async () => {
    jma.entries = [
      { title: '震度速報', file: '20261126134100_0_VXSE51_010000.xml', minutesAgo: 3 },
      // Not an earthquake report: never fetched.
      { title: '火山の状況に関する解説情報', file: '20261126134200_0_VFVO53_010000.xml', minutesAgo: 2 },
    ];
    watch = watchFeed();
    await watch.pollNow();
    expect(jma.fetchesOf('20261126134100_0_VXSE51_010000.xml')).toBe(1);
    expect(jma.fetchesOf('20261126134200_0_VFVO53_010000.xml')).toBe(0);
    const [check, ...more] = await quakeChecks();
    expect(more).toEqual([]);
    expect(check).toMatchObject({ kind: 'REAL', whole_company: true, title: '地震（震度5強）の安否確認' });
    const targets = await database.db
      .selectFrom('anpi_check_targets')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('check_id', '=', check!.id)
      .executeTakeFirstOrThrow();
    expect(Number(targets.n)).toBeGreaterThan(0);

    // The same feed again: asked with its ETag, answered 304, nothing fetched, nothing started.
    const before = jma.requests.length;
    await watch.pollNow();
    expect(jma.requests.slice(before)).toEqual(['/eqvol.xml']);
    expect(jma.documentFetches()).toBe(1);
    expect(await quakeChecks()).toHaveLength(1);
    expect(logged).toEqual([]);
  });

  it('starts no second check for a later report of the same earthquake; logs a broken document and goes on', async () => {
    jma.entries = [{ title: '震度速報', file: '20261126134100_0_VXSE51_010000.xml', minutesAgo: 5 }];
    watch = watchFeed();
    await watch.pollNow();
    expect(await quakeChecks()).toHaveLength(1);

    jma.entries = [
      ...jma.entries,
      { title: '震源・震度に関する情報', file: '20261126134400_0_VXSE53_010000.xml', minutesAgo: 3 },
      { title: '震源・震度に関する情報', file: '20261126134500_0_VXSE53_010000.xml', minutesAgo: 2 },
      { title: '震源・震度に関する情報', file: '20261126031000_0_VXSE53_010000.xml', minutesAgo: 1 },
    ];
    await watch.pollNow();
    // Each new entry fetched once; the entry read before is not fetched again.
    expect(jma.fetchesOf('20261126134100_0_VXSE51_010000.xml')).toBe(1);
    expect(jma.fetchesOf('20261126134400_0_VXSE53_010000.xml')).toBe(1);
    expect(jma.fetchesOf('20261126134500_0_VXSE53_010000.xml')).toBe(1);
    expect(jma.fetchesOf('20261126031000_0_VXSE53_010000.xml')).toBe(1);
    // The broken document is logged and skipped; the same earthquake's VXSE53 starts nothing,
    // the other earthquake (intensity 4, at the threshold) starts its own check.
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      new RegExp(`^JMA document ${jma.url}/data/20261126134400_0_VXSE53_010000\\.xml could not be read: `),
    );
    const checks = await quakeChecks();
    expect(checks.map((check) => check.title)).toEqual([
      '地震（震度5強）の安否確認',
      '地震（震度4）の安否確認',
    ]);
    const events = await database.db
      .selectFrom('anpi_quake_events')
      .select('event_id')
      .where('tenant_id', '=', demo)
      .orderBy('event_id')
      .execute();
    expect(events.map((event) => event.event_id)).toEqual(['20261126030533', '20261126224012']);

    // Polled again: nothing new fetched (the broken document included), nothing started.
    await watch.pollNow();
    expect(jma.documentFetches()).toBe(4);
    expect(await quakeChecks()).toHaveLength(2);
    expect(logged).toHaveLength(1);
  });

  it('fetches no document again when the feed comes back unchanged without validators', async () => {
    jma.validators = false;
    jma.entries = [{ title: '震度速報', file: '20261126134100_0_VXSE51_010000.xml', minutesAgo: 3 }];
    watch = watchFeed();
    await watch.pollNow();
    await watch.pollNow();
    await watch.pollNow();
    expect(jma.requests.filter((request) => request === '/eqvol.xml')).toHaveLength(3);
    expect(jma.documentFetches()).toBe(1);
    expect(await quakeChecks()).toHaveLength(1);
  });

  it('leaves history alone: an entry older than half an hour when first seen is not fetched', async () => {
    jma.entries = [{ title: '震度速報', file: '20261126134100_0_VXSE51_010000.xml', minutesAgo: 45 }];
    watch = watchFeed();
    await watch.pollNow();
    expect(jma.documentFetches()).toBe(0);
    expect(await quakeChecks()).toEqual([]);
  });
});
