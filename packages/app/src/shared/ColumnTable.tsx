import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@kizuna/ui';

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
  label: string;
  columns: readonly TableColumn<T>[];
  items: readonly T[];
  rowId: (item: T) => string | number;
  /** What typing a letter on a row matches. @default none */
  rowText?: (item: T) => string;
  /** What the table says when it has no rows. */
  empty: ReactNode;
}

/** A read-only table drawn from its column list: a header each, a cell each per row. */
export function ColumnTable<T extends object>({
  label,
  columns,
  items,
  rowId,
  rowText,
  empty,
}: ColumnTableProps<T>) {
  return (
    <Table aria-label={label}>
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
