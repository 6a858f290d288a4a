import { useCallback, useEffect, useState } from 'react';
import type { DivisionTreeNode } from '@kizuna/ui';
import type { LoadedDivisionTree } from './DivisionFilter';

/** A node of a partial tree as the API answers it: a division and, where known, its children. */
interface PartialTreeNode<D extends { divisionId: number }> {
  data: D;
  children?: readonly PartialTreeNode<D>[] | null;
}

/** The sub-divisions known so far and the divisions to open, down to the selection. */
export interface OpenBranches {
  known: Map<number, DivisionTreeNode[]>;
  expanded: Set<number>;
}

/** Adds what a partial tree down to `target` says to `branches` (new ones when not given). */
export function collectBranches<D extends { divisionId: number }>(
  nodes: readonly PartialTreeNode<D>[],
  target: number,
  toNode: (division: D) => DivisionTreeNode,
  branches: OpenBranches = { known: new Map(), expanded: new Set() },
): OpenBranches {
  const walk = (level: readonly PartialTreeNode<D>[], path: readonly number[]) => {
    for (const node of level) {
      const id = node.data.divisionId;
      if (node.children)
        branches.known.set(
          id,
          node.children.map((child) => toNode(child.data)),
        );
      if (id === target) for (const ancestor of path) branches.expanded.add(ancestor);
      if (node.children) walk(node.children, [...path, id]);
    }
  };
  walk(nodes, []);
  return branches;
}

/** Where a division tree comes from; memoise it, as a new source loads the tree again. */
export interface DivisionTreeSource {
  roots(): Promise<DivisionTreeNode[]>;
  /** What is known down to the selected divisions; a failure leaves the tree closed. */
  openTo(selectedIds: readonly number[]): Promise<OpenBranches>;
  children(divisionId: number): Promise<DivisionTreeNode[]>;
}

/** A division tree from `source`: top level first, sub-divisions on demand, open to the selection. */
export function useLoadedDivisionTree(
  source: DivisionTreeSource,
  selectedIds: readonly number[],
): LoadedDivisionTree {
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
    source.roots().then(
      (items) => {
        if (active) setRoots(items);
      },
      (cause: unknown) => {
        if (active) setError(cause);
      },
    );
    return () => {
      active = false;
    };
  }, [source, attempt]);

  useEffect(() => {
    if (!selectionKey) return;
    let active = true;
    source.openTo(selectionKey.split(',').map(Number)).then(
      ({ known, expanded }) => {
        if (!active) return;
        setKnownChildren(known);
        setExpandedIds([...expanded]);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [source, selectionKey]);

  const loadChildren = useCallback((divisionId: number) => source.children(divisionId), [source]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { roots, error, knownChildren, expandedIds, loadChildren, retry };
}
