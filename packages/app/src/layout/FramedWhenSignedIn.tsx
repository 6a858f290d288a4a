import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { selectPrincipal, usePrincipalStore } from '../features/session';

// The frame comes with the signed-in layout's code; a signed-out visitor never loads it here.
const AppFrame = lazy(() => import('./AppFrame').then((m) => ({ default: m.AppFrame })));

/**
 * What a route outside the signed-in layout shows (an unknown address, a failed layout load) inside
 * the frame when someone is signed in, and bare otherwise.
 */
export function FramedWhenSignedIn({ children }: { children: ReactNode }) {
  const principal = usePrincipalStore(selectPrincipal);
  if (!principal) return children;
  return (
    <Suspense fallback={null}>
      <AppFrame principal={principal}>{children}</AppFrame>
    </Suspense>
  );
}
