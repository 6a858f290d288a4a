import { TooltipContext, TooltipTriggerStateContext } from 'react-aria-components';
import type { ReactNode, RefObject } from 'react';
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { Tooltip } from './Tooltip';

export interface TooltipViewProps {
  state: TooltipTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  id: string | undefined;
  children: ReactNode;
}

/** `DeferredTooltipTrigger`'s overlay: the `Tooltip` over the trigger's state, drawn when open. */
export function TooltipView({ state, triggerRef, id, children }: TooltipViewProps) {
  // The id the trigger's `aria-describedby` names while open (react-aria's tooltip takes it as a
  // DOM prop, which its props' type does not list).
  const named = { id };
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <TooltipContext.Provider value={{ ...named, triggerRef }}>
        <Tooltip>{children}</Tooltip>
      </TooltipContext.Provider>
    </TooltipTriggerStateContext.Provider>
  );
}
