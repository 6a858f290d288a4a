import { useMemo } from 'react';
import { useClient } from '../../api/ClientContext';
import {
  collectBranches,
  useLoadedDivisionTree,
  type DivisionTreeSource,
  type LoadedDivisionTree,
} from '../divisions';

/** The linked tenant's division tree: top level first, sub-divisions on demand, open to the selection. */
export function useGroupDivisionTree(groupTenantId: number, selectedId: number | null): LoadedDivisionTree {
  const client = useClient();
  const source = useMemo<DivisionTreeSource>(
    () => ({
      roots: async () => (await client.groupCompanies.divisions({ params: { groupTenantId } })).items,
      async openTo([divisionId = 0]) {
        const tree = await client.groupCompanies.partialTree({ params: { groupTenantId, divisionId } });
        return collectBranches(tree.items, divisionId, (division) => division);
      },
      children: async (divisionId) =>
        (await client.groupCompanies.divisionChildren({ params: { groupTenantId, divisionId } })).items,
    }),
    [client, groupTenantId],
  );
  return useLoadedDivisionTree(source, selectedId === null ? [] : [selectedId]);
}
