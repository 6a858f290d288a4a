import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | null;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
  /** Replaces the shown data with what a save answered. */
  set: (data: T) => void;
}

/** What `load` answers, loaded again whenever `key` changes or `retry` is called. */
export function useLoaded<T>(load: ((signal: AbortSignal) => Promise<T>) | null, key: string): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${attempt}:${key}`;

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    const requested = `${attempt}:${key}`;
    setError(null);
    load(controller.signal).then(
      (answer) => {
        setData(answer);
        setAnsweredFor(requested);
      },
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        setError(cause);
        setAnsweredFor(requested);
      },
    );
    return () => controller.abort();
    // `load` is rebuilt on every render; `key` says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, load === null]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const isLoading = load !== null && answeredFor !== requestKey;
  return { data, error: isLoading ? null : error, isLoading, retry, set: setData };
}
