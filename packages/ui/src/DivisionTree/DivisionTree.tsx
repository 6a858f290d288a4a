import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { Button, Tree, TreeItem, TreeItemContent } from 'react-aria-components';
import type { Key, Selection } from 'react-aria-components';
import { useMessages } from '../i18n/useMessages';
import { Icon } from '../Icon/Icon';

/** What the tree needs of a division (the `/division/children` answer). */
export interface DivisionTreeNode {
  divisionId: number;
  divisionName: string;
  /** Direct sub-divisions; 0 for a leaf. */
  childCount: number;
}

export interface DivisionTreeProps {
  /** Top-level divisions. */
  roots: readonly DivisionTreeNode[];
  /** Loads the sub-divisions of one division when it is first expanded. */
  loadChildren: (divisionId: number) => Promise<DivisionTreeNode[]>;
  /** Sub-divisions already known (a partial tree down to the selected divisions). */
  knownChildren?: ReadonlyMap<number, readonly DivisionTreeNode[]>;
  /**
   * Divisions open at first.
   * @default []
   */
  initiallyExpanded?: readonly number[];
  /** Divisions the list is filtered by. */
  selectedIds: readonly number[];
  /** Called with the new selection: Enter or a click selects one, Space adds or removes one. */
  onSelectionChange: (divisionIds: number[]) => void;
  /** Accessible name of the tree. */
  label: string;
}

type ChildState =
  { status: 'loading' } | { status: 'loaded'; nodes: readonly DivisionTreeNode[] } | { status: 'failed' };

/** The first visible child of each open division whose children are there, by division. */
function firstChildren(
  roots: readonly DivisionTreeNode[],
  children: ReadonlyMap<number, ChildState>,
  expanded: ReadonlySet<number>,
): Map<number, number> {
  const first = new Map<number, number>();
  const walk = (nodes: readonly DivisionTreeNode[]) => {
    for (const node of nodes) {
      const state = children.get(node.divisionId);
      if (!expanded.has(node.divisionId) || state?.status !== 'loaded') continue;
      const [head] = state.nodes;
      if (head) first.set(node.divisionId, head.divisionId);
      walk(state.nodes);
    }
  };
  walk(roots);
  return first;
}

/**
 * A tree of divisions (react-aria-components' `Tree`, a treegrid) that loads sub-divisions lazily
 * when a division is opened. Arrow keys move and open/close (Right on an open division enters it),
 * Home/End jump, Enter or a click selects one division, Space adds or removes one. State on each
 * row: `data-selected`, `data-expanded`, `data-level`, `data-focus-visible`.
 */
