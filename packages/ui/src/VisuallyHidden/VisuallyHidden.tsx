import type { HTMLAttributes } from 'react';
import { clsx } from 'clsx';

/** Content for screen readers only: present in the accessibility tree, invisible on screen. */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={clsx('kz-VisuallyHidden', className)} />;
}
