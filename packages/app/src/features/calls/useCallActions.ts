import { callFailureOf } from '@kizuna/widgets';
import { useCallback, useState } from 'react';
import { useClient } from '../../api/ClientContext';
import { useCallStore } from './callStore';
import type { KizunaClient } from '@kizuna/api-client';
import type { CallControlMode } from '@kizuna/api-client/contract';
import { usePrincipalStore } from '../session';
import { adapterModeOf, readLine } from './phoneSystemControls';

export type LineAction =
  | { readonly type: 'dial' | 'transfer' | 'consultTransfer' | 'conference'; readonly number: string }
  | {
      readonly type:
        'answer' | 'hold' | 'resume' | 'end' | 'pickup' | 'completeTransfer' | 'completeConference';
      readonly callId?: number;
    };

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
    case 'transfer': {
      const own = useCallStore.getState().status?.self.extensionNum ?? '';
      return client.calls.hiengTransfer({ body: { fromNumber: own, toNumber: action.number } });
    }
    default:
      return null;
  }
}

async function perform(
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
      return client.calls.directTransfer({ body: { destination: action.number } });
    case 'consultTransfer':
      return client.calls.consultTransfer({ body: { destination: action.number } });
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

/**
 * Runs a call action; a refusal lands in the call store (the call bar shows its message). While
 * the events socket is down the line is read again at once instead of waiting for the poll.
 */
export function useCallActions(): { run: (action: LineAction) => Promise<boolean>; pending: boolean } {
  const client = useClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (action: LineAction) => {
      const store = useCallStore.getState();
      store.fail(null);
      setPending(true);
      const mode = usePrincipalStore.getState().principal?.tenantInfo.callControlMode.name ?? null;
      try {
        await perform(client, mode, action);
        return true;
      } catch (error) {
        useCallStore.getState().fail(callFailureOf(error));
        return false;
      } finally {
        setPending(false);
        if (!useCallStore.getState().live) {
          readLine(client, adapterModeOf(mode))
            .then((status) => {
              if (status) useCallStore.getState().setStatus(status);
            })
            .catch(() => undefined);
        }
      }
    },
    [client],
  );
  return { run, pending };
}
