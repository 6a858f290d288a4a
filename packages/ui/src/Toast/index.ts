export { TOAST_TIMEOUT, ToastRegion, createToastQueue, showToast } from './Toast';
export type { ToastContent, ToastQueue, ToastQueueOptions, ToastRegionProps, ToastTone } from './Toast';
