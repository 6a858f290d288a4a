import type { Ref } from 'react';
import { EmptyState, ErrorState, Pagination, Skeleton } from '@kizuna/ui';
import { ColumnTable, type TableColumn } from './ColumnTable';
import type { Query } from './useQuery';

export interface DirectoryTableProps<T extends object> {
  /** The page of rows: its table shows the last answer while the next one loads. */
  list: Pick<Query<{ items: readonly T[]; totalCount: number }>, 'data' | 'error' | 'isLoading' | 'reload'>;
  /** The table's accessible name. */
  label: string;
  /** The status line once a page has come, e.g. "12 companies". */
  countText: (totalCount: number) => string;
  loadFailed: string;
  /** How many lines the skeleton has before the first page comes. */
  skeletonLines: number;
  columns: readonly TableColumn<T>[];
  rowId: (item: T) => string | number;
  emptyTitle: string;
  emptyHint: string;
  page: number;
  pageSize: number;
  /** Asked only for another page than the one shown. */
  onPageChange: (page: number) => void;
  /** What was searched: its words are marked in the rows. @default '' */
  highlight?: string;
  /** Enter (or a press) on a row opens it. @default none */
  onRowAction?: (item: T) => void;
  /** The count line, which takes the focus after a search (`useResultFocus`). */
  summaryRef?: Ref<HTMLParagraphElement>;
}

/**
 * A directory list (the companies, a company's contacts, a linked tenant's people) a page at a
 * time: how many there are, the compact table, and its pagination, or the error state with a retry.
 */
export function DirectoryTable<T extends object>({
  list,
  label,
  countText,
  loadFailed,
  skeletonLines,
  columns,
  rowId,
  emptyTitle,
  emptyHint,
  page,
  pageSize,
  onPageChange,
  highlight,
  onRowAction,
  summaryRef,
}: DirectoryTableProps<T>) {
  const result = list.data;
  return (
    <>
      <p className="kz-internal-contacts__count" role="status" ref={summaryRef} tabIndex={-1}>
        {result && !list.isLoading ? countText(result.totalCount) : ''}
      </p>
      {list.error != null ? (
        <ErrorState title={loadFailed} onRetry={list.reload} />
      ) : !result ? (
        <Skeleton lines={skeletonLines} />
      ) : (
        <div
          className="kz-contact-table"
          aria-busy={list.isLoading || undefined}
          data-state={list.isLoading ? 'loading' : 'ready'}
        >
          <ColumnTable
            label={label}
            columns={columns}
            items={result.items}
            rowId={rowId}
            highlight={highlight}
            onRowAction={
              onRowAction &&
              ((key) => {
                const item = result.items.find((candidate) => String(rowId(candidate)) === String(key));
                if (item) onRowAction(item);
              })
            }
            empty={<EmptyState icon="search" title={emptyTitle} description={emptyHint} />}
          />
        </div>
      )}
      {result && (
        <Pagination
          page={page}
          pageSize={pageSize}
          totalCount={result.totalCount}
          isDisabled={list.isLoading}
          onPageChange={(next) => {
            if (next !== page) onPageChange(next);
          }}
        />
      )}
    </>
  );
}
