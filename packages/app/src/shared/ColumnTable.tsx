import './ColumnTable.css';
import type { CSSProperties, ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@kizuna/ui';
import type { Key, Selection, SortDescriptor } from '@kizuna/ui';
import { HighlightProvider } from './Highlight';

/** One column of a table: its header and what each row shows in it. */
export interface TableColumn<T> {
  id: string;
  title: ReactNode;
  /** The column's name where a card or the second line shows it. @default `title` when it is text */
  label?: string;
  /** The column that names the row. @default false */
  isRowHeader?: boolean;
  /** A fixed width in pixels (a face, a photo); a card shows it beside the rest. */
  width?: number;
  /**
   * Shown on the row's second line, under the name and with its label, rather than as a column of
   * its own: for what is long and read less often (e-mail, links). @default false
   */
  secondary?: boolean;
  /** The header sorts the table (with `sortDescriptor`). @default false */
  allowsSorting?: boolean;
  cell: (item: T) => ReactNode;
}

export interface ColumnTableProps<T extends object> {
  /** The table's accessible name. */
  label?: string;
  /** The id of what names the table, instead of `label`. */
  labelledBy?: string;
  /** The checked rows: with it every row has a checkbox. @default none */
  selection?: Selection;
  onSelectionChange?: (selection: Selection) => void;
  /** The column and direction the rows are sorted by. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Enter (or a press) on a row opens it. @default none */
  onRowAction?: (key: Key) => void;
  /** What was searched: its words are marked in the cells' `Highlight`s. @default '' */
  highlight?: string;
  columns: readonly TableColumn<T>[];
  items: readonly T[];
  rowId: (item: T) => string | number;
  /** What typing a letter on a row matches. @default none */
  rowText?: (item: T) => string;
  /** What the table says when it has no rows. */
  empty: ReactNode;
}

const SELECTION_WIDTH = '40px';

/**
 * The grid the rows share: a track per column (secondary ones have none), and where each
 * secondary cell goes on the second line, which starts under the column that names the row.
 */
function layoutOf<T>(columns: readonly TableColumn<T>[], hasSelection: boolean) {
  const primary = columns.filter((column) => !column.secondary);
  const tracks = [
    ...(hasSelection ? [SELECTION_WIDTH] : []),
    ...primary.map((column) => (column.width ? `${column.width}px` : 'auto')),
  ];
  const leadIndex = Math.max(
    0,
    primary.findIndex((column) => column.isRowHeader ?? false),
  );
  const leadLine = (hasSelection ? 2 : 1) + leadIndex;
  const free = primary.length - leadIndex;
  const secondary = columns.filter((column) => column.secondary);
  const placement = new Map<string, CSSProperties>();
  // Secondary values fill the tracks from the name on, as many lines as they need (one, mostly).
  const perLine = Math.max(1, Math.min(free, secondary.length));
  secondary.forEach((column, index) => {
    const slot = index % perLine;
    const span = secondary.length >= free ? 1 : Math.floor(free / perLine) + (slot < free % perLine ? 1 : 0);
    const start =
      leadLine +
      (secondary.length >= free ? slot : slot * Math.floor(free / perLine) + Math.min(slot, free % perLine));
    placement.set(column.id, {
      '--kz-list-place': `${start} / span ${span}`,
      '--kz-list-line': String(2 + Math.floor(index / perLine)),
    } as CSSProperties);
  });
  return { template: tracks.join(' '), placement };
}

function labelOf<T>(column: TableColumn<T>): string | undefined {
  return column.label ?? (typeof column.title === 'string' ? column.title : undefined);
}

/**
 * A table drawn from its column list: a header each, a cell each per row; rows may be checked.
 * Names, numbers and addresses never break inside a word: a column does not shrink below its
 * longest word, secondary columns share the row's second line, and where the list is narrow each
 * row becomes a card with every value under its label (`ColumnTable.css`).
 */
export function ColumnTable<T extends object>({
  label,
  labelledBy,
  selection,
  onSelectionChange,
  sortDescriptor,
  onSortChange,
  onRowAction,
  highlight = '',
  columns,
  items,
  rowId,
  rowText,
  empty,
}: ColumnTableProps<T>) {
  const { template, placement } = layoutOf(columns, Boolean(selection));
  return (
    <div className="kz-list" style={{ '--kz-list-columns': template } as CSSProperties}>
      <HighlightProvider query={highlight}>
        <Table
          aria-label={label}
          aria-labelledby={labelledBy}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          onRowAction={onRowAction}
          {...(selection && {
            selectionMode: 'multiple' as const,
            selectionBehavior: 'toggle' as const,
            selectedKeys: selection,
            onSelectionChange,
          })}
        >
          <TableHeader>
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.isRowHeader}
                allowsSorting={column.allowsSorting}
                data-secondary={column.secondary || undefined}
              >
                {column.title}
              </Column>
            ))}
          </TableHeader>
          <TableBody items={items} renderEmptyState={() => empty}>
            {(item) => (
              <Row id={rowId(item)} textValue={rowText?.(item)}>
                {columns.map((column) => (
                  <Cell
                    key={column.id}
                    data-label={column.isRowHeader ? undefined : labelOf(column)}
                    data-secondary={column.secondary || undefined}
                    data-fixed={column.width ? true : undefined}
                    style={placement.get(column.id)}
                  >
                    {column.cell(item)}
                  </Cell>
                ))}
              </Row>
            )}
          </TableBody>
        </Table>
      </HighlightProvider>
    </div>
  );
}
