import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@kizuna/ui';
import type { Selection } from '@kizuna/ui';

/** One column of a table: its header and what each row shows in it. */
export interface TableColumn<T> {
  id: string;
  title: ReactNode;
  /** The column that names the row. @default false */
  isRowHeader?: boolean;
  width?: number;
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
  columns: readonly TableColumn<T>[];
  items: readonly T[];
  rowId: (item: T) => string | number;
  /** What typing a letter on a row matches. @default none */
  rowText?: (item: T) => string;
  /** What the table says when it has no rows. */
  empty: ReactNode;
}

/** A table drawn from its column list: a header each, a cell each per row; rows may be checked. */
export function ColumnTable<T extends object>({
  label,
  labelledBy,
  selection,
  onSelectionChange,
  columns,
  items,
  rowId,
  rowText,
  empty,
}: ColumnTableProps<T>) {
  return (
    <Table
      aria-label={label}
      aria-labelledby={labelledBy}
      {...(selection && {
        selectionMode: 'multiple' as const,
        selectionBehavior: 'toggle' as const,
        selectedKeys: selection,
        onSelectionChange,
      })}
    >
      <TableHeader>
        {columns.map((column) => (
          <Column key={column.id} id={column.id} isRowHeader={column.isRowHeader} width={column.width}>
            {column.title}
          </Column>
        ))}
      </TableHeader>
      <TableBody items={items} renderEmptyState={() => empty}>
        {(item) => (
          <Row id={rowId(item)} textValue={rowText?.(item)}>
            {columns.map((column) => (
              <Cell key={column.id}>{column.cell(item)}</Cell>
            ))}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
