/** What other parts of the app use of the global search: import it from here. */
export { GlobalSearchBar } from './GlobalSearchBar';
export type { GlobalSearchBarProps } from './GlobalSearchBar';
export type { GlobalSearchKinds } from './useGlobalSearch';
