export { DEFAULT_PAGE_SIZE, PAGE_SIZES, Pagination, getPageItems } from './Pagination';
export type { PageItem, PaginationProps } from './Pagination';
