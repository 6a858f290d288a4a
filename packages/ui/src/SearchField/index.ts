export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export { PlainSearchField } from './PlainSearchField';
export type { PlainSearchFieldProps } from './PlainSearchField';
