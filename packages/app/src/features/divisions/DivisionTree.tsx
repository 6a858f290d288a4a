import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Icon } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

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
  /** Divisions open at first. */
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

interface VisibleItem {
  node: DivisionTreeNode;
  level: number;
  parentId: number | null;
}

/**
 * Which divisions are open and what is known below them: sub-divisions load when a division is
 * first opened, and a partial tree that arrives later (a new selection from the URL) opens down to it.
 */
function useBranches(
  roots: readonly DivisionTreeNode[],
  loadChildren: (divisionId: number) => Promise<DivisionTreeNode[]>,
  knownChildren: ReadonlyMap<number, readonly DivisionTreeNode[]> | undefined,
  initiallyExpanded: readonly number[],
) {
  const [children, setChildren] = useState<ReadonlyMap<number, ChildState>>(
    () => new Map([...(knownChildren ?? [])].map(([id, nodes]) => [id, { status: 'loaded', nodes }])),
  );
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(initiallyExpanded));

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

  const visible = useMemo(() => {
    const items: VisibleItem[] = [];
    const walk = (nodes: readonly DivisionTreeNode[], level: number, parentId: number | null) => {
      for (const node of nodes) {
        items.push({ node, level, parentId });
        const state = children.get(node.divisionId);
        if (expanded.has(node.divisionId) && state?.status === 'loaded') {
          walk(state.nodes, level + 1, node.divisionId);
        }
      }
    };
    walk(roots, 1, null);
    return items;
  }, [roots, children, expanded]);

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

  const expand = (node: DivisionTreeNode) => {
    if (node.childCount === 0) return;
    const state = children.get(node.divisionId);
    if (!state || state.status === 'failed') load(node.divisionId);
    setExpanded((current) => new Set(current).add(node.divisionId));
  };

  const collapse = (divisionId: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      next.delete(divisionId);
      return next;
    });

  return { children, expanded, visible, expand, collapse };
}

/** The one division in the tab order (roving tabindex), and moving the keyboard focus to another. */
function useTreeFocus(visible: readonly VisibleItem[], selected: ReadonlySet<number>) {
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const itemRefs = useRef(new Map<number, HTMLLIElement>());
  const focusOnRender = useRef(false);

  const tabStopId =
    focusedId !== null && visible.some((item) => item.node.divisionId === focusedId)
      ? focusedId
      : (visible.find((item) => selected.has(item.node.divisionId)) ?? visible[0])?.node.divisionId;

  useEffect(() => {
    if (!focusOnRender.current || tabStopId === undefined) return;
    focusOnRender.current = false;
    itemRefs.current.get(tabStopId)?.focus();
  }, [tabStopId, visible]);

  const moveFocus = (divisionId: number | undefined) => {
    if (divisionId === undefined) return;
    focusOnRender.current = true;
    setFocusedId(divisionId);
    itemRefs.current.get(divisionId)?.focus();
  };

  return { tabStopId, moveFocus, setFocusedId, itemRefs };
}

