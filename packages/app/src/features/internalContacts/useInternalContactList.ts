import { useCallback, useEffect, useState } from 'react';
import type { InternalContactPage } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import type { ListQuery } from './listQuery';

export interface UseInternalContactListResult {
  result: InternalContactPage | null;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

/** The page of people a list query names: field search or free word, within the chosen divisions. */
export function useInternalContactList(query: ListQuery | null): UseInternalContactListResult {
  const client = useClient();
  const [result, setResult] = useState<InternalContactPage | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const key = query ? JSON.stringify(query) : null;
  // What the shown answer is for: any other query (or a retry) is loading, from the first render on.
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const requestKey = key === null ? null : `${attempt}:${key}`;

  useEffect(() => {
    if (key === null) return;
    const current = JSON.parse(key) as ListQuery;
    const controller = new AbortController();
    const requested = `${attempt}:${key}`;
    setError(null);
    const page = { page: current.page, size: current.size };
    const divisionIds = current.divisionIds.length > 0 ? current.divisionIds : undefined;
    const call =
      current.apiType === 'searchByFreeWord'
        ? client.internalContacts.searchByFreeWord(
            {
              query: page,
              body: {
                divisionIds,
                freeWord: current.freeWord,
                freeWordSearchType: current.freeWordSearchType,
              },
            },
            { signal: controller.signal },
          )
        : client.internalContacts.search(
            {
              query: page,
              body: {
                divisionIds,
                ...current.fields,
                searchType: current.searchType,
                ...(current.tagId !== null ? { tagId: current.tagId } : {}),
              },
            },
            { signal: controller.signal },
          );
    call.then(
      (answer) => {
        setResult(answer);
        setAnsweredFor(requested);
      },
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        setError(cause);
        setAnsweredFor(requested);
      },
    );
    return () => controller.abort();
  }, [client, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const isLoading = requestKey === null || answeredFor !== requestKey;
  return { result, error: isLoading ? null : error, isLoading, retry };
}
