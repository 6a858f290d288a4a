export { DeferredTooltipTrigger } from './DeferredTooltipTrigger';
export type { DeferredTooltipTriggerProps } from './DeferredTooltipTrigger';
export { Tooltip, TooltipTrigger } from './Tooltip';
export type { TooltipProps, TooltipTriggerProps } from './Tooltip';
