import { REQUEST_LIMITS } from '@kizuna/api-client/contract';
import { isStorableText } from '@kizuna/api-client/validation';
import { ScimError } from './ScimError.js';

export const LIST_RESPONSE_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
/** The most resources one page answers (`filter.maxResults` of ServiceProviderConfig). */
export const MAX_RESULTS = 200;
const DEFAULT_COUNT = 100;

/** `attribute eq "value"`: the one filter form identity providers send when they look a resource up. */
export interface EqFilter {
  /** Lower case. */
  readonly attribute: string;
  readonly value: string;
}

export interface ListQuery {
  readonly filter: EqFilter | null;
  /** 1-based. */
  readonly startIndex: number;
  readonly count: number;
  readonly excludedAttributes: readonly string[];
}

const EQ_FILTER = /^\s*([A-Za-z][\w.:$-]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

function parseFilter(filter: string | undefined, attributes: readonly string[]): EqFilter | null {
  if (filter === undefined || filter.trim() === '') return null;
  const match = EQ_FILTER.exec(filter);
  const attribute = match?.[1]?.toLowerCase();
  const refuse = () =>
    new ScimError(
      400,
      `filter must be "<attribute> eq \\"value\\"" with one of: ${attributes.join(', ')}`,
      'invalidFilter',
    );
  if (!match || !attribute || !attributes.includes(attribute)) throw refuse();
  let value: unknown;
  try {
    value = JSON.parse(`"${match[2]}"`);
  } catch {
    throw refuse();
  }
  // A value no column can hold (NUL, a lone surrogate) or longer than any request may send.
  if (typeof value !== 'string' || !isStorableText(value) || value.length > REQUEST_LIMITS.textMax)
    throw refuse();
  return { attribute, value };
}

function integer(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new ScimError(400, `${text} is not an integer`, 'invalidValue');
  return value;
}

/** The list query of RFC 7644 §3.4.2: filter, startIndex (below 1 is 1), count (below 0 is 0). */
export function listQueryOf(query: Record<string, string>, filterAttributes: readonly string[]): ListQuery {
  return {
    filter: parseFilter(query.filter, filterAttributes),
    startIndex: Math.max(1, integer(query.startIndex, 1)),
    count: Math.min(MAX_RESULTS, Math.max(0, integer(query.count, DEFAULT_COUNT))),
    excludedAttributes: (query.excludedAttributes ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  };
}

export function listResponse(resources: readonly unknown[], total: number, startIndex: number) {
  return {
    schemas: [LIST_RESPONSE_SCHEMA],
    totalResults: total,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

/** A SCIM id of a Kizuna row: a positive integer in decimal; anything else names nothing. */
export function rowIdOf(id: string): number | null {
  return /^[1-9]\d{0,17}$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : null;
}
