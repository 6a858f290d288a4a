import { callFailureOf } from '@kizuna/widgets';
import { useCallback, useState } from 'react';
import { useClient } from '../../api/ClientContext';
import { useCallStore } from './callStore';
import { usePrincipalStore } from '../session';
import type { LineAction } from './lineAction';
import { adapterModeOf, readLine } from './phoneSystemControls';

export type { LineAction } from './lineAction';

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
        const { perform } = await import('./performCallAction');
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