/**
 * The division tree of the internal directory: an ARIA tree (WAI-ARIA APG tree view pattern) that
 * loads sub-divisions lazily when a division is opened. Arrow keys move and open/close, Home/End
 * jump, Enter selects, Space toggles a division in a multiple selection.
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
  const { t } = useTranslation();
  const baseId = useId();

  const { children, expanded, visible, expand, collapse } = useBranches(
    roots,
    loadChildren,
    knownChildren,
    initiallyExpanded,
  );
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const { tabStopId, moveFocus, setFocusedId, itemRefs } = useTreeFocus(visible, selected);

  const toggleSelected = (divisionId: number) =>
    onSelectionChange(
      selected.has(divisionId) ? selectedIds.filter((id) => id !== divisionId) : [...selectedIds, divisionId],
    );

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>, item: VisibleItem, index: number) {
    const { node } = item;
    const isOpen = expanded.has(node.divisionId);
    switch (event.key) {
      case 'ArrowDown':
        moveFocus(visible[index + 1]?.node.divisionId);
        break;
      case 'ArrowUp':
        moveFocus(visible[index - 1]?.node.divisionId);
        break;
      case 'Home':
        moveFocus(visible[0]?.node.divisionId);
        break;
      case 'End':
        moveFocus(visible.at(-1)?.node.divisionId);
        break;
      case 'ArrowRight':
        if (node.childCount === 0) break;
        if (!isOpen) expand(node);
        else if (children.get(node.divisionId)?.status === 'loaded') {
          moveFocus(
            visible[index + 1]?.level === item.level + 1 ? visible[index + 1]?.node.divisionId : undefined,
          );
        }
        break;
      case 'ArrowLeft':
        if (isOpen) collapse(node.divisionId);
        else if (item.parentId !== null) moveFocus(item.parentId);
        break;
      case 'Enter':
        onSelectionChange([node.divisionId]);
        break;
      case ' ':
        toggleSelected(node.divisionId);
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  function renderLevel(nodes: readonly DivisionTreeNode[], level: number, parentId: number | null) {
    return nodes.map((node, position) => {
      const id = node.divisionId;
      const hasChildren = node.childCount > 0;
      const isOpen = hasChildren && expanded.has(id);
      const state = children.get(id);
      const isSelected = selected.has(id);
      const labelId = `${baseId}-${id}`;
      const index = visible.findIndex((item) => item.node.divisionId === id);
      const item: VisibleItem = { node, level, parentId };
      return (
        <li
          key={id}
          ref={(element) => {
            if (element) itemRefs.current.set(id, element);
            else itemRefs.current.delete(id);
          }}
          role="treeitem"
          aria-labelledby={labelId}
          aria-level={level}
          aria-setsize={nodes.length}
          aria-posinset={position + 1}
          aria-selected={isSelected}
          aria-expanded={hasChildren ? isOpen : undefined}
          aria-busy={isOpen && state?.status === 'loading' ? true : undefined}
          tabIndex={tabStopId === id ? 0 : -1}
          className="kz-division-tree__item"
          onKeyDown={(event) => onKeyDown(event, item, index)}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusedId(id);
          }}
        >
          <div
            className="kz-division-tree__row"
            style={{ paddingInlineStart: `calc(${level - 1} * var(--kz-space-4, 16px))` }}
            data-selected={isSelected || undefined}
            onClick={(event: MouseEvent) => {
              event.stopPropagation();
              setFocusedId(id);
              onSelectionChange([id]);
            }}
          >
            <span
              className="kz-division-tree__toggle"
              aria-hidden="true"
              data-leaf={!hasChildren || undefined}
              onClick={(event) => {
                event.stopPropagation();
                setFocusedId(id);
                if (isOpen) collapse(id);
                else expand(node);
              }}
            >
              {hasChildren && <Icon name={isOpen ? 'chevronDown' : 'chevronRight'} size={14} />}
            </span>
            <span id={labelId} className="kz-division-tree__label">
              {node.divisionName}
            </span>
            {isSelected && <Icon name="check" size={14} className="kz-division-tree__check" />}
          </div>
          {isOpen && (
            <ul role="group" className="kz-division-tree__group">
              {state?.status === 'loaded' && renderLevel(state.nodes, level + 1, id)}
              {state?.status === 'loading' && (
                <li role="none" className="kz-division-tree__status">
                  {t('internalContacts.tree.loading')}
                </li>
              )}
              {state?.status === 'failed' && (
                <li role="none" className="kz-division-tree__status" data-state="error">
                  {t('internalContacts.tree.loadFailed')}
                </li>
              )}
            </ul>
          )}
        </li>
      );
    });
  }

  return (
    <ul role="tree" aria-label={label} aria-multiselectable="true" className="kz-division-tree">
      {renderLevel(roots, 1, null)}
    </ul>
  );
}
