import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
} from 'react-aria-components';
import type {
  TooltipProps as AriaTooltipProps,
  TooltipRenderProps,
  TooltipTriggerComponentProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { withClassName } from '../utils/withClassName';

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Hover delay before showing, in ms; keyboard focus shows it at once. @default 600 */
  delay?: number;
}

/** Wraps a focusable trigger and a `Tooltip`. */
export function TooltipTrigger({ delay = 600, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger delay={delay} {...props} />;
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'children'> {
  /** Short supplementary text; never the only place important information appears. */
  children: ReactNode;
}

/** A short label shown on hover or keyboard focus of its trigger. State: `data-placement`, `data-entering`. */
export function Tooltip({ children, className, offset = 6, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset}
      className={withClassName<TooltipRenderProps>('kz-Tooltip', className)}
    >
      <OverlayArrow className="kz-OverlayArrow">
        <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}
