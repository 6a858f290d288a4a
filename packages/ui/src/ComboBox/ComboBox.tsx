import { Button, ComboBox as AriaComboBox, Group, Input, ListBox, Popover } from 'react-aria-components';
import type { ComboBoxProps as AriaComboBoxProps, ComboBoxRenderProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { FieldChrome, Label } from '../Field/Field';
import type { FieldChromeProps } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import { withClassName } from '../utils/withClassName';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'children'>, FieldChromeProps {
  /** Options: `ComboBoxItem` elements, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Placeholder shown while empty. */
  placeholder?: string;
}

/**
 * A text input with a filtered list of suggestions. Typing filters (or calls `onInputChange` for
 * server-side filtering), arrows move, Enter selects. State: `data-open`, `data-invalid`, `data-disabled`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  placeholder,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox
      {...props}
      className={withClassName<ComboBoxRenderProps>('kz-Field kz-ComboBox', className)}
    >
      {label != null && <Label>{label}</Label>}
      <Group className="kz-InputGroup">
        <Input className="kz-Input" placeholder={placeholder} />
        <Button className="kz-ComboBox-trigger">
          <Icon name="chevronDown" />
        </Button>
      </Group>
      <FieldChrome description={description} errorMessage={errorMessage} />
      <Popover className="kz-Popover kz-ListPopover">
        <ListBox className="kz-ListBox">{children}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}

export { SelectItem as ComboBoxItem } from '../Select/Select';
