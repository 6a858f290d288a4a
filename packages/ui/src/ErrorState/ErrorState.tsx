import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { PlainButton } from '../PlainButton/PlainButton';
import { Icon } from '../Icon/Icon';
import { useMessages } from '../i18n/useMessages';

export interface ErrorStateProps {
  /** What failed. @default "Something went wrong" */
  title?: ReactNode;
  /** More detail for the user (never a stack trace). */
  description?: ReactNode;
  /** Shows a Retry button that calls it. */
  onRetry?: () => void;
  /** Extra class name. */
  className?: string;
}

/** What a region shows when loading it failed; announced as an alert. */
export function ErrorState({ title, description, onRetry, className }: ErrorStateProps) {
  const t = useMessages();
  return (
    <div className={clsx('kz-State', className)} data-state="error" role="alert">
      <Icon name="alert" size={32} className="kz-State-icon" />
      <p className="kz-State-title">{title ?? t('errorState.title')}</p>
      {description != null && <p className="kz-State-description">{description}</p>}
      {onRetry && (
        <div className="kz-State-action">
          <PlainButton onPress={onRetry}>{t('errorState.retry')}</PlainButton>
        </div>
      )}
    </div>
  );
}
