import { useCallback, useEffect, useState } from 'react';
import type { DivisionPartialTree } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import type { DivisionTreeNode } from '@kizuna/ui';
import type { LoadedDivisionTree } from '../divisions';

/** Sub-divisions and open branches of a partial tree down to `target`. */
function collect(tree: DivisionPartialTree, target: number) {
  const known = new Map<number, DivisionTreeNode[]>();
  const expanded = new Set<number>();
  const walk = (nodes: DivisionPartialTree['items'], path: number[]) => {
    for (const node of nodes) {
      const id = node.data.divisionId;
      if (node.children)
        known.set(
          id,
          node.children.map((child) => child.data),
        );
      if (id === target) for (const ancestor of path) expanded.add(ancestor);
      if (node.children) walk(node.children, [...path, id]);
    }
  };
  walk(tree.items, []);
  return { known, expanded: [...expanded] };
}

/** The linked tenant's division tree: top level first, sub-divisions on demand, open to the selection. */
export function useGroupDivisionTree(groupTenantId: number, selectedId: number | null): LoadedDivisionTree {
  const client = useClient();
  const [roots, setRoots] = useState<DivisionTreeNode[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [knownChildren, setKnownChildren] = useState<ReadonlyMap<number, readonly DivisionTreeNode[]>>(
    () => new Map(),
  );
  const [expandedIds, setExpandedIds] = useState<readonly number[]>([]);

  useEffect(() => {
    let active = true;
    setError(null);
    client.groupCompanies.divisions({ params: { groupTenantId } }).then(
      (answer) => {
        if (active) setRoots(answer.items);
      },
      (cause: unknown) => {
        if (active) setError(cause);
      },
    );
    return () => {
      active = false;
    };
  }, [client, groupTenantId, attempt]);

  useEffect(() => {
    if (selectedId === null) return;
    let active = true;
    client.groupCompanies.partialTree({ params: { groupTenantId, divisionId: selectedId } }).then(
      (tree) => {
        if (!active) return;
        const { known, expanded } = collect(tree, selectedId);
        setKnownChildren(known);
        setExpandedIds(expanded);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client, groupTenantId, selectedId]);

  const loadChildren = useCallback(
    async (divisionId: number) =>
      (await client.groupCompanies.divisionChildren({ params: { groupTenantId, divisionId } })).items,
    [client, groupTenantId],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { roots, error, knownChildren, expandedIds, loadChildren, retry };
}
