import { useCallback, useEffect, useState } from 'react';

export interface QueryOptions<T> {
  /**
   * Asked after every answer: while it says the answer is still changing (an import in progress),
   * the query asks again after `intervalMs`. Polling shows no loading state.
   */
  pollWhile?: (data: T) => boolean;
  /** @default 1500 */
  intervalMs?: number;
}

export interface Query<T> {
  /** The last answer; kept while the query loads again. */
  data: T | null;
  /** Why the last load failed; null while loading. */
  error: unknown;
  /** True until the answer for the current key (or the last `reload`) has come. */
  isLoading: boolean;
  /** Loads again. */
  reload: () => void;
  /** Replaces the shown data with what a save answered. */
  set: (data: T) => void;
}

/**
 * What `load` answers, loaded again whenever `key` changes or `reload` is called; a `null` load asks
 * nothing. A request still running when the key changes or the component unmounts is aborted.
 */
export function useQuery<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
  { pollWhile, intervalMs = 1500 }: QueryOptions<T> = {},
): Query<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [round, setRound] = useState(0);
  const requestKey = `${attempt}:${key}`;

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const requested = `${attempt}:${key}`;
    setError(null);
    load(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setAnsweredFor(requested);
        if (pollWhile?.(answer)) timer = setTimeout(() => setRound((n) => n + 1), intervalMs);
      },
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        setError(cause);
        setAnsweredFor(requested);
      },
    );
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
    // `load` and `pollWhile` are rebuilt on every render; `key`, `attempt` and `round` say when to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, round, load === null]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const isLoading = load !== null && answeredFor !== requestKey;
  return { data, error: isLoading ? null : error, isLoading, reload, set: setData };
}
