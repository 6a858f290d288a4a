import { clsx } from 'clsx';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Select, SelectItem } from '../Select/Select';
import { useMessages } from '../i18n/useMessages';

/** Page sizes of the spec's lists. */
export const PAGE_SIZES = [30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 30;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to draw: always the first and last page, the current page with `siblings`
 * on each side, and an ellipsis where pages are left out.
 */
export function getPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const first = 1;
  const last = pageCount;
  // First, last, current, its siblings and two ellipses: below that, show every page.
  if (pageCount <= 2 * siblings + 5) {
    return Array.from({ length: pageCount }, (_, index) => index + 1);
  }
  const start = Math.max(first + 1, Math.min(page - siblings, last - 2 * siblings - 2));
  const end = Math.min(last - 1, Math.max(page + siblings, first + 2 * siblings + 2));
  const items: PageItem[] = [first];
  if (start > first + 1) items.push('ellipsis-start');
  for (let current = start; current <= end; current += 1) items.push(current);
  if (end < last - 1) items.push('ellipsis-end');
  items.push(last);
  return items;
}

export interface PaginationProps {
  /** The current page, counted from 1. */
  page: number;
  /** Rows per page. @default 30 */
  pageSize?: number;
  /** Rows in the whole result. */
  totalCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Called with a new page size; `onPageChange(1)` follows so the list starts from its top. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Choices of the page size select. @default [30, 50, 100] */
  pageSizes?: readonly number[];
  /** Pages shown on each side of the current one. @default 1 */
  siblings?: number;
  /** Disable every control, e.g. while a page loads. @default false */
  isDisabled?: boolean;
  /** Extra class name. */
  className?: string;
}

/**
 * Page navigation: a page size select, the range shown, previous/next and page numbers.
 * The current page button carries `aria-current="page"`. Renders nothing for an empty or
 * single-page list; with a page size select it stays while the rows would fill more than one
 * page of the smallest size, so a larger size can be changed back.
 */
export function Pagination({
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  totalCount,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  siblings = 1,
  isDisabled = false,
  className,
}: PaginationProps) {
  const t = useMessages();
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize + 1;
  const end = Math.min(totalCount, current * pageSize);
  const smallestPage = onPageSizeChange ? Math.min(pageSize, ...pageSizes) : pageSize;
  if (totalCount <= smallestPage) return null;

  return (
    <nav aria-label={t('pagination.label')} className={clsx('kz-Pagination', className)}>
      {onPageSizeChange && (
        <Select
          className="kz-Pagination-size"
          label={t('pagination.pageSize')}
          selectedKey={pageSize}
          isDisabled={isDisabled}
          onSelectionChange={(key) => {
            const size = Number(key);
            if (size !== pageSize) {
              onPageSizeChange(size);
              onPageChange(1);
            }
          }}
        >
          {pageSizes.map((size) => (
            <SelectItem key={size} id={size} textValue={String(size)}>
              {String(size)}
            </SelectItem>
          ))}
        </Select>
      )}
      <span className="kz-Pagination-range" aria-live="polite">
        {t('pagination.range', { start, end, total: totalCount })}
      </span>
      <div className="kz-Pagination-pages">
        <Button
          variant="quiet"
          iconOnly
          aria-label={t('pagination.previous')}
          isDisabled={isDisabled || current <= 1}
          onPress={() => onPageChange(current - 1)}
        >
          <Icon name="chevronLeft" />
        </Button>
        {getPageItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              variant={item === current ? 'primary' : 'quiet'}
              className="kz-Pagination-page"
              aria-label={t('pagination.page', { page: item })}
              aria-current={item === current ? 'page' : undefined}
              isDisabled={isDisabled}
              onPress={() => {
                if (item !== current) onPageChange(item);
              }}
            >
              {item}
            </Button>
          ) : (
            <span key={item} className="kz-Pagination-ellipsis" aria-hidden="true">
              …
            </span>
          ),
        )}
        <Button
          variant="quiet"
          iconOnly
          aria-label={t('pagination.next')}
          isDisabled={isDisabled || current >= pageCount}
          onPress={() => onPageChange(current + 1)}
        >
          <Icon name="chevronRight" />
        </Button>
      </div>
    </nav>
  );
}
