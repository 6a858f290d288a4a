import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent, ReactNode, RefObject } from 'react';
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { focusIsFromKeyboard, listenForModality } from '../utils/modality';

// The tooltip's overlay (react-aria's positioning and the overlay container) loads with the first
// hover or focus of a trigger: home shows many numbers, few of them are ever pointed at.
const TooltipView = lazy(() => import('./TooltipView').then((module) => ({ default: module.TooltipView })));

/** How long the tooltip stays once the pointer leaves: time to move onto it (WCAG 1.4.13). */
const CLOSE_DELAY = 300;

/** What the trigger spreads on its `PlainButton`: the tooltip's events and its description. */
export interface DeferredTooltipTriggerRenderProps {
  ref: RefObject<HTMLButtonElement | null>;
  'aria-describedby': string | undefined;
  onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onFocus: (event: FocusEvent<HTMLButtonElement>) => void;
  onBlur: (event: FocusEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface DeferredTooltipTriggerProps {
  /** The trigger, a `PlainButton` given these props: mounted once, never again when the tooltip's code arrives. */
  children: (trigger: DeferredTooltipTriggerRenderProps) => ReactNode;
  /** The tooltip's text. */
  tooltip: ReactNode;
  /** Hover delay before showing, in ms; keyboard focus shows it at once. @default 600 */
  delay?: number;
}

/**
 * A tooltip on a `PlainButton`, for the first screen, which shows before react-aria loads: the
 * trigger's hover, keyboard focus, Escape and press are followed here, and the tooltip's drawing
 * (react-aria's `Tooltip`, placed and flipped to fit) loads with the first hover or focus.
 * Hovering shows it after `delay`, keyboard focus at once; leaving, blurring, Escape or a press
 * hides it, and the pointer can move onto it before it goes.
 */
export function DeferredTooltipTrigger({ children, tooltip, delay = 600 }: DeferredTooltipTriggerProps) {
  listenForModality();
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const state = useMemo<TooltipTriggerState>(() => {
    const later = (open: boolean, ms: number) => {
      clearTimeout(timer.current);
      if (ms === 0) setOpen(open);
      else timer.current = setTimeout(() => setOpen(open), ms);
    };
    return {
      isOpen,
      shouldSkipAnimation: false,
      open: (immediate?: boolean) => later(true, immediate ? 0 : delay),
      close: (immediate?: boolean) => later(false, immediate ? 0 : CLOSE_DELAY),
    };
  }, [isOpen, delay]);

  return (
    <>
      {children({
        ref: triggerRef,
        'aria-describedby': isOpen ? id : undefined,
        onPointerEnter: (event) => {
          if (event.pointerType !== 'mouse') return;
          setWanted(true);
          state.open(isOpen);
        },
        onPointerLeave: () => state.close(),
        onPointerDown: () => state.close(true),
        onFocus: () => {
          if (!focusIsFromKeyboard()) return;
          setWanted(true);
          state.open(true);
        },
        onBlur: () => state.close(true),
        onKeyDown: (event) => {
          if (event.key === 'Escape' && isOpen) {
            event.stopPropagation();
            state.close(true);
          }
        },
      })}
      {wanted && (
        <Suspense fallback={null}>
          <TooltipView state={state} triggerRef={triggerRef} id={id}>
            {tooltip}
          </TooltipView>
        </Suspense>
      )}
    </>
  );
}
