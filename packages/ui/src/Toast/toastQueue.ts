import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import type { ToastOptions } from 'react-aria-components';

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
