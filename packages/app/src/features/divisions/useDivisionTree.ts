import { useCallback, useEffect, useState } from 'react';
import type { DivisionPartialTree } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import type { DivisionTreeNode } from '@kizuna/ui';
import type { LoadedDivisionTree } from './DivisionFilter';

function collect(
  tree: DivisionPartialTree,
  target: number,
  known: Map<number, DivisionTreeNode[]>,
  expanded: Set<number>,
) {
  const walk = (nodes: DivisionPartialTree['items'], path: number[]): boolean => {
    let found = false;
    for (const node of nodes) {
      const id = node.data.divisionId;
      if (node.children)
        known.set(
          id,
          node.children.map((child) => child.data),
        );
      if (id === target) {
        for (const ancestor of path) expanded.add(ancestor);
        found = true;
      }
      if (node.children && walk(node.children, [...path, id])) found = true;
    }
    return found;
  };
  walk(tree.items, []);
}

/** The division tree: top level first, sub-divisions on demand, opened down to the selected ones. */
export function useDivisionTree(selectedIds: readonly number[]): LoadedDivisionTree {
  const client = useClient();
  const [roots, setRoots] = useState<DivisionTreeNode[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [knownChildren, setKnownChildren] = useState<ReadonlyMap<number, readonly DivisionTreeNode[]>>(
    () => new Map(),
  );
  const [expandedIds, setExpandedIds] = useState<readonly number[]>([]);
  const selectionKey = selectedIds.join(',');

  useEffect(() => {
    let active = true;
    setError(null);
    client.divisions.roots().then(
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
  }, [client, attempt]);

  useEffect(() => {
    if (!selectionKey) return;
    let active = true;
    const ids = selectionKey.split(',').map(Number);
    Promise.all(
      ids.map((divisionId) => client.divisions.partialTree({ params: { divisionId } }).catch(() => null)),
    ).then((trees) => {
      if (!active) return;
      const known = new Map<number, DivisionTreeNode[]>();
      const expanded = new Set<number>();
      trees.forEach((tree, index) => {
        if (tree) collect(tree, ids[index]!, known, expanded);
      });
      setKnownChildren(known);
      setExpandedIds([...expanded]);
    });
    return () => {
      active = false;
    };
  }, [client, selectionKey]);

  const loadChildren = useCallback(
    async (divisionId: number) => (await client.divisions.children({ params: { divisionId } })).items,
    [client],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { roots, error, knownChildren, expandedIds, loadChildren, retry };
}
