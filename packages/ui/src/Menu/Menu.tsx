import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import type {
  MenuItemProps as AriaMenuItemProps,
  MenuItemRenderProps,
  MenuProps as AriaMenuProps,
  MenuTriggerProps as AriaMenuTriggerProps,
  PopoverProps,
} from 'react-aria-components';
import { clsx } from 'clsx';
import type { RefObject } from 'react';

export type MenuTriggerProps = AriaMenuTriggerProps;

/** Wraps a trigger `Button` and a `Menu`; the menu opens on press, Enter, Space or arrow keys. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export interface MenuProps<T extends object> extends AriaMenuProps<T> {
  /** Where the popover sits relative to the trigger. @default 'bottom start' */
  placement?: PopoverProps['placement'];
}

/** A menu of actions in a popover. Arrow keys move, Enter activates, Escape closes. */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <Popover className="kz-Popover kz-MenuPopover" placement={placement}>
      <AriaMenu
        {...props}
        className={clsx('kz-Menu', typeof className === 'string' ? className : undefined)}
      />
    </Popover>
  );
}

export interface MenuPopoverProps<T extends object> extends MenuProps<T> {
  /** The trigger the popover is placed against, and focus returns to when it closes. */
  triggerRef: RefObject<Element | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A `Menu` opened by a trigger of the caller's own instead of a `MenuTrigger`: the trigger can be
 * drawn (and pressed) before the menu's code has loaded. The trigger sets `aria-haspopup`,
 * `aria-expanded` and opens on press or the arrow keys; `autoFocus` says where focus lands.
 */
export function MenuPopover<T extends object>({
  triggerRef,
  isOpen,
  onOpenChange,
  placement = 'bottom start',
  className,
  ...props
}: MenuPopoverProps<T>) {
  return (
    <Popover
      className="kz-Popover kz-MenuPopover"
      trigger="MenuTrigger"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
    >
      <AriaMenu
        {...props}
        onClose={() => onOpenChange(false)}
        className={clsx('kz-Menu', typeof className === 'string' ? className : undefined)}
      />
    </Popover>
  );
}

export interface MenuItemProps extends AriaMenuItemProps {
  /** Draw the item as destructive. @default false */
  danger?: boolean;
}

/** One menu action. State: `data-focused`, `data-disabled`, `data-selected`; `data-danger`. */
export function MenuItem({ className, danger = false, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  const mergedClass =
    typeof className === 'function'
      ? (state: MenuItemRenderProps & { defaultClassName: string | undefined }) =>
          clsx('kz-MenuItem', className(state))
      : clsx('kz-MenuItem', className);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      data-danger={danger || undefined}
      className={mergedClass}
    />
  );
}

/** A divider between groups of menu items. */
export function MenuSeparator() {
  return <Separator className="kz-Separator" />;
}
