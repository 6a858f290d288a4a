import type { FloorSummary } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';

/** The floors the person may see (001 §6): place floors, else wireless and beacon floors. */
export function useFloors() {
  const client = useClient();
  const query = useQuery<FloorSummary[]>(
    async (signal) => (await client.places.floors(undefined, { signal })).items,
    'floors',
  );
  return { floors: query.data, error: query.error, isLoading: query.isLoading, reload: query.reload };
}
