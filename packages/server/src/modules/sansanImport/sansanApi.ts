import type { SansanFailure } from '@kizuna/api-client/contract';
import { OutboundError, type OutboundClient, type OutboundResponse } from '../../outbound/index.js';

/** Sansan's Open API, version included; the operator may point it elsewhere (`KIZUNA_SANSAN_API_URL`). */
export const DEFAULT_SANSAN_API_URL = 'https://api.sansan.com/v3.2';
/** Cards asked for per page (Sansan allows up to 300). */
export const SANSAN_PAGE_SIZE = 100;
/** A page of 300 cards is well under this; more is not Sansan. */
const MAX_PAGE_BYTES = 8 * 1024 * 1024;
/** A card image Sansan serves is a scan: a few hundred kilobytes. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A 429 whose Retry-After is longer than this ends the run (the next one goes on from where it stood). */
const MAX_RETRY_AFTER_S = 120;
/** 429s one request may meet before the run gives up. */
const MAX_RETRIES = 5;

export interface SansanConnection {
  readonly baseUrl: string;
  readonly apiKey: string;
}

export class SansanFailureError extends Error {
  constructor(
    readonly reason: Exclude<SansanFailure, 'NOT_SET'>,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SansanFailureError';
  }
}

/**
 * A business card as Kizuna reads it from Sansan's `BizCard` object. The documented fields mapped:
 * `id`, `personId` (one person across their cards), `companyName`, `companyNameReading` (when the
 * version has it), `departmentName`, `title`, `lastName`, `firstName`, `lastNameReading`,
 * `firstNameReading`, `email`, `postalCode`, `prefecture`, `city`, `street`, `building`, `tel`,
 * `secondTel`, `fax`, `mobile`, `url`, `owner` (`id`, `name`, `email`), `updatedTime`. Anything
 * else on the card is left where it is.
 */
