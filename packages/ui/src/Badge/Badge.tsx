import { clsx } from 'clsx';
import { useMessages } from '../i18n/useMessages';

export interface BadgeProps {
  /** The number to show. */
  count: number;
  /** Above this the badge reads `max+`. @default 99 */
  max?: number;
  /** Show the badge when the count is 0. @default false */
  showZero?: boolean;
  /** Accessible text; by default "{count} new". */
  'aria-label'?: string;
  /** Extra class name. */
  className?: string;
}

/** A count bubble, e.g. unread notices on a menu entry. Renders nothing for 0 unless `showZero`. */
export function Badge({ count, max = 99, showZero = false, 'aria-label': ariaLabel, className }: BadgeProps) {
  const t = useMessages();
  if (count <= 0 && !showZero) return null;
  const text = count > max ? `${max}+` : String(Math.max(0, count));
  return (
    <span
      className={clsx('kz-Badge', className)}
      data-count={count}
      role="status"
      aria-label={ariaLabel ?? t('badge.count', { count })}
    >
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
