import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallHistoryItem, CallHistoryPage } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import type { CallHistoryRow, CallHistoryType } from './CallHistoryView';

/** The history's first page and every "show more" after it (001 §7: the first page holds 30). */
export const CALL_HISTORY_PAGE_SIZE = 30;

export function toCallHistoryRow(item: CallHistoryItem): CallHistoryRow {
  return {
    callHistoryId: item.callHistoryId,
    number: item.partyNum,
    calledAt: item.calledTime,
    answered: item.callStatus,
    contactKind: item.contactType,
    contactId: item.contactId,
    fullname: item.fullname,
    companyName: item.companyName,
    divisionName: item.divisionName,
  };
}

/** New calls arriving between pages shift them; a row seen once stays where it was first shown. */
function appendNew(shown: readonly CallHistoryItem[], page: readonly CallHistoryItem[]): CallHistoryItem[] {
  const seen = new Set(shown.map((item) => item.callHistoryId));
  return [...shown, ...page.filter((item) => !seen.has(item.callHistoryId))];
}

export interface UseCallHistoryResult {
  rows: CallHistoryRow[];
  hasMore: boolean;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
  loadMore: () => void;
  remove: (callHistoryIds: number[]) => Promise<void>;
}

/** The own incoming or outgoing calls, newest first, growing by a page on "show more". */
export function useCallHistory(type: CallHistoryType): UseCallHistoryResult {
  const client = useClient();
  const [items, setItems] = useState<CallHistoryItem[]>([]);
  const [pages, setPages] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [isLoading, setIsLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  const fetchPage = useCallback(
    (page: number, signal?: AbortSignal): Promise<CallHistoryPage> => {
      const query = { page, size: CALL_HISTORY_PAGE_SIZE };
      return type === 'incoming'
        ? client.callHistory.incoming({ query }, { signal })
        : client.callHistory.outgoing({ query }, { signal });
    },
    [client, type],
  );

  useEffect(() => {
    const controller = new AbortController();
    const current = ++generation.current;
    setItems([]);
    setPages(1);
    setHasMore(false);
    setIsLoading(true);
    setError(null);
    fetchPage(1, controller.signal).then(
      (answer) => {
        if (current !== generation.current) return;
        setItems(answer.items);
        setHasMore(answer.hasNext);
        setIsLoading(false);
      },
      (cause: unknown) => {
        if (controller.signal.aborted || current !== generation.current) return;
        setError(cause);
        setIsLoading(false);
      },
    );
    return () => controller.abort();
  }, [fetchPage, attempt]);

  const loadMore = useCallback(() => {
    const current = generation.current;
    const next = pages + 1;
    setIsLoading(true);
    fetchPage(next).then(
      (answer) => {
        if (current !== generation.current) return;
        setItems((shown) => appendNew(shown, answer.items));
        setPages(next);
        setHasMore(answer.hasNext);
        setIsLoading(false);
      },
      (cause: unknown) => {
        if (current !== generation.current) return;
        setError(cause);
        setIsLoading(false);
      },
    );
  }, [fetchPage, pages]);

  const remove = useCallback(
    async (callHistoryIds: number[]) => {
      const body = { callHistoryIds };
      if (type === 'incoming') await client.callHistory.deleteIncoming({ body });
      else await client.callHistory.deleteOutgoing({ body });
      // The pages after the deleted rows moved up: read the shown pages again from the top.
      const current = ++generation.current;
      let shown: CallHistoryItem[] = [];
      let more = false;
      for (let page = 1; page <= pages; page += 1) {
        const answer = await fetchPage(page);
        shown = appendNew(shown, answer.items);
        more = answer.hasNext;
        if (!more) break;
      }
      if (current !== generation.current) return;
      setItems(shown);
      setHasMore(more);
    },
    [client, type, pages, fetchPage],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { rows: items.map(toCallHistoryRow), hasMore, isLoading, error, retry, loadMore, remove };
}
