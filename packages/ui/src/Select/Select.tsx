import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import type {
  ListBoxItemProps,
  ListBoxItemRenderProps,
  SelectProps as AriaSelectProps,
  SelectRenderProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { FieldChrome, Label } from '../Field/Field';
import type { FieldChromeProps } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import { useMessages } from '../i18n/useMessages';
import { withClassName } from '../utils/withClassName';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'children'>, FieldChromeProps {
  /** Options: `SelectItem` elements, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Data for dynamic options. */
  items?: Iterable<T>;
}

/**
 * A single-choice dropdown (ARIA listbox in a popover). Opens with Enter, Space or the arrow
 * keys; typing selects by text. State: `data-open`, `data-invalid`, `data-disabled`.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  children,
  items,
  placeholder,
  className,
  ...props
}: SelectProps<T>) {
  const t = useMessages();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? t('select.placeholder')}
      className={withClassName<SelectRenderProps>('kz-Field kz-Select', className)}
    >
      {label != null && <Label>{label}</Label>}
      <Button className="kz-Select-trigger">
        <SelectValue className="kz-Select-value" />
        <Icon name="chevronDown" />
      </Button>
      <FieldChrome description={description} errorMessage={errorMessage} />
      <Popover className="kz-Popover kz-ListPopover">
        <ListBox className="kz-ListBox" items={items}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** One option of a `Select` or `ComboBox`; state: `data-selected`, `data-focused`, `data-disabled`. */
export function SelectItem({ className, ...props }: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={withClassName<ListBoxItemRenderProps>('kz-ListBoxItem', className)}
    />
  );
}
