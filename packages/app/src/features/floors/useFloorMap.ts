import type { FloorClients, FloorMap, MapClient } from '@kizuna/api-client/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from '../../api/ClientContext';

/** Used when an answer carries no interval (001 §9: the server delivers it). */
const FALLBACK_POLL_MS = 30_000;

export interface UseFloorMapResult {
  /** The floor with its people as last answered; kept while a refresh fails. */
  map: FloorMap | null;
  /** Why the floor could not be loaded at all (the map shows the failure). */
  error: unknown;
  /** Why the last refresh failed (the refresh status shows it; the last positions stay). */
  refreshError: unknown;
  /** When the positions were last brought up to date. */
  refreshedAt: Date | null;
  isLoading: boolean;
  reload: () => void;
}

/** The floor's people after a change list: removed ones out, moved or new ones in. */
export function applyClientChanges(clients: readonly MapClient[], changes: FloorClients): MapClient[] {
  if (changes.full) return changes.clients;
  const gone = new Set([...changes.removedUserIds, ...changes.clients.map((client) => client.userId)]);
  return [...clients.filter((client) => !gone.has(client.userId)), ...changes.clients];
}

/**
 * One floor with its people, refreshed on the interval the server gives (001 §4) by asking only
 * for the changes since the last answer. `paused` stops the refresh; resuming refreshes at once.
 */
export function useFloorMap(floorId: number, paused: boolean): UseFloorMapResult {
  const client = useClient();
  const [map, setMap] = useState<FloorMap | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [refreshError, setRefreshError] = useState<unknown>(null);
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  const [attempt, setAttempt] = useState(0);
  const mapRef = useRef<FloorMap | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    mapRef.current = null;
    setMap(null);
    setError(null);
    setRefreshError(null);
    client.places.floor({ params: { floorId } }, { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        mapRef.current = answer;
        setMap(answer);
        setRefreshedAt(new Date());
      },
      (cause: unknown) => {
        if (!controller.signal.aborted) setError(cause);
      },
    );
    return () => controller.abort();
  }, [client, floorId, attempt]);

  const loaded = map !== null;
  useEffect(() => {
    if (!loaded || paused) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (ms: number) => {
      timer = setTimeout(refresh, ms > 0 ? ms : FALLBACK_POLL_MS);
    };
    const refresh = () => {
      const current = mapRef.current;
      if (!current) return;
      client.places
        .floorClients(
          { params: { floorId }, query: { since: current.cursor } },
          { signal: controller.signal },
        )
        .then(
          (changes) => {
            if (controller.signal.aborted) return;
            const latest = mapRef.current ?? current;
            const next = {
              ...latest,
              clients: applyClientChanges(latest.clients, changes),
              cursor: changes.cursor,
              pollingTimeMs: changes.pollingTimeMs,
            };
            mapRef.current = next;
            setMap(next);
            setRefreshError(null);
            setRefreshedAt(new Date());
            schedule(changes.pollingTimeMs);
          },
          (cause: unknown) => {
            if (controller.signal.aborted) return;
            setRefreshError(cause);
            schedule(current.pollingTimeMs);
          },
        );
    };
    // Resuming (or the first answer) refreshes after one interval; a resume after a pause at once.
    schedule(mapRef.current?.pollingTimeMs ?? FALLBACK_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, floorId, loaded, paused]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { map, error, refreshError, refreshedAt, isLoading: map === null && error === null, reload };
}
