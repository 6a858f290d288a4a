import { useCallback, useEffect, useState } from 'react';
import type { CompanyDivision, CompanyDivisionTreeNode } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import type { DivisionTreeNode } from '@kizuna/ui';
import type { LoadedDivisionTree } from '../divisions';

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
    client.companyDirectory.divisions({ params: { lbcCode } }).then(
      (answer) => {
        if (active) setRoots(answer.items.map(toNode));
      },
      (cause: unknown) => {
        if (active) setError(cause);
      },
    );
    return () => {
      active = false;
    };
  }, [client, lbcCode, attempt]);

  useEffect(() => {
    if (selectedId === null) return;
    let active = true;
    client.companyDirectory.trees({ params: { lbcCode }, body: { divisionIds: [selectedId] } }).then(
      ({ trees }) => {
        if (!active) return;
        const known = new Map<number, DivisionTreeNode[]>();
        const expanded = new Set<number>();
        const walk = (nodes: readonly CompanyDivisionTreeNode[], path: number[]) => {
          for (const node of nodes) {
            const id = node.data.divisionId;
            if (node.children)
              known.set(
                id,
                node.children.map((child) => toNode(child.data)),
              );
            if (id === selectedId) for (const ancestor of path) expanded.add(ancestor);
            if (node.children) walk(node.children, [...path, id]);
          }
        };
        walk(trees[String(selectedId)] ?? [], []);
        setKnownChildren(known);
        setExpandedIds([...expanded]);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client, lbcCode, selectedId]);

  const loadChildren = useCallback(
    async (divisionId: number) =>
      (await client.companyDirectory.divisionChildren({ params: { lbcCode, divisionId } })).items.map(toNode),
    [client, lbcCode],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { roots, error, knownChildren, expandedIds, loadChildren, retry };
}
