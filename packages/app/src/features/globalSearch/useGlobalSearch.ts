import type { InternalContactItem } from '@kizuna/api-client';
import type { Company, ExternalContactListRow } from '@kizuna/api-client/contract';
import { useEffect, useState } from 'react';
import { useSilentClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';

/** The kinds of result the person may see (their menu entries). */
export interface GlobalSearchKinds {
  people: boolean;
  externalContacts: boolean;
  companies: boolean;
}

/** One group of results: at most `GLOBAL_SEARCH_LIMIT` items and how many were found in all. */
export interface ResultGroup<T> {
  items: T[];
  totalCount: number;
  /** This kind could not be searched; the other kinds still show. */
  failed: boolean;
}

export interface GlobalSearchResults {
  people: ResultGroup<InternalContactItem>;
  externalContacts: ResultGroup<ExternalContactListRow>;
  companies: ResultGroup<Company>;
}

/** Results shown per kind; the full search page has the rest. */
export const GLOBAL_SEARCH_LIMIT = 5;
const EMPTY: ResultGroup<never> = { items: [], totalCount: 0, failed: false };

function settled<T>(answer: PromiseSettledResult<{ items: T[]; totalCount: number }> | null): ResultGroup<T> {
  if (answer === null) return EMPTY;
  if (answer.status === 'rejected') return { ...EMPTY, failed: true };
  return {
    items: answer.value.items.slice(0, GLOBAL_SEARCH_LIMIT),
    totalCount: answer.value.totalCount,
    failed: false,
  };
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The top bar's typeahead: after `debounceMs` of quiet, the directory's free-word search, the
 * external contacts of the folders the person reads and the company directory, each with the
 * directory's Japanese-aware matching. `query` is the text the shown results are for.
 */
export function useGlobalSearch(text: string, kinds: GlobalSearchKinds, debounceMs = 250) {
  const client = useSilentClient();
  const query = useDebounced(text.trim(), debounceMs);

  async function load(signal: AbortSignal): Promise<GlobalSearchResults> {
    const [people, externalContacts, companies] = await Promise.all([
      kinds.people
        ? Promise.allSettled([
            client.internalContacts.searchByFreeWord(
              { query: { page: 1 }, body: { divisionIds: [], freeWord: query } },
              { signal },
            ),
          ])
        : null,
      kinds.externalContacts
        ? Promise.allSettled([
            client.externalContacts.searchAll({ body: { page: 1, freeWord: query } }, { signal }),
          ])
        : null,
      kinds.companies
        ? Promise.allSettled([
            client.companyDirectory.search({ query: { page: 1 }, body: { freeWord: query } }, { signal }),
          ])
        : null,
    ]);
    return {
      people: settled(people?.[0] ?? null),
      externalContacts: settled(externalContacts?.[0] ?? null),
      companies: settled(companies?.[0] ?? null),
    };
  }

  const key = `${kinds.people}:${kinds.externalContacts}:${kinds.companies}:${query}`;
  const found = useQuery(query === '' ? null : load, key);
  return {
    query,
    results: query === '' ? null : found.data,
    // Typing ahead of the debounce counts as loading: the shown results are for older text.
    isLoading: text.trim() !== '' && (found.isLoading || text.trim() !== query),
  };
}
