import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { OutboundError, type OutboundClient, type OutboundResponse } from '../../outbound/index.js';
import { isQuakeReportTitle } from './jmaQuakeReport.js';
import { childOf, childrenOf, readXml, textOf } from './xmlTree.js';

/** One JMA XML document as a feed delivers it. */
export interface QuakeDocument {
  /** Where it came from (a file name or the JMA's document URL), for the log. */
  readonly name: string;
  readonly xml: string;
}

/** Where the JMA's earthquake reports come from: the JMA's own feed, or a folder on one machine. */
export interface QuakeFeed {
  /** What the feed is, for the start-up line and the settings page. */
  readonly description: string;
  /** The documents that came in since the last call, oldest first. */
  poll(): Promise<QuakeDocument[]>;
  /** A document was handled (`done`) or could not be read (`failed`). */
  settle(document: QuakeDocument, outcome: 'done' | 'failed'): Promise<void>;
}

/**
 * Reads the `.xml` files dropped into a folder (in name order, as the JMA names its documents by
 * time), then moves each into `done/` or `failed/` beside them. A file being written should be
 * written under a name starting with a dot and renamed when whole.
 */
export function folderQuakeFeed(folder: string): QuakeFeed {
  return {
    description: `folder ${folder}`,
    async poll() {
      await mkdir(folder, { recursive: true });
      const names = (await readdir(folder, { withFileTypes: true }))
        .filter((entry) => entry.isFile() && entry.name.endsWith('.xml') && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort();
      const documents: QuakeDocument[] = [];
      for (const name of names) {
        try {
          documents.push({ name, xml: await readFile(path.join(folder, name), 'utf8') });
        } catch {
          // Moved away by another node in between: that node handles it.
        }
      }
      return documents;
    },
    async settle(document, outcome) {
      const target = path.join(folder, outcome);
      await mkdir(target, { recursive: true });
      await rename(path.join(folder, document.name), path.join(target, document.name)).catch(() => {
        // Another node moved it first.
      });
    },
  };
}

const ATOM = 'http://www.w3.org/2005/Atom';
/** The JMA's high-frequency feed of earthquake and volcano reports (気象庁防災情報XML, Atom). */
export const JMA_EQVOL_FEED_URL = 'https://www.data.jma.go.jp/developer/xml/feed/eqvol.xml';

/**
 * The most a feed or a report may weigh: the JMA's eqvol.xml is some tens of kilobytes and a
 * report a few, so a larger answer is not theirs (a mirror gone wrong, or a hostile one).
 */
export const MAX_FEED_ANSWER_BYTES = 4 * 1024 * 1024;

/** A feed or report, read no further than the limit; a larger one is skipped and logged. */
async function getText(
  outbound: OutboundClient,
  url: string,
  headers: Record<string, string> = {},
): Promise<OutboundResponse> {
  try {
    return await outbound.request(url, {
      headers,
      maxBytes: MAX_FEED_ANSWER_BYTES,
      timeoutMs: 20_000,
      // The JMA's site has moved its feeds before; each hop is checked like the first.
      maxRedirects: 3,
    });
  } catch (error) {
    if (error instanceof OutboundError && error.code === 'TOO_LARGE')
      throw new Error(`the answer exceeds ${MAX_FEED_ANSWER_BYTES} bytes`, { cause: error });
    throw error;
  }
}

export interface JmaFeedOptions {
  readonly url?: string;
  /** Every request goes through it: its address rules, size limit and timeouts. */
  readonly outbound: OutboundClient;
  /** Entries older than this when first seen are history, not news (default 30 minutes). */
  readonly maxAgeMs?: number;
  readonly clock?: () => Date;
  readonly log?: (message: string) => void;
}

/**
 * The JMA's Atom feed: each poll reads the feed (conditionally, with the validators of the last
 * answer), takes the entries of 震度速報 and 震源・震度に関する情報 not read before and fetches
 * their documents. An entry whose document could not be fetched is tried again on the next poll.
 */
export function jmaAtomQuakeFeed(options: JmaFeedOptions): QuakeFeed {
  const url = options.url ?? JMA_EQVOL_FEED_URL;
  const maxAgeMs = options.maxAgeMs ?? 30 * 60_000;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.error(message));
  const seen = new Set<string>();
  let lastModified: string | null = null;
  let etag: string | null = null;
  return {
    description: `JMA feed ${url}`,
    async poll() {
      let feedXml: string;
      try {
        const response = await getText(options.outbound, url, {
          ...(lastModified ? { 'If-Modified-Since': lastModified } : {}),
          ...(etag ? { 'If-None-Match': etag } : {}),
        });
        if (response.status === 304) return [];
        if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
        feedXml = response.text();
        lastModified = response.headers.get('last-modified');
        etag = response.headers.get('etag');
      } catch (error) {
        log(`could not read the JMA feed ${url}: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      }
      const entries = childrenOf(readXml(feedXml), ATOM, 'entry')
        .map((entry) => ({
          id: textOf(entry, ATOM, 'id') ?? '',
          title: textOf(entry, ATOM, 'title') ?? '',
          updated: Date.parse(textOf(entry, ATOM, 'updated') ?? ''),
          href: childOf(entry, ATOM, 'link')?.attributes.href ?? '',
        }))
        .filter((entry) => entry.id && entry.href && isQuakeReportTitle(entry.title) && !seen.has(entry.id))
        .sort((a, b) => a.updated - b.updated);
      const documents: QuakeDocument[] = [];
      for (const entry of entries) {
        if (!(clock().getTime() - entry.updated <= maxAgeMs)) {
          seen.add(entry.id);
          continue;
        }
        try {
          const response = await getText(options.outbound, entry.href);
          if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
          documents.push({ name: entry.href, xml: response.text() });
          seen.add(entry.id);
        } catch (error) {
          log(`could not fetch ${entry.href}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return documents;
    },
    async settle() {
      // Nothing to move: the entry is remembered as read.
    },
  };
}
