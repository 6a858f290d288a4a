import type { Context } from 'hono';
import type { RateLimit } from '../../config.js';
import type { AppDeps } from '../../http/Handler.js';
import { TokenBuckets } from '../../http/TokenBuckets.js';
import { AuthError } from '../auth/index.js';
import { AnpiError } from './AnpiError.js';
import { hashAnpiToken } from './anpiLinks.js';

/**
 * The rates of the answer links (`/anpi/link/*`), which answer without a session. Per client
 * address, only links that do not work count: a company's people answer from one office address
 * within minutes of a check, and a working link gives its call back. Per link, every call counts,
 * from wherever it comes: a person opens the page, perhaps again, and answers.
 */
export const ANPI_LINK_RATES = {
  /** Links that do not work, per client address: 30 at once, then one every 10 s. */
  address: { perSecond: 0.1, burst: 30 },
  /** Calls of one link: 10 at once, then one every 20 s. */
  link: { perSecond: 0.05, burst: 10 },
} as const satisfies Record<string, RateLimit>;

interface LinkBuckets {
  readonly address: TokenBuckets;
  readonly link: TokenBuckets;
}

/** Each server's own buckets (in memory, per node, as the other token buckets). */
const bucketsOfServer = new WeakMap<AppDeps, LinkBuckets>();

function bucketsOf(deps: AppDeps): LinkBuckets {
  let buckets = bucketsOfServer.get(deps);
  if (!buckets) {
    buckets = {
      address: new TokenBuckets(ANPI_LINK_RATES.address),
      link: new TokenBuckets(ANPI_LINK_RATES.link),
    };
    bucketsOfServer.set(deps, buckets);
  }
  return buckets;
}

function refuse(c: Context, waitMs: number, whose: string): never {
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new AuthError(
    'RATE_LIMITED',
    `too many answer-link calls ${whose}; try again after Retry-After seconds`,
  );
}

/**
 * Runs a call of an answer link within the rates, checked before the link is looked up (a refused
 * call costs no query): 429 `RATE_LIMITED` with `Retry-After` beyond them.
 */
export async function withinLinkRates<T>(
  context: { readonly deps: AppDeps; readonly c: Context; readonly clientAddress: string },
  token: string,
  run: () => Promise<T>,
): Promise<T> {
  const { address, link } = bucketsOf(context.deps);
  const now = context.deps.clock().getTime();
  const addressName = context.clientAddress;
  // The raw token is the key to someone's answer: only its hash names the bucket.
  const linkName = hashAnpiToken(token);
  const addressWait = address.take(addressName, now);
  if (addressWait > 0) refuse(context.c, addressWait, 'from this address');
  const linkWait = link.take(linkName, now);
  if (linkWait > 0) {
    address.giveBack(addressName);
    refuse(context.c, linkWait, 'of this link');
  }
  try {
    const result = await run();
    address.giveBack(addressName);
    return result;
  } catch (error) {
    if (!(error instanceof AnpiError && error.code === 'ANPI_LINK_INVALID')) address.giveBack(addressName);
    throw error;
  }
}
