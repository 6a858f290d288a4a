export { ToastRegion } from './Toast';
export type { ToastRegionProps } from './Toast';
export { TOAST_TIMEOUT, createToastQueue, showToast } from './toastQueue';
export type { ToastContent, ToastQueue, ToastQueueOptions, ToastTone } from './toastQueue';
