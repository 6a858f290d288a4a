import { useCallback, useEffect, useState } from 'react';

export interface Polled<T> {
  data: T | null;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

/**
 * What `load` answers for `key`, asked again every `intervalMs` while `keepPolling` says the
 * answer is still changing (an import in progress).
 */
export function usePolled<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  keepPolling: (data: T) => boolean,
  intervalMs = 1500,
): Polled<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    load(controller.signal).then(
      (answer) => {
        setData(answer);
        setError(null);
        setLoadedKey(key);
        if (keepPolling(answer)) timer = setTimeout(() => setRound((n) => n + 1), intervalMs);
      },
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        setError(cause);
        setLoadedKey(key);
      },
    );
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
    // `load` and `keepPolling` are rebuilt on every render; `key` and `round` say when to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, isLoading: loadedKey !== key, retry };
}
