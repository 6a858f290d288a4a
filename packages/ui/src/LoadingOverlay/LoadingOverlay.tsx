import { clsx } from 'clsx';
import { useMessages } from '../i18n/useMessages';
import { inFlightRequests, useInFlightCount } from './createInFlightCounter';
import type { InFlightCounter } from './createInFlightCounter';

export interface LoadingOverlayProps {
  /** The counter whose count above zero shows the overlay. @default the page-wide `inFlightRequests` */
  counter?: InFlightCounter;
  /** Extra class name. */
  className?: string;
}

/** A page-covering overlay with a spinner, shown while any request is in flight. */
export function LoadingOverlay({ counter = inFlightRequests, className }: LoadingOverlayProps) {
  const count = useInFlightCount(counter);
  const t = useMessages();
  if (count === 0) return null;
  return (
    <div className={clsx('kz-LoadingOverlay', className)} data-count={count}>
      <div className="kz-Spinner" aria-hidden="true" />
      <div role="status" className="kz-VisuallyHidden">
        {t('common.loading')}
      </div>
    </div>
  );
}
