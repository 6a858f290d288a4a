import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { useCallback } from 'react';
import type { ReactNode } from 'react';

export interface PortalContainerProps {
  /** Where popovers, modals, tooltips and toasts below this point render; `null` means `document.body`. */
  container: HTMLElement | null;
  children?: ReactNode;
}

/**
 * Sends every overlay below it into `container` instead of `document.body`, which keeps overlays of
 * a component rendered in a shadow root inside that shadow root, where its styles apply.
 */
export function PortalContainer({ container, children }: PortalContainerProps) {
  const getContainer = useCallback(() => container, [container]);
  return (
    <UNSAFE_PortalProvider getContainer={container ? getContainer : null}>{children}</UNSAFE_PortalProvider>
  );
}
