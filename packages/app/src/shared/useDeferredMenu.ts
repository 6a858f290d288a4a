import type { PlainButtonProps } from '@kizuna/ui';
import { useRef, useState } from 'react';
import type { RefObject } from 'react';

/** Where focus goes when the menu opens: the menu, its first or its last item. */
type FocusStrategy = boolean | 'first' | 'last';

/** What a deferred menu's loaded part is given: the trigger and the open state. */
export interface DeferredMenuProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  autoFocus: FocusStrategy;
}

/**
 * A menu whose code (react-aria's menu, popover and selection modules, and its items) loads on
 * first use: the trigger is a `PlainButton` from the start, and pressing it (or ArrowDown /
 * ArrowUp on it) loads the menu and opens it in the same gesture; hovering starts the load early.
 * Spread `triggerProps` on the `PlainButton` and render `menu` with `overlay` once it is there. A menu
 * that does not load (offline) stays closed; the next press tries again.
 */
export function useDeferredMenu<M>(load: () => Promise<M>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState<M | null>(null);
  const [focus, setFocus] = useState<FocusStrategy | null>(null);

  function open(strategy: FocusStrategy) {
    load().then(
      (module) => {
        setMenu(() => module);
        setFocus(strategy);
      },
      () => undefined,
    );
  }

  const triggerProps = {
    ref: triggerRef,
    'aria-haspopup': 'menu',
    'aria-expanded': focus !== null,
    onPress: (event) => {
      if (focus !== null) setFocus(null);
      // From the keyboard, focus goes to the first item; after a click, to the menu.
      else open(event.pointerType === 'keyboard' ? 'first' : true);
    },
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        open(event.key === 'ArrowDown' ? 'first' : 'last');
      }
    },
    onHoverStart: () => void load().catch(() => undefined),
  } satisfies PlainButtonProps & { ref: RefObject<HTMLButtonElement | null> };

  const overlay: DeferredMenuProps = {
    triggerRef,
    isOpen: focus !== null,
    onOpenChange: (isOpen) => {
      if (!isOpen) setFocus(null);
    },
    autoFocus: focus ?? true,
  };
  return { triggerProps, menu, overlay };
}
