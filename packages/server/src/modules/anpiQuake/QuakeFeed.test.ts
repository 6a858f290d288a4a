import { describe, expect, it } from 'vitest';
import { jmaAtomQuakeFeed, MAX_FEED_ANSWER_BYTES } from './QuakeFeed.js';

const NOW = new Date('2026-11-26T13:45:00Z');
const FEED = 'https://jma.example/eqvol.xml';
const REPORT = 'https://jma.example/data/20261126134100_0_VXSE51_010000.xml';

const feedXml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <entry>
    <title>震度速報</title>
    <id>${REPORT}</id>
    <updated>2026-11-26T13:41:00Z</updated>
    <link type="application/xml" href="${REPORT}"/>
  </entry>
</feed>`;

/** A body that streams `bytes` of XML-looking filler without saying how long it is. */
function endless(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('<x>'.padEnd(64 * 1024, ' '));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) {
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

function feedWith(answers: Record<string, () => Response>) {
  const log: string[] = [];
  const feed = jmaAtomQuakeFeed({
    url: FEED,
    clock: () => NOW,
    log: (message) => log.push(message),
    fetch: (input) => Promise.resolve(answers[String(input)]?.() ?? new Response('', { status: 404 })),
  });
  return { feed, log };
}

describe('the JMA feed reader', () => {
  it('stops reading a feed larger than any real one, and starts nothing', async () => {
    for (const answer of [
      () => new Response(endless(MAX_FEED_ANSWER_BYTES * 2)),
      () => new Response('<feed/>', { headers: { 'Content-Length': String(MAX_FEED_ANSWER_BYTES + 1) } }),
    ]) {
      const { feed, log } = feedWith({ [FEED]: answer });
      expect(await feed.poll()).toEqual([]);
      expect(log.join('\n')).toMatch(/exceeds/);
    }
  });

  it('skips a report larger than any real one, and reads one of ordinary size', async () => {
    const oversized = feedWith({
      [FEED]: () => new Response(feedXml),
      [REPORT]: () => new Response(endless(MAX_FEED_ANSWER_BYTES * 2)),
    });
    expect(await oversized.feed.poll()).toEqual([]);
    expect(oversized.log.join('\n')).toMatch(/exceeds/);

    const ordinary = feedWith({
      [FEED]: () => new Response(feedXml),
      [REPORT]: () => new Response('<Report/>'),
    });
    expect(await ordinary.feed.poll()).toEqual([{ name: REPORT, xml: '<Report/>' }]);
  });
});
