import type { UserAdminDivisionOption } from '@kizuna/api-client/contract';
import { useClient } from '../../../api/ClientContext';
import { useQuery } from '../../../shared/useQuery';

/** Every division of the tenant in tree order; null while loading or after a failure. */
export function useDivisionOptions(): readonly UserAdminDivisionOption[] | null {
  const client = useClient();
  const query = useQuery(
    (signal) => client.userAdmin.divisionOptions(undefined, { signal }),
    'userAdminDivisions',
  );
  return query.data?.items ?? null;
}
