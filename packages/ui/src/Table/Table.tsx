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
import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { Icon } from '../Icon/Icon';
import { withClassName } from '../utils/withClassName';

export interface TableProps extends AriaTableProps {
  /** Tighter rows for long lists. @default 'compact' */
  density?: 'compact' | 'regular';
}

/**
 * A data grid with keyboard navigation, sortable columns (`sortDescriptor` + `onSortChange`) and
 * row selection (`selectionMode`; with `selectionBehavior="toggle"` a checkbox column appears).
 * Needs `aria-label` or `aria-labelledby`.
 */
export function Table({ density = 'compact', className, ...props }: TableProps) {
  return (
    <AriaTable
      {...props}
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
