import type { FloorClients, FloorMap as FloorMapData, MapClient } from '@kizuna/api-client';
import { useEffect, useRef, useState } from 'react';
import { useKizunaClient } from '../client/KizunaClientProvider';

/** Why no floor is shown: no session, the person is on no map, or any other failure. */
export type FloorMapProblem = 'signedOut' | 'notLocated' | 'failed' | 'noSource';

export interface UseFloorMapDataResult {
  map: FloorMapData | undefined;
  problem: FloorMapProblem | null;
  reload: () => void;
}

function problemOf(error: unknown): FloorMapProblem {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return status === 401 ? 'signedOut' : 'failed';
}

function applyChanges(clients: readonly MapClient[], changes: FloorClients): MapClient[] {
  if (changes.full) return changes.clients;
  const gone = new Set([...changes.removedUserIds, ...changes.clients.map((client) => client.userId)]);
  return [...clients.filter((client) => !gone.has(client.userId)), ...changes.clients];
}

/**
 * A floor with its people: the given floor, or the one where the person was last seen. Positions
 * follow the server's interval (001 §4) by asking for the changes since the last answer.
 */
export function useFloorMapData(
  floorId: number | undefined,
  userId: number | undefined,
): UseFloorMapDataResult {
  const client = useKizunaClient();
  const [state, setState] = useState<{ map: FloorMapData | undefined; problem: FloorMapProblem | null }>({
    map: undefined,
    problem: null,
  });
  const [tick, setTick] = useState(0);
  const mapRef = useRef<FloorMapData | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    mapRef.current = undefined;
    setState({ map: undefined, problem: null });
    if (floorId === undefined && userId === undefined) {
      setState({ map: undefined, problem: 'noSource' });
      return;
    }
    const poll = (ms: number) => {
      timer = setTimeout(refresh, ms > 0 ? ms : 30_000);
    };
    const refresh = () => {
      const current = mapRef.current;
      if (!current) return;
      client.places
        .floorClients({ params: { floorId: current.floorId }, query: { since: current.cursor } }, { signal })
        .then(
          (changes) => {
            if (signal.aborted) return;
            const next = {
              ...current,
              clients: applyChanges(current.clients, changes),
              cursor: changes.cursor,
              pollingTimeMs: changes.pollingTimeMs,
            };
            mapRef.current = next;
            setState({ map: next, problem: null });
            poll(changes.pollingTimeMs);
          },
          // A failed refresh keeps the last positions and tries again after the interval.
          () => {
            if (!signal.aborted) poll(current.pollingTimeMs);
          },
        );
    };
    const floorOf = async (): Promise<number | null> => {
      if (floorId !== undefined) return floorId;
      const seen = await client.places.lastSeen({ params: { userId: userId! } }, { signal });
      return seen.location?.floorId ?? null;
    };
    floorOf()
      .then(async (id) => {
        if (id === null) {
          if (!signal.aborted) setState({ map: undefined, problem: 'notLocated' });
          return;
        }
        const map = await client.places.floor({ params: { floorId: id } }, { signal });
        if (signal.aborted) return;
        mapRef.current = map;
        setState({ map, problem: null });
        poll(map.pollingTimeMs);
      })
      .catch((error: unknown) => {
        if (!signal.aborted) setState({ map: undefined, problem: problemOf(error) });
      });
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [client, floorId, userId, tick]);

  return { ...state, reload: () => setTick((n) => n + 1) };
}
