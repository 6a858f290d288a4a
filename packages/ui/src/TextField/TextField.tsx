import { Input, TextArea, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, TextFieldRenderProps } from 'react-aria-components';
import { FieldChrome, Label } from '../Field/Field';
import type { FieldChromeProps } from '../Field/Field';
import { withClassName } from '../utils/withClassName';

export interface TextFieldProps extends AriaTextFieldProps, FieldChromeProps {
  /** Placeholder shown while empty; never a replacement for `label`. */
  placeholder?: string;
  /** Render a multi-line text area instead of a one-line input. @default false */
  multiline?: boolean;
  /** Visible rows of a multi-line field. @default 3 */
  rows?: number;
}

/**
 * A labelled text input. State: `data-invalid`, `data-disabled`, `data-readonly`, `data-required`
 * on the root; the input carries `data-focus-visible` and `data-hovered`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows = 3,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={withClassName<TextFieldRenderProps>('kz-Field kz-TextField', className)}
    >
      {label != null && <Label>{label}</Label>}
      {multiline ? (
        <TextArea className="kz-Input" placeholder={placeholder} rows={rows} />
      ) : (
        <Input className="kz-Input" placeholder={placeholder} />
      )}
      <FieldChrome description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
