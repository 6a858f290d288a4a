import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import type { QueuedToast } from 'react-aria-components';
import { clsx } from 'clsx';
import { Icon } from '../Icon/Icon';
import { useMessages } from '../i18n/useMessages';
import type { ToastContent, ToastQueue } from './toastQueue';

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
