export { LoadingOverlay } from './LoadingOverlay';
export type { LoadingOverlayProps } from './LoadingOverlay';
export {
  begin,
  createInFlightCounter,
  end,
  inFlightRequests,
  useInFlightCount,
} from './createInFlightCounter';
export type { InFlightCounter } from './createInFlightCounter';
