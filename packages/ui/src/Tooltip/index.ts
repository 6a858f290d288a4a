export { DeferredTooltipTrigger } from './DeferredTooltipTrigger';
export type {
  DeferredTooltipTriggerProps,
  DeferredTooltipTriggerRenderProps,
} from './DeferredTooltipTrigger';
export { Tooltip, TooltipTrigger } from './Tooltip';
export type { TooltipProps, TooltipTriggerProps } from './Tooltip';