export interface SansanCard {
  readonly id: string;
  readonly personId: string | null;
  readonly companyName: string;
  readonly companyNameReading: string;
  readonly departmentName: string;
  readonly title: string;
  readonly lastName: string;
  readonly firstName: string;
  readonly lastNameReading: string;
  readonly firstNameReading: string;
  readonly email: string;
  readonly postalCode: string;
  readonly address: string;
  readonly building: string;
  readonly tel: string;
  readonly secondTel: string;
  readonly fax: string;
  readonly mobile: string;
  readonly url: string;
  readonly ownerEmail: string;
  readonly updatedTime: Date;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** One `BizCard` of a search answer; null when it has no id or update time (not a card). */
export function readSansanCard(raw: unknown): SansanCard | null {
  if (!isObject(raw)) return null;
  const id = text(raw.id);
  const updatedTime = new Date(text(raw.updatedTime));
  if (!id || Number.isNaN(updatedTime.getTime())) return null;
  const owner = isObject(raw.owner) ? raw.owner : {};
  return {
    id,
    personId: text(raw.personId) || null,
    companyName: text(raw.companyName),
    companyNameReading: text(raw.companyNameReading),
    departmentName: text(raw.departmentName),
    title: text(raw.title),
    lastName: text(raw.lastName),
    firstName: text(raw.firstName),
    lastNameReading: text(raw.lastNameReading),
    firstNameReading: text(raw.firstNameReading),
    email: text(raw.email),
    postalCode: text(raw.postalCode),
    address: [raw.prefecture, raw.city, raw.street].map(text).join(''),
    building: text(raw.building),
    tel: text(raw.tel),
    secondTel: text(raw.secondTel),
    fax: text(raw.fax),
    mobile: text(raw.mobile),
    url: text(raw.url),
    ownerEmail: text(owner.email),
    updatedTime,
  };
}

export interface SansanApiOptions {
  readonly outbound: OutboundClient;
  readonly timeoutMs?: number;
  /** Waits out a 429's Retry-After (tests may shorten it). */
  readonly sleep?: (ms: number) => Promise<void>;
  readonly failAtDeadline?: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function call(
  connection: SansanConnection,
  pathAndQuery: string,
  options: SansanApiOptions,
  maxBytes: number,
): Promise<OutboundResponse> {
  const url = new URL(connection.baseUrl.replace(/\/+$/, '') + pathAndQuery);
  for (let attempt = 0; ; attempt += 1) {
    let response: OutboundResponse;
    try {
      response = await options.outbound.request(url, {
        headers: { 'X-Sansan-Api-Key': connection.apiKey, Accept: 'application/json' },
        maxBytes,
        timeoutMs: options.timeoutMs ?? 30_000,
        ...(options.failAtDeadline ? { failAtDeadline: true } : {}),
      });
    } catch (error) {
      if (error instanceof OutboundError && error.code === 'TOO_LARGE')
        throw new SansanFailureError('NOT_SANSAN', `${url.pathname} answered too much`, { cause: error });
      throw new SansanFailureError('UNREACHABLE', `${url.origin} could not be reached`, { cause: error });
    }
    if (response.status === 429) {
      // Sansan's rate limit: wait as long as Retry-After says (seconds), a few times at most.
      const retryAfter = Number(response.headers.get('retry-after') ?? '1');
      const seconds = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : 1;
      if (attempt >= MAX_RETRIES || seconds > MAX_RETRY_AFTER_S)
        throw new SansanFailureError('RATE_LIMITED', `Sansan asked to wait ${seconds} s`);
      await (options.sleep ?? defaultSleep)(seconds * 1000);
      continue;
    }
    if (response.status === 401 || response.status === 403)
      throw new SansanFailureError('UNAUTHORIZED', 'Sansan refused the API key');
    return response;
  }
}

export interface CardSearch {
  readonly updatedFrom: Date | null;
  readonly updatedTo: Date;
  /** Sansan's `range`: `all` cards the key's user may see, or only `me` (theirs). */
  readonly range?: 'all' | 'me';
}

/**
 * The cards updated in the window, page by page (`GET /bizCards?updatedFrom&updatedTo&range&limit`).
 * Sansan answers `{ data: BizCard[], hasMore, nextPageToken }`: the next page is asked with
 * `nextPageToken` when there is one, else (older versions) with `offset` while `hasMore`.
 */
export async function* searchSansanCards(
  connection: SansanConnection,
  search: CardSearch,
  options: SansanApiOptions & { readonly limit?: number },
): AsyncGenerator<{ cards: SansanCard[]; skipped: number }> {
  const limit = options.limit ?? SANSAN_PAGE_SIZE;
  let token: string | null = null;
  let offset = 0;
  for (;;) {
    const query = new URLSearchParams({
      ...(search.updatedFrom ? { updatedFrom: search.updatedFrom.toISOString() } : {}),
      updatedTo: search.updatedTo.toISOString(),
      range: search.range ?? 'all',
      limit: String(limit),
      ...(token ? { nextPageToken: token } : { offset: String(offset) }),
    });
    const response = await call(connection, `/bizCards?${query}`, options, MAX_PAGE_BYTES);
    if (response.status < 200 || response.status > 299)
      throw new SansanFailureError('REFUSED', `/bizCards answered ${response.status}`);
    let answer: unknown;
    try {
      answer = JSON.parse(response.text());
    } catch (error) {
      throw new SansanFailureError('NOT_SANSAN', '/bizCards did not answer JSON', { cause: error });
    }
    if (!isObject(answer) || !Array.isArray(answer.data))
      throw new SansanFailureError('NOT_SANSAN', '/bizCards answered no data list');
    const cards: SansanCard[] = [];
    let skipped = 0;
    for (const raw of answer.data as unknown[]) {
      const card = readSansanCard(raw);
      if (card) cards.push(card);
      else skipped += 1;
    }
    yield { cards, skipped };
    const next = text(answer.nextPageToken);
    if (next) {
      token = next;
    } else if (answer.hasMore === true && answer.data.length > 0 && !token) {
      offset += answer.data.length;
    } else {
      return;
    }
  }
}

/** The front image of a card (`GET /bizCards/{id}/image`); null when the card has none (404). */
export async function fetchSansanCardImage(
  connection: SansanConnection,
  cardId: string,
  options: SansanApiOptions,
): Promise<Uint8Array | null> {
  const response = await call(
    connection,
    `/bizCards/${encodeURIComponent(cardId)}/image`,
    options,
    MAX_IMAGE_BYTES,
  );
  if (response.status === 404) return null;
  if (response.status < 200 || response.status > 299)
    throw new SansanFailureError('REFUSED', `the image of card ${cardId} answered ${response.status}`);
  return new Uint8Array(response.body);
}
