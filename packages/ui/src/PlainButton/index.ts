export { PlainButton } from './PlainButton';
export type { PlainButtonProps, PlainPressEvent, PlainPressType } from './PlainButton';
