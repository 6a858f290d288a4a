import { lazy, Suspense } from 'react';
import { useRingingCall } from './useRingingCall';

const IncomingCallPopup = lazy(() =>
  import('./IncomingCallPopup').then((module) => ({ default: module.IncomingCallPopup })),
);

/**
 * Where the incoming call popup appears: its code loads with the first call that rings, so a
 * screen without one does not carry it.
 */
export function IncomingCallSlot() {
  const { ringing } = useRingingCall();
  if (!ringing) return null;
  return (
    <Suspense fallback={null}>
      <IncomingCallPopup />
    </Suspense>
  );
}
