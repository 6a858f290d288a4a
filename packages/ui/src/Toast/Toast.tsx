import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import type { QueuedToast, ToastOptions } from 'react-aria-components';
import { clsx } from 'clsx';
import { Icon } from '../Icon/Icon';
import { useMessages } from '../i18n/useMessages';

export type ToastTone = 'neutral' | 'success' | 'danger';

/** What one toast shows. */
export interface ToastContent {
  /** The main line. */
  title: string;
  /** A second, quieter line. */
  description?: string;
  /** Colour and icon; the text itself must carry the meaning too. @default 'neutral' */
  tone?: ToastTone;
}

export type ToastQueue = AriaToastQueue<ToastContent>;

export interface ToastQueueOptions {
  /** Toasts visible at once; the rest wait. @default 5 */
  maxVisibleToasts?: number;
}

/** Creates a queue of toasts; render a `ToastRegion` for it once near the root of the page. */
export function createToastQueue({ maxVisibleToasts = 5 }: ToastQueueOptions = {}): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts });
}

/** Default time a toast stays up, in ms; toasts with actions should stay until closed. */
export const TOAST_TIMEOUT = 5000;

/** Adds a toast that closes itself after `TOAST_TIMEOUT` unless `options.timeout` says otherwise. */
export function showToast(queue: ToastQueue, content: ToastContent, options: ToastOptions = {}): string {
  return queue.add(content, { timeout: TOAST_TIMEOUT, ...options });
}

export interface ToastRegionProps {
  /** The queue whose toasts this region shows. */
  queue: ToastQueue;
  /** Extra class name. */
  className?: string;
}

/**
 * The landmark region where toasts appear (F6 moves focus into it). Each toast has a close button;
 * hovering or focusing the region pauses the timers.
 */
export function ToastRegion({ queue, className }: ToastRegionProps) {
  const t = useMessages();
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={t('toast.region')}
      className={clsx('kz-ToastRegion', className)}
    >
      {({ toast }: { toast: QueuedToast<ToastContent> }) => (
        <AriaToast toast={toast} className="kz-Toast" data-tone={toast.content.tone ?? 'neutral'}>
          <Icon
            name={
              toast.content.tone === 'danger' ? 'alert' : toast.content.tone === 'success' ? 'check' : 'info'
            }
          />
          <AriaToastContent className="kz-Toast-content">
            <Text slot="title" className="kz-Toast-title">
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className="kz-Toast-description">
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          <AriaButton slot="close" className="kz-Toast-close" aria-label={t('common.close')}>
            <Icon name="close" size={14} />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
