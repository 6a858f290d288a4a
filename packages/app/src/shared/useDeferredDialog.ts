import type { PlainButtonProps } from '@kizuna/ui';
import { useRef, useState } from 'react';
import type { RefObject } from 'react';

/** What a deferred dialog's loaded part is given: its trigger and the open state. */
export interface DeferredDialogProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A dialog or popover whose code (react-aria's modal, dialog, popover and focus-scope modules,
 * and the content) loads on first use, as `useDeferredMenu` does for menus: the trigger is an
 * `PlainButton` from the start; pressing it loads the part and opens it in the same gesture
 * (hovering starts the load early). Spread `triggerProps` on the `PlainButton` and render `part` with
 * `overlay` once it is there. A part that does not load (offline) stays closed; the next press
 * tries again.
 */
export function useDeferredDialog<M>(load: () => Promise<M>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [part, setPart] = useState<M | null>(null);
  const [isOpen, setOpen] = useState(false);

  function open() {
    load().then(
      (module) => {
        setPart(() => module);
        setOpen(true);
      },
      () => undefined,
    );
  }

  const triggerProps = {
    ref: triggerRef,
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    onPress: () => {
      if (isOpen) setOpen(false);
      else open();
    },
    onHoverStart: () => void load().catch(() => undefined),
  } satisfies PlainButtonProps & { ref: RefObject<HTMLButtonElement | null> };

  const overlay: DeferredDialogProps = { triggerRef, isOpen, onOpenChange: setOpen };
  return { triggerProps, part, overlay, open };
}
