import type { ReactNode } from 'react';
import { ErrorState, Pagination } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { ColumnTable, type TableColumn } from './ColumnTable';
import { Page } from './Page';

/** A page of a list as a route hands it to its view. */
export interface PagedList<T> {
  items: readonly T[];
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}

export interface PagedResultViewProps<T extends object> {
  /** The page's heading (`h1`). */
  title: string;
  /** The table's accessible name. @default title */
  tableLabel?: string;
  /** The way back, shown above the heading. */
  back?: ReactNode;
  /** The load failed: an error state with a retry replaces the table. */
  error: unknown;
  loadFailed: string;
  onRetry: () => void;
  /** Nothing to show yet: a loading line replaces the table. */
  isLoading: boolean;
  /** Class of the loading line. */
  loadingClassName?: string;
  /** Shown above the table once loaded (e.g. what the rows are of). */
  summary?: ReactNode;
  columns: readonly TableColumn<T>[];
  items: readonly T[];
  rowId: (item: T) => string | number;
  rowText: (item: T) => string;
  /** What the table says when it has no rows. */
  empty: ReactNode;
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** Another page is loading: the pagination is off meanwhile. @default false */
  isPageLoading?: boolean;
}

/**
 * A page of results in a table with pagination: the import results, upload histories and their
 * details share it. The heading labels the page's `main` landmark.
 */
export function PagedResultView<T extends object>({
  title,
  tableLabel = title,
  back,
  error,
  loadFailed,
  onRetry,
  isLoading,
  loadingClassName,
  summary,
  columns,
  items,
  rowId,
  rowText,
  empty,
  page,
  pageSize,
  totalCount,
  onPageChange,
  isPageLoading = false,
}: PagedResultViewProps<T>) {
  const { t } = useTranslation();
  return (
    <Page title={title} back={back}>
      {error ? (
        <ErrorState title={loadFailed} onRetry={onRetry} />
      ) : isLoading ? (
        <p role="status" className={loadingClassName}>
          {t('common.loading')}
        </p>
      ) : (
        <>
          {summary}
          <ColumnTable
            label={tableLabel}
            columns={columns}
            items={items}
            rowId={rowId}
            rowText={rowText}
            empty={empty}
          />
          <Pagination
            page={page}
            pageSize={pageSize}
            totalCount={totalCount}
            isDisabled={isPageLoading}
            onPageChange={onPageChange}
          />
        </>
      )}
    </Page>
  );
}
