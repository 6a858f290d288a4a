import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps, ButtonRenderProps } from 'react-aria-components';
import { withClassName } from '../utils/withClassName';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export interface ButtonProps extends AriaButtonProps {
  /** Visual weight: one `primary` per view, `danger` for destructive actions. @default 'secondary' */
  variant?: ButtonVariant;
  /** `large` gives call actions a bigger hit target. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Draw only an icon; pass `aria-label` then. @default false */
  iconOnly?: boolean;
}

/**
 * A button. State is exposed as `data-hovered`, `data-pressed`, `data-focus-visible`,
 * `data-disabled` and `data-pending`; `data-variant` and `data-size` carry the look.
 */
export function Button({
  variant = 'secondary',
  size = 'medium',
  iconOnly = false,
  className,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      data-size={size}
      data-icon-only={iconOnly || undefined}
      className={withClassName<ButtonRenderProps>('kz-Button', className)}
    />
  );
}
