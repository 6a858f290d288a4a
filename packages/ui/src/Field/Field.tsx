import { clsx } from 'clsx';
import { FieldError as AriaFieldError, Label as AriaLabel, Text } from 'react-aria-components';
import type {
  FieldErrorProps as AriaFieldErrorProps,
  LabelProps,
  ValidationResult,
} from 'react-aria-components';
import type { ReactNode } from 'react';

/** The label of a form field. */
export function Label({ className, ...props }: LabelProps) {
  return <AriaLabel {...props} className={clsx('kz-Label', className)} />;
}

export interface DescriptionProps {
  /** Help text shown under the field and linked to it with `aria-describedby`. */
  children: ReactNode;
  /** Extra class name. */
  className?: string;
}

/** Help text of a form field (react-aria `description` slot). */
export function Description({ children, className }: DescriptionProps) {
  return (
    <Text slot="description" className={clsx('kz-Description', className)}>
      {children}
    </Text>
  );
}

/** The validation message of a form field; shown only while the field is invalid. */
export function FieldError({ className, ...props }: AriaFieldErrorProps) {
  return (
    <AriaFieldError
      {...props}
      className={clsx('kz-FieldError', typeof className === 'string' ? className : undefined)}
    />
  );
}

/** What every labelled field of `@kizuna/ui` accepts besides react-aria's own props. */
export interface FieldChromeProps {
  /** Visible label. */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Message shown while the field is invalid; may depend on the validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** Renders the label/description/error trio shared by field components. */
export function FieldChrome({ description, errorMessage }: Omit<FieldChromeProps, 'label'>) {
  return (
    <>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage as AriaFieldErrorProps['children']}</FieldError>
    </>
  );
}