export function DivisionTree({
  roots,
  loadChildren,
  knownChildren,
  initiallyExpanded = [],
  selectedIds,
  onSelectionChange,
  label,
}: DivisionTreeProps) {
  const t = useMessages();
  const treeRef = useRef<HTMLDivElement>(null);
  const [children, setChildren] = useState<ReadonlyMap<number, ChildState>>(
    () => new Map([...(knownChildren ?? [])].map(([id, nodes]) => [id, { status: 'loaded', nodes }])),
  );
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(initiallyExpanded));
  // The interaction that changes the selection next: a plain click or Enter picks one division.
  const replaceSelection = useRef(false);

  // A partial tree that arrives later (a new selection from the URL) opens down to it.
  useEffect(() => {
    if (!knownChildren) return;
    setChildren((current) => {
      const next = new Map(current);
      for (const [id, nodes] of knownChildren) next.set(id, { status: 'loaded', nodes });
      return next;
    });
  }, [knownChildren]);
  useEffect(() => {
    if (initiallyExpanded.length === 0) return;
    setExpanded((current) => new Set([...current, ...initiallyExpanded]));
  }, [initiallyExpanded]);

  const load = useCallback(
    (divisionId: number) => {
      setChildren((current) => new Map(current).set(divisionId, { status: 'loading' }));
      loadChildren(divisionId).then(
        (nodes) => setChildren((current) => new Map(current).set(divisionId, { status: 'loaded', nodes })),
        () => setChildren((current) => new Map(current).set(divisionId, { status: 'failed' })),
      );
    },
    [loadChildren],
  );

  const onExpandedChange = (keys: Set<Key>) => {
    const next = new Set([...keys].map(Number));
    for (const id of next) {
      const state = children.get(id);
      if (!expanded.has(id) && (!state || state.status === 'failed')) load(id);
    }
    setExpanded(next);
  };

  const selectedKeys = useMemo(() => new Set<Key>(selectedIds), [selectedIds]);
  const firstChildOf = useMemo(() => firstChildren(roots, children, expanded), [roots, children, expanded]);

  const onTreeSelectionChange = (keys: Selection) => {
    const next =
      keys === 'all'
        ? [...(treeRef.current?.querySelectorAll('[role="row"][aria-selected]') ?? [])].map((row) =>
            Number(row.getAttribute('data-key')),
          )
        : [...keys].map(Number);
    const changed = [
      ...next.filter((id) => !selectedKeys.has(id)),
      ...selectedIds.filter((id) => !next.includes(id)),
    ];
    onSelectionChange(replaceSelection.current && changed.length === 1 ? changed : next);
  };

  // The tree toggles one division on Space, Enter and a click; Enter and a plain click pick one.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const modified = event.shiftKey || event.ctrlKey || event.metaKey || event.altKey;
    replaceSelection.current = event.key === 'Enter' && !modified;
    if (event.key !== 'ArrowRight' || modified) return;
    const row = (event.target as Element).closest('[role="row"]');
    const id = Number(row?.getAttribute('data-key'));
    if (!row || !expanded.has(id)) return;
    // An open division: Right enters it (its first sub-division), as in the APG tree pattern.
    event.preventDefault();
    event.stopPropagation();
    const first = firstChildOf.get(id);
    if (first !== undefined)
      treeRef.current?.querySelector<HTMLElement>(`[role="row"][data-key="${first}"]`)?.focus();
  };
  const onPointerDownCapture = (event: PointerEvent<HTMLDivElement>) => {
    replaceSelection.current = !(event.shiftKey || event.ctrlKey || event.metaKey);
  };

  function renderLevel(nodes: readonly DivisionTreeNode[]): ReactNode {
    return nodes.map((node) => {
      const id = node.divisionId;
      const hasChildren = node.childCount > 0;
      const state = children.get(id);
      return (
        <TreeItem
          key={id}
          id={id}
          textValue={node.divisionName}
          hasChildItems={hasChildren}
          className="kz-DivisionTree-item"
        >
          <TreeItemContent>
            {({ isExpanded, isSelected, level }) => (
              <div
                className="kz-DivisionTree-row"
                style={{ paddingInlineStart: `calc(${level - 1} * var(--kz-space-4, 16px))` }}
              >
                {hasChildren ? (
                  <Button slot="chevron" className="kz-DivisionTree-toggle">
                    <Icon name={isExpanded ? 'chevronDown' : 'chevronRight'} size={14} />
                  </Button>
                ) : (
                  <span className="kz-DivisionTree-toggle" aria-hidden="true" />
                )}
                <span className="kz-DivisionTree-label">{node.divisionName}</span>
                {isSelected && <Icon name="check" size={14} className="kz-DivisionTree-check" />}
              </div>
            )}
          </TreeItemContent>
          {hasChildren &&
            (state?.status === 'loaded' ? (
              renderLevel(state.nodes)
            ) : (
              // Stands in for the sub-divisions until they are there; the tree shows it only when open.
              <TreeItem
                id={`${id}:status`}
                textValue={t(state?.status === 'failed' ? 'tree.loadFailed' : 'tree.loading')}
                isDisabled
                className="kz-DivisionTree-status"
                data-state={state?.status === 'failed' ? 'error' : undefined}
              >
                <TreeItemContent>
                  {t(state?.status === 'failed' ? 'tree.loadFailed' : 'tree.loading')}
                </TreeItemContent>
              </TreeItem>
            ))}
        </TreeItem>
      );
    });
  }

  return (
    <div onKeyDownCapture={onKeyDownCapture} onPointerDownCapture={onPointerDownCapture}>
      <Tree
        ref={treeRef}
        aria-label={label}
        className="kz-DivisionTree"
        selectionMode="multiple"
        selectedKeys={selectedKeys}
        onSelectionChange={onTreeSelectionChange}
        expandedKeys={expanded}
        onExpandedChange={onExpandedChange}
      >
        {renderLevel(roots)}
      </Tree>
    </div>
  );
}
