import { clsx } from 'clsx';
import { composeRenderProps } from 'react-aria-components';

/**
 * Joins our base class with a consumer `className` that may itself be a function of render state,
 * so react-aria render props keep working through our wrappers.
 */
export function withClassName<T>(
  base: string,
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
): (values: T & { defaultClassName: string | undefined }) => string {
  return composeRenderProps(className, (own) => clsx(base, own));
}
