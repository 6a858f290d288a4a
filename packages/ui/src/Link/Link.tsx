import { Link as AriaLink } from 'react-aria-components';
import type { LinkProps as AriaLinkProps, LinkRenderProps } from 'react-aria-components';
import { withClassName } from '../utils/withClassName';

export interface LinkProps extends AriaLinkProps {
  /** `standalone` drops the underline until hover, for menus and lists. @default 'inline' */
  variant?: 'inline' | 'standalone';
}

/**
 * A link. Client-side navigation works when the app wraps the tree in react-aria's
 * `RouterProvider`. State: `data-hovered`, `data-pressed`, `data-focus-visible`, `data-current`.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      data-variant={variant}
      className={withClassName<LinkRenderProps>('kz-Link', className)}
    />
  );
}
