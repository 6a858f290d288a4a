import './ColumnTable.css';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Cell, Column, Icon, Row, Table, TableBody, TableHeader } from '@kizuna/ui';
import type { Key, Selection, SortDescriptor } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
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
  /**
   * Shown only once the row's details are opened (a disclosure button at the row's end), under
   * the rest with its label: for what fits neither a column nor the second line. @default false
   */
  folded?: boolean;
  /**
   * The value may take both lines of the row (two numbers, one under the other): the second line
   * runs beside it, not under it. The column that names the row always does. @default false
   */
  tall?: boolean;
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
  /** What typing a letter on a row matches, and names its details button. @default none */
  rowText?: (item: T) => string;
  /**
   * Buttons at the row's end (start a talk, ...), before its details button; on a card, at its
   * top right. Each needs an accessible name that says whose row it acts on. @default none
   */
  rowActions?: (item: T) => ReactNode;
  /** What the table says when it has no rows. */
  empty: ReactNode;
}

const SELECTION_WIDTH = '40px';

/**
 * The grid the rows share: a track per column (secondary and folded ones have none). The second
 * line runs beside the name, under the one-line columns that follow it, so that a row with a
 * reading under its name stays two lines high; folded values take a line each under it all.
 */
function layoutOf<T>(columns: readonly TableColumn<T>[], hasSelection: boolean) {
  const primary = columns.filter((column) => !column.secondary && !column.folded);
  const tracks = [
    ...(hasSelection ? [SELECTION_WIDTH] : []),
    ...primary.map((column) => (column.width ? `${column.width}px` : 'auto')),
  ];
  const firstLine = hasSelection ? 2 : 1;
  const leadIndex = Math.max(
    0,
    primary.findIndex((column) => column.isRowHeader ?? false),
  );
  let runEnd = leadIndex + 1;
  while (runEnd < primary.length && !primary[runEnd]!.tall && !primary[runEnd]!.width) runEnd += 1;
  const beside = runEnd > leadIndex + 1;
  const leadLine = firstLine + (beside ? leadIndex + 1 : leadIndex);
  const free = beside ? runEnd - leadIndex - 1 : primary.length - leadIndex;
  const secondary = columns.filter((column) => column.secondary);
  const placement = new Map<string, CSSProperties>();
  if (secondary.length > 0 && beside) {
    for (const [index, column] of primary.entries()) {
      if (index <= leadIndex || column.tall)
        placement.set(column.id, { '--kz-list-line': '1 / span 2' } as CSSProperties);
    }
  }
  // Secondary values fill the tracks of the second line, as many lines as they need (one, mostly).
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
  const foldedFrom = 2 + Math.ceil(secondary.length / perLine);
  columns
    .filter((column) => column.folded)
    .forEach((column, index) => {
      placement.set(column.id, {
        '--kz-list-place': `${firstLine + leadIndex} / -1`,
        '--kz-list-line': String(foldedFrom + index),
      } as CSSProperties);
    });
  return { template: tracks.join(' '), placement };
}

function labelOf<T>(column: TableColumn<T>): string | undefined {
  return column.label ?? (typeof column.title === 'string' ? column.title : undefined);
}

const ROW_END = 'kz-row-end';

/**
 * A table drawn from its column list: a header each, a cell each per row; rows may be checked.
 * Names, numbers and addresses never break inside a word: a column does not shrink below its
 * longest word, secondary columns share the row's second line beside the name, folded ones open
 * under the row from its details button, and where the list is narrow each row becomes a card
 * with every value under its label (`ColumnTable.css`). Enter on a row opens it; Tab reaches each
 * link and button of the rows.
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
  columns: given,
  items,
  rowId,
  rowText,
  rowActions,
  empty,
}: ColumnTableProps<T>) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<ReadonlySet<Key>>(new Set());
  const toggle = (id: Key) =>
    setOpened((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });
  const foldable = given.some((column) => column.folded);
  const detailsButton = (item: T) => {
    const id = rowId(item);
    const name = rowText?.(item);
    return (
      <Button
        variant="quiet"
        size="small"
        iconOnly
        className="kz-list__details"
        aria-expanded={opened.has(id)}
        aria-label={name ? t('common.list.detailsOf', { name }) : t('common.list.details')}
        onPress={() => toggle(id)}
      >
        <Icon name="chevronDown" size={16} />
      </Button>
    );
  };
  // The row's end: its actions, then the button that opens its folded values.
  const columns: readonly TableColumn<T>[] =
    foldable || rowActions
      ? [
          ...given,
          {
            id: ROW_END,
            width: (rowActions ? 40 : 0) + (foldable ? 40 : 0),
            title: (
              <span className="kz-VisuallyHidden">
                {t(rowActions ? 'common.list.actions' : 'common.list.details')}
              </span>
            ),
            cell: (item) => (
              <span className="kz-list__end">
                {rowActions?.(item)}
                {foldable && detailsButton(item)}
              </span>
            ),
          },
        ]
      : given;
  const { template, placement } = layoutOf(columns, Boolean(selection));
  return (
    <div className="kz-list" style={{ '--kz-list-columns': template } as CSSProperties}>
      <HighlightProvider query={highlight}>
        <Table
          aria-label={label}
          aria-labelledby={labelledBy}
          allowsTabNavigation
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
                data-secondary={column.secondary || column.folded || undefined}
              >
                {column.title}
              </Column>
            ))}
          </TableHeader>
          <TableBody items={items} dependencies={[opened]} renderEmptyState={() => empty}>
            {(item) => (
              <Row id={rowId(item)} textValue={rowText?.(item)}>
                {columns.map((column) => (
                  <Cell
                    key={column.id}
                    data-label={column.isRowHeader || column.id === ROW_END ? undefined : labelOf(column)}
                    data-secondary={column.secondary || undefined}
                    data-folded={column.folded || undefined}
                    data-fixed={column.width ? true : undefined}
                    style={placement.get(column.id)}
                  >
                    {!column.folded || opened.has(rowId(item)) ? column.cell(item) : null}
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
