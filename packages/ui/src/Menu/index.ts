export { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';
export type { MenuItemProps, MenuProps, MenuTriggerProps } from './Menu';
