import type { InternalContactItem } from '@kizuna/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useKizunaClient } from '../client/KizunaClientProvider';

/** Which fields the free word looks at: names only, or every searchable field. */
export type ContactSearchScope = 'FULLNAME' | 'ALL';

export interface UseSearchContactsOptions {
  /** @default 'FULLNAME' */
  scope?: ContactSearchScope;
  /** Quiet time after the last keystroke before the search goes out, in ms. @default 200 */
  debounceMs?: number;
  /** Results asked for (30, 50 or 100). @default 30 */
  size?: 30 | 50 | 100;
}

export interface UseSearchContactsResult {
  /** Results of the latest finished search (kept while the next one runs). */
  contacts: InternalContactItem[];
  /** How many people match in all, which may exceed `contacts.length`. */
  totalCount: number;
  /** The query the shown results belong to; `undefined` before the first answer. */
  resultQuery: string | undefined;
  /** A search for the current text is pending or running. */
  isLoading: boolean;
  /** The latest search failed (its results are empty). */
  error: unknown;
  /** Runs the current search again (after an error). */
  retry: () => void;
}

interface Answer {
  key: string;
  query: string;
  contacts: InternalContactItem[];
  totalCount: number;
  error: unknown;
}

/**
 * Free-word search of the internal directory as the user types. Each new text cancels the search
 * before it (AbortSignal), so an answer to an older text can never replace a newer one.
 */
export function useSearchContacts(
  text: string,
  options: UseSearchContactsOptions = {},
): UseSearchContactsResult {
  const client = useKizunaClient();
  const { scope = 'FULLNAME', debounceMs = 200, size = 30 } = options;
  const query = text.trim();
  const key = `${scope} ${size} ${query}`;
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client.internalContacts
        .searchByFreeWord(
          { query: { page: 1, size }, body: { freeWord: query, freeWordSearchType: scope } },
          { signal: controller.signal },
        )
        .then(
          (page) => {
            if (!controller.signal.aborted)
              setAnswer({ key, query, contacts: page.items, totalCount: page.totalCount, error: undefined });
          },
          (error: unknown) => {
            if (!controller.signal.aborted) setAnswer({ key, query, contacts: [], totalCount: 0, error });
          },
        );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, key, query, scope, size, debounceMs, attempt]);

  const retry = useCallback(() => {
    setAnswer(undefined);
    setAttempt((value) => value + 1);
  }, []);

  if (query === '') {
    return { contacts: [], totalCount: 0, resultQuery: undefined, isLoading: false, error: undefined, retry };
  }
  const current = answer?.key === key;
  return {
    contacts: answer?.error ? [] : (answer?.contacts ?? []),
    totalCount: answer?.totalCount ?? 0,
    resultQuery: answer?.query,
    isLoading: !current,
    error: current ? answer.error : undefined,
    retry,
  };
}
