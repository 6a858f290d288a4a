import { Suspense, lazy, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';

// The tooltip's overlay (react-aria's positioning and the overlay container) loads with the first
// hover or focus of a trigger: home shows many numbers, few of them are ever pointed at.
const TooltipView = lazy(() => import('./TooltipView').then((module) => ({ default: module.TooltipView })));

export interface DeferredTooltipTriggerProps {
  /** The focusable trigger (a `Button`): mounted once, never again when the tooltip's code arrives. */
  children: ReactNode;
  /** The tooltip's text. */
  tooltip: ReactNode;
  /** Hover delay before showing, in ms; keyboard focus shows it at once. @default 600 */
  delay?: number;
}

/**
 * `TooltipTrigger` with its `Tooltip`, whose overlay loads on first use. The trigger's hover,
 * focus and keyboard handling are react-aria's from the start, so the first hover or focus opens
 * the tooltip as it always does; only its drawing waits for the code.
 */
export function DeferredTooltipTrigger({ children, tooltip, delay = 600 }: DeferredTooltipTriggerProps) {
  const state = useTooltipTriggerState({ delay });
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger({ delay }, state, triggerRef);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <>
      <FocusableProvider
        {...triggerProps}
        onPointerEnter={(event) => {
          want();
          triggerProps.onPointerEnter?.(event);
        }}
        onFocus={(event) => {
          want();
          triggerProps.onFocus?.(event);
        }}
        ref={triggerRef}
      >
        {children}
      </FocusableProvider>
      {(wanted || state.isOpen) && (
        <Suspense fallback={null}>
          <TooltipView state={state} triggerRef={triggerRef} id={tooltipProps.id}>
            {tooltip}
          </TooltipView>
        </Suspense>
      )}
    </>
  );
}
