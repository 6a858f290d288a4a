// The toast region's react-aria code (region, landmark, toast modules), loaded with the first toast.
export { ToastRegion } from '@kizuna/ui';
