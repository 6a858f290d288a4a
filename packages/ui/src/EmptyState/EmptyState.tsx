import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';
import { useMessages } from '../i18n/useMessages';

export interface EmptyStateProps {
  /** What is empty. @default "Nothing to show" */
  title?: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /** An action, e.g. a button to add the first item. */
  action?: ReactNode;
  /** @default 'inbox' */
  icon?: IconName;
  /** Extra class name. */
  className?: string;
}

/** What a list or page shows when it has no items. */
export function EmptyState({ title, description, action, icon = 'inbox', className }: EmptyStateProps) {
  const t = useMessages();
  return (
    <div className={clsx('kz-State', className)} data-state="empty">
      <Icon name={icon} size={32} className="kz-State-icon" />
      <p className="kz-State-title">{title ?? t('emptyState.title')}</p>
      {description != null && <p className="kz-State-description">{description}</p>}
      {action != null && <div className="kz-State-action">{action}</div>}
    </div>
  );
}
