import { useMemo } from 'react';
import type { CompanyDivision } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import type { DivisionTreeNode } from '@kizuna/ui';
import {
  collectBranches,
  useLoadedDivisionTree,
  type DivisionTreeSource,
  type LoadedDivisionTree,
} from '../divisions';

/** A company division as the tree draws it: its name with the contacts in and below it. */
function toNode(division: CompanyDivision): DivisionTreeNode {
  return {
    divisionId: division.divisionId,
    divisionName: `${division.divisionName} (${division.visibleCount})`,
    childCount: division.hasChild ? 1 : 0,
  };
}

/** The divisions named on a company's cards, opened down to the selected one. */
export function useCompanyDivisionTree(lbcCode: string, selectedId: number | null): LoadedDivisionTree {
  const client = useClient();
  const source = useMemo<DivisionTreeSource>(
    () => ({
      roots: async () => (await client.companyDirectory.divisions({ params: { lbcCode } })).items.map(toNode),
      async openTo([divisionId = 0]) {
        const { trees } = await client.companyDirectory.trees({
          params: { lbcCode },
          body: { divisionIds: [divisionId] },
        });
        return collectBranches(trees[String(divisionId)] ?? [], divisionId, toNode);
      },
      children: async (divisionId) =>
        (await client.companyDirectory.divisionChildren({ params: { lbcCode, divisionId } })).items.map(
          toNode,
        ),
    }),
    [client, lbcCode],
  );
  return useLoadedDivisionTree(source, selectedId === null ? [] : [selectedId]);
}
