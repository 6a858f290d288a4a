import { useMemo } from 'react';
import { useClient } from '../../api/ClientContext';
import type { LoadedDivisionTree } from './DivisionFilter';
import {
  collectBranches,
  useLoadedDivisionTree,
  type DivisionTreeSource,
  type OpenBranches,
} from './useLoadedDivisionTree';

/** The division tree: top level first, sub-divisions on demand, opened down to the selected ones. */
export function useDivisionTree(selectedIds: readonly number[]): LoadedDivisionTree {
  const client = useClient();
  const source = useMemo<DivisionTreeSource>(
    () => ({
      roots: async () => (await client.divisions.roots()).items,
      async openTo(ids) {
        const trees = await Promise.all(
          ids.map((divisionId) => client.divisions.partialTree({ params: { divisionId } }).catch(() => null)),
        );
        const branches: OpenBranches = { known: new Map(), expanded: new Set() };
        trees.forEach((tree, index) => {
          if (tree) collectBranches(tree.items, ids[index]!, (division) => division, branches);
        });
        return branches;
      },
      children: async (divisionId) => (await client.divisions.children({ params: { divisionId } })).items,
    }),
    [client],
  );
  return useLoadedDivisionTree(source, selectedIds);
}
