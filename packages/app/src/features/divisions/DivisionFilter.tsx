import { Button, DivisionTree, ErrorState, Skeleton, type DivisionTreeNode } from '@kizuna/ui';

/** A division tree as a hook loads it: the top level, what is known below it, and the open branches. */
export interface LoadedDivisionTree {
  /** Null until the top level has come. */
  roots: DivisionTreeNode[] | null;
  error: unknown;
  /** Sub-divisions known from the partial trees down to the selected divisions. */
  knownChildren: ReadonlyMap<number, readonly DivisionTreeNode[]>;
  /** Divisions to open so the selected ones are in view. */
  expandedIds: readonly number[];
  loadChildren: (divisionId: number) => Promise<DivisionTreeNode[]>;
  retry: () => void;
}

export interface DivisionFilterProps {
  tree: LoadedDivisionTree;
  /** The division the list is narrowed to; null for all of them. */
  selectedId: number | null;
  /** Called with the chosen division, or null for all of them. */
  onSelect: (divisionId: number | null) => void;
  /** The tree's accessible name. */
  label: string;
  /** The button that takes every division. */
  allLabel: string;
  loadFailed: string;
  /** How many lines the skeleton has before the top level comes. */
  skeletonLines: number;
  /** Said instead of an empty tree; without it an empty tree is drawn. */
  noDivisions?: string;
}

/** "All divisions" and the division tree beside a directory list, narrowing it to one division. */
export function DivisionFilter({
  tree,
  selectedId,
  onSelect,
  label,
  allLabel,
  loadFailed,
  skeletonLines,
  noDivisions,
}: DivisionFilterProps) {
  return (
    <>
      <Button
        variant={selectedId === null ? 'primary' : 'quiet'}
        aria-pressed={selectedId === null}
        onPress={() => onSelect(null)}
      >
        {allLabel}
      </Button>
      {tree.error != null ? (
        <ErrorState title={loadFailed} onRetry={tree.retry} />
      ) : !tree.roots ? (
        <Skeleton lines={skeletonLines} />
      ) : tree.roots.length === 0 && noDivisions ? (
        <p className="kz-companies__none">{noDivisions}</p>
      ) : (
        <DivisionTree
          roots={tree.roots}
          loadChildren={tree.loadChildren}
          knownChildren={tree.knownChildren}
          initiallyExpanded={tree.expandedIds}
          selectedIds={selectedId === null ? [] : [selectedId]}
          onSelectionChange={(ids) => onSelect(ids.at(-1) ?? null)}
          label={label}
        />
      )}
    </>
  );
}
