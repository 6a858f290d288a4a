import {
  Cell as AriaCell,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  useTableOptions,
} from 'react-aria-components';
import type {
  CellProps,
  CellRenderProps,
  ColumnProps as AriaColumnProps,
  ColumnRenderProps,
  RowProps,
  RowRenderProps,
  TableBodyProps,
  TableBodyRenderProps,
  TableHeaderProps,
  TableProps as AriaTableProps,
} from 'react-aria-components';
import { clsx } from 'clsx';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { Icon } from '../Icon/Icon';
import { withClassName } from '../utils/withClassName';

export interface TableProps extends AriaTableProps {
  /** Tighter rows for long lists. @default 'compact' */
  density?: 'compact' | 'regular';
  /**
   * Tab and Shift+Tab move through the links and buttons of the rows, in reading order, before
   * they leave the table; arrow keys still move between rows and cells. Without it the table is a
   * single tab stop whose contents only arrow keys reach. @default false
   */
  allowsTabNavigation?: boolean;
}

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** The rows and cells themselves: the grid's roving focus, which arrow keys move. */
const GRID_ITEM = '[role="row"], [role="gridcell"], [role="rowheader"], [role="columnheader"]';

/** The tab stop inside `table` that Tab (or Shift+Tab) reaches from the focused element, if any. */
function nextTabStop(table: HTMLElement, backwards: boolean): HTMLElement | undefined {
  const active = table.ownerDocument.activeElement;
  if (!active || !table.contains(active)) return undefined;
  const stops = [...table.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(`:disabled, ${GRID_ITEM}`) &&
      !element.closest('[hidden], [inert]'),
  );
  const position = (stop: HTMLElement) => active.compareDocumentPosition(stop);
  return backwards
    ? stops.filter((stop) => position(stop) & Node.DOCUMENT_POSITION_PRECEDING).at(-1)
    : stops.find((stop) => position(stop) & Node.DOCUMENT_POSITION_FOLLOWING);
}

/**
 * Tab moves to the next link or button of the table rather than out of it (react-aria makes a
 * grid one tab stop). The cell holding it is focused first, so that the grid follows: arrow keys
 * then go on from that cell, not from the row the table was entered on. A native listener, as
 * react-aria's own handler would otherwise run first.
 */
function keepTabInside(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stop = nextTabStop(event.currentTarget as HTMLElement, event.shiftKey);
  if (!stop) return;
  event.preventDefault();
  event.stopPropagation();
  const cell = stop.closest<HTMLElement>('[role="gridcell"], [role="rowheader"]');
  if (cell && cell !== stop) cell.focus();
  stop.focus();
}

/**
 * A data grid with keyboard navigation, sortable columns (`sortDescriptor` + `onSortChange`) and
 * row selection (`selectionMode`; with `selectionBehavior="toggle"` a checkbox column appears).
 * With `allowsTabNavigation`, Tab also reaches every link and button of the rows. Needs `aria-label` or `aria-labelledby`.
 */
export function Table({ density = 'compact', allowsTabNavigation = false, className, ...props }: TableProps) {
  const tabRef = useCallback(
    (table: HTMLTableElement | null) => {
      if (!table || !allowsTabNavigation) return;
      table.addEventListener('keydown', keepTabInside, true);
      return () => table.removeEventListener('keydown', keepTabInside, true);
    },
    [allowsTabNavigation],
  );
  return (
    <AriaTable
      {...props}
      ref={tabRef}
      data-density={density}
      className={clsx('kz-Table', typeof className === 'string' ? className : undefined)}
    />
  );
}

/** The header row; adds the select-all checkbox column when rows are selectable with checkboxes. */
export function TableHeader<T extends object>({
  columns,
  children,
  className,
  ...props
}: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <AriaTableHeader
      {...props}
      className={clsx('kz-TableHeader', typeof className === 'string' ? className : undefined)}
    >
      {selectionBehavior === 'toggle' && selectionMode !== 'none' && (
        <AriaColumn className="kz-Column kz-Column-selection">
          {selectionMode === 'multiple' && <Checkbox slot="selection" />}
        </AriaColumn>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

export interface ColumnProps extends Omit<AriaColumnProps, 'children'> {
  /** The header text. */
  children?: ReactNode;
}

/** A column header; with `allowsSorting` it shows the sort direction and sorts on press. */
export function Column({ children, className, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={withClassName<ColumnRenderProps>('kz-Column', className)}>
      {({ allowsSorting, sortDirection }) => (
        <span className="kz-Column-content">
          {children}
          {allowsSorting && (
            <span className="kz-Column-sort" aria-hidden="true" data-direction={sortDirection}>
              {sortDirection === 'descending' ? (
                <Icon name="sortDescending" size={12} />
              ) : (
                <Icon name="sortAscending" size={12} />
              )}
            </span>
          )}
        </span>
      )}
    </AriaColumn>
  );
}

/** The rows; `renderEmptyState` draws what shows when there are none. */
export function TableBody<T extends object>({ className, ...props }: TableBodyProps<T>) {
  return (
    <AriaTableBody {...props} className={withClassName<TableBodyRenderProps>('kz-TableBody', className)} />
  );
}

/** A row. State: `data-selected`, `data-focus-visible`, `data-hovered`, `data-disabled`. */
export function Row<T extends object>({ columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <AriaRow {...props} className={withClassName<RowRenderProps>('kz-Row', className)}>
      {selectionBehavior === 'toggle' && selectionMode !== 'none' && (
        <AriaCell className="kz-Cell kz-Cell-selection">
          <Checkbox slot="selection" />
        </AriaCell>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

/** A cell. */
export function Cell({ className, ...props }: CellProps) {
  return <AriaCell {...props} className={withClassName<CellRenderProps>('kz-Cell', className)} />;
}
