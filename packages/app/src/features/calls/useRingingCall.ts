import { selectPrincipal, usePrincipalStore } from '../session';
import { newIncomingCallOf, ringingCallOf, useCallStore } from './callStore';
import { adapterModeOf, phoneSystemControls } from './phoneSystemControls';

/**
 * The call ringing for the user now, with the contact it matched, or null: from the line's status
 * when the phone system reports it, else from the polled list of incoming calls. What the incoming
 * call popup shows, and whether it is needed at all.
 */
export function useRingingCall() {
  const status = useCallStore((state) => state.status);
  const live = useCallStore((state) => state.live);
  const dismissed = useCallStore((state) => state.dismissedCallIds);
  const latestIncoming = useCallStore((state) => state.latestIncoming);
  const firstIncomingCallId = useCallStore((state) => state.firstIncomingCallId);
  const principal = usePrincipalStore(selectPrincipal);
  const controls = phoneSystemControls(adapterModeOf(principal?.tenantInfo.callControlMode.name) ?? 'CUCM');
  const polled =
    !live && !controls.lineRead ? newIncomingCallOf(latestIncoming, firstIncomingCallId, dismissed) : null;
  const ringing =
    ringingCallOf(status, dismissed) ??
    (polled ? { call: { callId: polled.callId, fromNumber: polled.fromNum }, contact: polled } : null);
  return { ringing, controls };
}
