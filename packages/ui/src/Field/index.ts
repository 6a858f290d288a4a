export { Description, FieldError, Label } from './Field';
export type { DescriptionProps, FieldChromeProps } from './Field';
