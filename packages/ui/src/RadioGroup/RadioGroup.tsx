import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import type {
  RadioGroupProps as AriaRadioGroupProps,
  RadioGroupRenderProps,
  RadioProps as AriaRadioProps,
  RadioRenderProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { FieldChrome, Label } from '../Field/Field';
import type { FieldChromeProps } from '../Field/Field';
import { withClassName } from '../utils/withClassName';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldChromeProps {
  /** The `Radio` options. */
  children?: ReactNode;
}

/**
 * A labelled set of mutually exclusive options; arrow keys move and select.
 * State: `data-orientation`, `data-invalid`, `data-disabled`.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      className={withClassName<RadioGroupRenderProps>('kz-Field kz-RadioGroup', className)}
    >
      {label != null && <Label>{label}</Label>}
      <div className="kz-RadioGroup-items">{children}</div>
      <FieldChrome description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  /** The label. */
  children?: ReactNode;
}

/** One option of a `RadioGroup`. State: `data-selected`, `data-disabled`, `data-focus-visible`. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={withClassName<RadioRenderProps>('kz-Radio', className)}>
      <span className="kz-Radio-circle" aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
