import { Checkbox as AriaCheckbox, CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import type {
  CheckboxGroupProps as AriaCheckboxGroupProps,
  CheckboxGroupRenderProps,
  CheckboxProps as AriaCheckboxProps,
  CheckboxRenderProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { FieldChrome, Label } from '../Field/Field';
import type { FieldChromeProps } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import { withClassName } from '../utils/withClassName';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The label, or a function of the checkbox state. */
  children?: ReactNode | ((state: CheckboxRenderProps) => ReactNode);
}

/**
 * A checkbox with its label. State: `data-selected`, `data-indeterminate`, `data-invalid`,
 * `data-disabled`, `data-focus-visible`.
 */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={withClassName<CheckboxRenderProps>('kz-Checkbox', className)}>
      {(state) => (
        <>
          <span className="kz-Checkbox-box" aria-hidden="true">
            {state.isIndeterminate ? (
              <span className="kz-Checkbox-dash" />
            ) : state.isSelected ? (
              <Icon name="check" size={12} />
            ) : null}
          </span>
          {typeof children === 'function' ? children(state) : children}
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'>, FieldChromeProps {
  /** The checkboxes. */
  children?: ReactNode;
}

/** A labelled group of checkboxes sharing one value array. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      className={withClassName<CheckboxGroupRenderProps>('kz-Field kz-CheckboxGroup', className)}
    >
      {label != null && <Label>{label}</Label>}
      {children}
      <FieldChrome description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
