import { useCallback, useEffect, useState } from 'react';
import type { InternalContactDetail } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import { useInternalContactsStore } from './internalContactsStore';

export interface UseInternalContactDetailResult {
  detail: InternalContactDetail | null;
  error: unknown;
  isLoading: boolean;
  /** Loads the person again, keeping what is shown until the answer comes (after an edit). */
  reload: () => void;
}

/**
 * One person of the directory. When the route loader already loaded them on a direct entry, the
 * first load here is skipped once (spec 001 §4); later changes of the id load as usual.
 */
export function useInternalContactDetail(contactId: number): UseInternalContactDetailResult {
  const client = useClient();
  const [state, setState] = useState<{ id: number; detail: InternalContactDetail | null; error: unknown }>(
    () => ({
      id: contactId,
      detail: useInternalContactsStore.getState().takePreloadedDetail(contactId),
      error: null,
    }),
  );

  const [round, setRound] = useState(0);

  useEffect(() => {
    if (round === 0 && state.id === contactId && state.detail) return;
    let active = true;
    if (round === 0 || state.id !== contactId) setState({ id: contactId, detail: null, error: null });
    client.internalContacts.detail({ params: { contactId } }).then(
      (detail) => {
        if (active) setState({ id: contactId, detail, error: null });
      },
      (error: unknown) => {
        if (active) setState({ id: contactId, detail: null, error });
      },
    );
    return () => {
      active = false;
    };
    // Only the id decides what to load; `state` is read to skip the preloaded first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, contactId, round]);

  const current = state.id === contactId;
  return {
    detail: current ? state.detail : null,
    error: current ? state.error : null,
    isLoading: !current || (state.detail === null && state.error === null),
    reload: useCallback(() => setRound((n) => n + 1), []),
  };
}
