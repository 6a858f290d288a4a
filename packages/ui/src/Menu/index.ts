export { Menu, MenuItem, MenuPopover, MenuSeparator, MenuTrigger } from './Menu';
export type { MenuItemProps, MenuPopoverProps, MenuProps, MenuTriggerProps } from './Menu';
