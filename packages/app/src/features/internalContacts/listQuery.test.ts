// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  API_TYPES,
  FREE_WORD_TYPES,
  SEARCH_TEXT_FIELDS,
  SEARCH_TYPES,
  canonicalListQuery,
  parseListQuery,
  serializeListQuery,
} from './listQuery';
import { freeWordSearchPath } from './freeWordSearchPath';
import type { ListQuery, SearchTextField } from './listQuery';

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('山田', 'ﾔﾏﾀﾞ', 'やまだ', 'a&b=c', '50%', ' 太郎 ', '#tag', '𠮷野家', '+81 3-1234'),
);
const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

const listQuery: fc.Arbitrary<ListQuery> = fc.record({
  divisionIds: fc.uniqueArray(id, { maxLength: 5 }),
  page: fc.integer({ min: 1, max: 1_000_000 }),
  size: fc.constantFrom(30 as const, 50 as const, 100 as const),
  apiType: fc.constantFrom(...API_TYPES),
  fields: fc
    .subarray([...SEARCH_TEXT_FIELDS])
    .chain((keys) => fc.tuple(...keys.map((key) => text.map((value) => [key, value] as const))))
    .map((entries) => Object.fromEntries(entries) as Partial<Record<SearchTextField, string>>),
  searchType: fc.constantFrom(...SEARCH_TYPES),
  tagId: fc.option(id, { nil: null }),
  freeWord: text,
  freeWordSearchType: fc.constantFrom(...FREE_WORD_TYPES),
});

/** Through a real URL, as a bookmark or the address bar carries it. */
function throughUrl(query: ListQuery): URLSearchParams {
  const url = new URL(
    `https://kizuna.example/front/internalContacts?${serializeListQuery(query).toString()}`,
  );
  return url.searchParams;
}

describe('internal contact list query in the URL', () => {
  it('round-trips every parameter of the list query through the URL', () => {
    fc.assert(
      fc.property(listQuery, fc.constantFrom(...FREE_WORD_TYPES), (query, tenantDefault) => {
        const defaults = { freeWordSearchType: tenantDefault };
        expect(parseListQuery(throughUrl(query), defaults)).toEqual(canonicalListQuery(query, defaults));
      }),
    );
  });

  it('writes equal searches as equal URLs, so the URL is stable after a round trip', () => {
    fc.assert(
      fc.property(listQuery, (query) => {
        const once = serializeListQuery(query).toString();
        expect(serializeListQuery(parseListQuery(new URLSearchParams(once))).toString()).toBe(once);
      }),
    );
  });

  it('never fails on any address bar text and always yields a query the server accepts', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'divisionId',
            'page',
            'size',
            'apiType',
            'searchType',
            'tagId',
            'freeWordSearchType',
          ),
          fc.string({ maxLength: 20 }),
        ),
        (raw) => {
          const query = parseListQuery(new URLSearchParams(raw));
          expect([30, 50, 100]).toContain(query.size);
          expect(query.page).toBeGreaterThanOrEqual(1);
          expect(API_TYPES).toContain(query.apiType);
          expect(query.divisionIds.every((value) => Number.isSafeInteger(value) && value > 0)).toBe(true);
        },
      ),
    );
  });

  it('reads the spec parameter names and the comma list of divisions', () => {
    const query = parseListQuery(
      new URLSearchParams('divisionId=3,12&page=2&size=50&fullnameKana=ﾔﾏﾀﾞ&searchType=FORWARD&tagId=7'),
    );
    expect(query).toMatchObject({
      divisionIds: [3, 12],
      page: 2,
      size: 50,
      apiType: 'search',
      fields: { fullnameKana: 'ﾔﾏﾀﾞ' },
      searchType: 'FORWARD',
      tagId: 7,
    });
  });

  it('falls back to size 30 and page 1 for values outside the allowed set', () => {
    const query = parseListQuery(new URLSearchParams('size=20&page=-1&apiType=delete'));
    expect(query).toMatchObject({ size: 30, page: 1, apiType: 'search' });
  });
});

describe('freeWordSearchPath', () => {
  it('opens a free-word search for the trimmed word, of the kind the tenant sets by default', () => {
    const url = new URL(`https://kizuna.example/front${freeWordSearchPath(' 山田 & Co ')}`);
    expect(url.pathname).toBe('/front/internalContacts');
    const query = parseListQuery(url.searchParams, { freeWordSearchType: 'ALL' });
    expect(query).toMatchObject({
      apiType: 'searchByFreeWord',
      freeWord: '山田 & Co',
      freeWordSearchType: 'ALL',
    });
  });
});
