import { LIMITS } from '@kizuna/api-client/contract';

/** The field filters of `apiType=search` (spec 000 §2.2), in the order the search panel shows them. */
export const SEARCH_TEXT_FIELDS = [
  'fullname',
  'fullnameKana',
  'fullnameAlphabet',
  'division',
  'post',
  'position',
  'employeeNum',
  'phoneNum',
  'email',
  'skill',
  'comment',
  'remarks',
] as const;
export type SearchTextField = (typeof SEARCH_TEXT_FIELDS)[number];

export const API_TYPES = ['search', 'searchByFreeWord'] as const;
export type ApiType = (typeof API_TYPES)[number];

export const SEARCH_TYPES = ['PARTIAL', 'FORWARD'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const FREE_WORD_TYPES = ['FULLNAME', 'ALL'] as const;
export type FreeWordType = (typeof FREE_WORD_TYPES)[number];

export type PageSize = (typeof LIMITS.pageSizes)[number];

/**
 * Everything the internal contact list shows, as the URL carries it. The URL is the single source
 * of truth: a search can be bookmarked, and back/forward walk through earlier searches.
 */
export interface ListQuery {
  /** Divisions to list (a division includes its sub-divisions); empty means the whole company. */
  divisionIds: number[];
  page: number;
  size: PageSize;
  apiType: ApiType;
  /** Field filters of `search`; only non-empty ones are present. */
  fields: Partial<Record<SearchTextField, string>>;
  searchType: SearchType;
  /** A personal-info tag the person carries. */
  tagId: number | null;
  freeWord: string;
  freeWordSearchType: FreeWordType;
}

export const DEFAULT_LIST_QUERY: ListQuery = {
  divisionIds: [],
  page: 1,
  size: LIMITS.defaultPageSize as PageSize,
  apiType: 'search',
  fields: {},
  searchType: 'PARTIAL',
  tagId: null,
  freeWord: '',
  freeWordSearchType: 'FULLNAME',
};

const ID = /^[1-9][0-9]{0,15}$/;
const MAX_PAGE = 1_000_000;

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function idList(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => ID.test(part))
    .map(Number)
    .filter(Number.isSafeInteger);
  return [...new Set(ids)];
}

function singleId(value: string | null): number | null {
  return value && ID.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;
}

function pageOf(value: string | null): number {
  if (!value || !/^[0-9]{1,7}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGE);
}

function sizeOf(value: string | null): PageSize {
  const size = Number(value);
  return (LIMITS.pageSizes as readonly number[]).includes(size)
    ? (size as PageSize)
    : (LIMITS.defaultPageSize as PageSize);
}

/**
 * Reads the list query from the URL. Anything malformed falls back to its default instead of
 * failing, so an edited or truncated bookmark still opens a list.
 */
export function parseListQuery(
  params: URLSearchParams,
  defaults: Pick<ListQuery, 'freeWordSearchType'> = DEFAULT_LIST_QUERY,
): ListQuery {
  const fields: Partial<Record<SearchTextField, string>> = {};
  for (const field of SEARCH_TEXT_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) fields[field] = value;
  }
  return {
    divisionIds: idList(params.get('divisionId')),
    page: pageOf(params.get('page')),
    size: sizeOf(params.get('size')),
    apiType: pick(params.get('apiType'), API_TYPES, 'search'),
    fields,
    searchType: pick(params.get('searchType'), SEARCH_TYPES, 'PARTIAL'),
    tagId: singleId(params.get('tagId')),
    freeWord: params.get('freeWord')?.trim() ?? '',
    freeWordSearchType: pick(params.get('freeWordSearchType'), FREE_WORD_TYPES, defaults.freeWordSearchType),
  };
}

/**
 * Writes the list query as URL parameters, leaving out defaults and the parameters of the other
 * apiType, so equal searches have equal URLs.
 */
export function serializeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.divisionIds.length > 0) params.set('divisionId', query.divisionIds.join(','));
  if (query.apiType === 'searchByFreeWord') {
    params.set('apiType', query.apiType);
    const freeWord = query.freeWord.trim();
    if (freeWord) params.set('freeWord', freeWord);
    params.set('freeWordSearchType', query.freeWordSearchType);
  } else {
    for (const field of SEARCH_TEXT_FIELDS) {
      const value = query.fields[field]?.trim();
      if (value) params.set(field, value);
    }
    if (query.tagId !== null) params.set('tagId', String(query.tagId));
    if (query.searchType !== 'PARTIAL') params.set('searchType', query.searchType);
  }
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_LIST_QUERY.size) params.set('size', String(query.size));
  return params;
}

/**
 * The query as the list shows it: text trimmed, empty filters dropped, and the parameters of the
 * other apiType back at their defaults. `parseListQuery(serializeListQuery(q))` gives this.
 */
export function canonicalListQuery(
  query: ListQuery,
  defaults: Pick<ListQuery, 'freeWordSearchType'> = DEFAULT_LIST_QUERY,
): ListQuery {
  if (query.apiType === 'searchByFreeWord') {
    return { ...query, fields: {}, tagId: null, searchType: 'PARTIAL', freeWord: query.freeWord.trim() };
  }
  const fields: Partial<Record<SearchTextField, string>> = {};
  for (const field of SEARCH_TEXT_FIELDS) {
    const value = query.fields[field]?.trim();
    if (value) fields[field] = value;
  }
  return { ...query, fields, freeWord: '', freeWordSearchType: defaults.freeWordSearchType };
}

/** Whether the URL holds no list parameter at all: a fresh entry, where the default display applies. */
export function isFreshEntry(params: URLSearchParams): boolean {
  return [...params.keys()].length === 0;
}

/** Whether the user asked for anything beyond a division: a search, not a browse. */
export function hasSearchCriteria(query: ListQuery): boolean {
  return query.apiType === 'searchByFreeWord'
    ? query.freeWord !== ''
    : Object.keys(query.fields).length > 0 || query.tagId !== null;
}

/** The words the list searched for, as its rows mark them: the free word, or every field's text. */
export function searchedWords(query: ListQuery): string {
  return query.apiType === 'searchByFreeWord' ? query.freeWord : Object.values(query.fields).join(' ');
}
