import { createServer, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackOutboundClient } from '../../../test/loopbackOutbound.js';
import { jmaAtomQuakeFeed, MAX_FEED_ANSWER_BYTES } from './QuakeFeed.js';

const NOW = new Date('2026-11-26T13:45:00Z');
const REPORT_PATH = '/data/20261126134100_0_VXSE51_010000.xml';

/** What the local feed server answers each path with. */
let answers: Record<string, (response: ServerResponse) => void> = {};
let base = '';
const server = createServer((request, response) => {
  const answer = answers[request.url ?? ''];
  if (answer) answer(response);
  else response.writeHead(404).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const feedXml = () => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <entry>
    <title>震度速報</title>
    <id>${base}${REPORT_PATH}</id>
    <updated>2026-11-26T13:41:00Z</updated>
    <link type="application/xml" href="${base}${REPORT_PATH}"/>
  </entry>
</feed>`;

/** Streams `bytes` of XML-looking filler without saying how long it is, as fast as it is read. */
function endless(bytes: number) {
  return (response: ServerResponse) => {
    const chunk = Buffer.from('<x>'.padEnd(64 * 1024, ' '));
    let sent = 0;
    response.writeHead(200, { 'Content-Type': 'application/xml' });
    const pump = () => {
      while (sent < bytes && !response.destroyed) {
        sent += chunk.length;
        if (!response.write(chunk)) {
          response.once('drain', pump);
          return;
        }
      }
      if (!response.destroyed) response.end();
    };
    pump();
  };
}

const text = (body: string) => (response: ServerResponse) => {
  response.writeHead(200, { 'Content-Type': 'application/xml' }).end(body);
};

function feedWith(routes: Record<string, (response: ServerResponse) => void>) {
  answers = routes;
  const log: string[] = [];
  const feed = jmaAtomQuakeFeed({
    url: `${base}/eqvol.xml`,
    clock: () => NOW,
    log: (message) => log.push(message),
    outbound: loopbackOutboundClient(),
  });
  return { feed, log };
}

describe('the JMA feed reader', () => {
  it('stops reading a feed larger than any real one, and starts nothing', async () => {
    for (const answer of [
      endless(MAX_FEED_ANSWER_BYTES * 2),
      (response: ServerResponse) => {
        response.writeHead(200, { 'Content-Length': String(MAX_FEED_ANSWER_BYTES + 1) });
        response.write('<feed/>');
      },
    ]) {
      const { feed, log } = feedWith({ '/eqvol.xml': answer });
      expect(await feed.poll()).toEqual([]);
      expect(log.join('\n')).toMatch(/exceeds/);
    }
  });

  it('skips a report larger than any real one, and reads one of ordinary size', async () => {
    const oversized = feedWith({
      '/eqvol.xml': text(feedXml()),
      [REPORT_PATH]: endless(MAX_FEED_ANSWER_BYTES * 2),
    });
    expect(await oversized.feed.poll()).toEqual([]);
    expect(oversized.log.join('\n')).toMatch(/exceeds/);

    const ordinary = feedWith({ '/eqvol.xml': text(feedXml()), [REPORT_PATH]: text('<Report/>') });
    expect(await ordinary.feed.poll()).toEqual([{ name: `${base}${REPORT_PATH}`, xml: '<Report/>' }]);
  });

  it('fetches no report the outbound rules refuse, whatever the feed links to', async () => {
    const linking = (href: string) => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <entry><title>震度速報</title><id>${href}</id><updated>2026-11-26T13:41:00Z</updated>
  <link type="application/xml" href="${href}"/></entry>
</feed>`;
    let reached = 0;
    const elsewhere = createNetServer((socket) => {
      reached += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.2', resolve));
    const href = `http://127.0.0.2:${(elsewhere.address() as AddressInfo).port}${REPORT_PATH}`;
    const { feed, log } = feedWith({ '/eqvol.xml': text(linking(href)) });
    expect(await feed.poll()).toEqual([]);
    expect(log.join('\n')).toMatch(/could not fetch/);
    expect(reached).toBe(0);
    await new Promise((resolve) => elsewhere.close(resolve));
  });
});
