import type { KizunaClient } from '@kizuna/api-client';
import type { CallControlMode } from '@kizuna/api-client/contract';
import { useCallStore } from './callStore';
import type { LineAction } from './lineAction';

// Loaded with the first call action (`useCallActions`): home shows numbers to call, but which
// path of which phone system a press takes is needed only once one is pressed.

/** Each phone system places a call through its own path (001 §7); the rest are CUCM-style. */
function directCall(client: KizunaClient, mode: CallControlMode | null, destination: string) {
  const body = { destination };
  switch (mode) {
    case 'HIENG':
      return client.calls.hiengDirectCall({ body });
    case 'AVAYA':
      return client.calls.avayaDirectCall({ body });
    case 'PBX_API':
      return client.calls.pbxApiDirectCall({ body });
    default:
      return client.calls.directCall({ body });
  }
}

/** The own line a callback or transfer acts from (001 §5: both numbers are named). */
function ownLine(): string {
  return useCallStore.getState().status?.self.extensionNum ?? '';
}

/** HIENG names the actions in its own paths (001 §7); a transfer names the own line too. */
function performHieng(client: KizunaClient, action: LineAction): Promise<unknown> | null {
  const query = 'callId' in action && action.callId !== undefined ? { callId: action.callId } : {};
  switch (action.type) {
    case 'answer':
      return client.calls.hiengAnswer({ query });
    case 'hold':
      return client.calls.hiengHoldOn({ query });
    case 'resume':
      return client.calls.hiengHoldOff({ query });
    case 'end':
      return client.calls.hiengEndCall({ query });
    case 'pickup':
      return client.calls.hiengCallPickup({ query });
    case 'transfer':
      return client.calls.hiengTransfer({ body: { fromNumber: ownLine(), toNumber: action.number } });
    default:
      return null;
  }
}

export async function perform(
  client: KizunaClient,
  mode: CallControlMode | null,
  action: LineAction,
): Promise<unknown> {
  if (mode === 'HIENG') {
    const hieng = performHieng(client, action);
    if (hieng) return hieng;
  }
  const query = 'callId' in action && action.callId !== undefined ? { callId: action.callId } : {};
  switch (action.type) {
    case 'dial':
      return directCall(client, mode, action.number);
    case 'transfer':
      return client.calls.directTransfer({ body: { fromNumber: ownLine(), toNumber: action.number } });
    case 'consultTransfer':
      return client.calls.consultTransfer({ body: { fromNumber: ownLine(), toNumber: action.number } });
    case 'conference':
      return client.calls.consultConference({ body: { destination: action.number } });
    case 'answer':
      return client.calls.answerCall({ query });
    case 'hold':
      return client.calls.holdCall({ query });
    case 'resume':
      return client.calls.unholdCall({ query });
    case 'end':
      return client.calls.endCall({ query });
    case 'pickup':
      return client.calls.pcPickup({ query });
    case 'completeTransfer':
      return client.calls.consultTransferComplete();
    case 'completeConference':
      return client.calls.consultConferenceComplete();
    default:
      return action satisfies never;
  }
}
