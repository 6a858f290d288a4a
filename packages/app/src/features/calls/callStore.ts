import type { LatestIncomingCall, LocalPhoneStatusResponse } from '@kizuna/api-client/contract';
import { lineDisplayState } from '@kizuna/widgets';
import type { CallFailure } from '@kizuna/widgets';
import { create } from 'zustand';

/** Since when the line has been in its shown state on its current call (the call bar's timer). */
export interface LineSince {
  readonly key: string;
  readonly at: number;
}

interface CallState {
  /** The user's line as last pushed or polled; null before the first answer. */
  status: LocalPhoneStatusResponse | null;
  /** The events socket is open; while it is not, the line is polled. */
  live: boolean;
  /** The last refused call action, until the next action or a dismissal. */
  failure: CallFailure | null;
  /** Ringing calls whose popup the user closed (the call bar still offers Answer). */
  dismissedCallIds: readonly number[];
  /**
   * The latest incoming call as polled where the line itself cannot be read (AVAYA, PBX_API),
   * and the call that was latest at the first poll (kept until reset, 001 §4): only a later one
   * pops up.
   */
  latestIncoming: LatestIncomingCall['data'];
  firstIncomingCallId: number | null | undefined;
  lineSince: LineSince | null;
  /** Names of the numbers the user called or was called from, by the digits dialled. */
  partyNames: Readonly<Record<string, string>>;
  /** The user's "confirm before calling" setting; null until it has been read. */
  confirmBeforeCalling: boolean | null;
  rememberParty: (digits: string, name: string) => void;
  setConfirmBeforeCalling: (confirm: boolean) => void;
  setStatus: (status: LocalPhoneStatusResponse) => void;
  setLatestIncoming: (latest: LatestIncomingCall['data']) => void;
  setLive: (live: boolean) => void;
  fail: (failure: CallFailure | null) => void;
  dismiss: (callId: number) => void;
  reset: () => void;
}

export const useCallStore = create<CallState>()((set) => ({
  status: null,
  live: false,
  failure: null,
  dismissedCallIds: [],
  latestIncoming: null,
  firstIncomingCallId: undefined,
  lineSince: null,
  partyNames: {},
  confirmBeforeCalling: null,
  rememberParty: (digits, name) => set((state) => ({ partyNames: { ...state.partyNames, [digits]: name } })),
  setConfirmBeforeCalling: (confirm) => set({ confirmBeforeCalling: confirm }),
  setLatestIncoming: (latest) =>
    set((state) => ({
      latestIncoming: latest,
      firstIncomingCallId:
        state.firstIncomingCallId === undefined ? (latest?.callId ?? null) : state.firstIncomingCallId,
    })),
  setStatus: (status) =>
    set((state) => ({
      status,
      lineSince: sinceOf(status, state.lineSince, Date.now()),
      partyNames: withCaller(state.partyNames, status),
      // Forget dismissals of calls that no longer ring, so the list never grows.
      dismissedCallIds: state.dismissedCallIds.filter((id) =>
        status.statuses.some((call) => call.callId === id && call.status === 'RINGING'),
      ),
    })),
  setLive: (live) => set({ live }),
  fail: (failure) => set({ failure }),
  dismiss: (callId) => set((state) => ({ dismissedCallIds: [...state.dismissedCallIds, callId] })),
  reset: () =>
    set({
      status: null,
      live: false,
      failure: null,
      dismissedCallIds: [],
      latestIncoming: null,
      firstIncomingCallId: undefined,
      lineSince: null,
      partyNames: {},
      confirmBeforeCalling: null,
    }),
}));

/** The call the line is about: the first that is not idle. */
export function currentCallOf(status: LocalPhoneStatusResponse | null) {
  return status?.statuses.find((call) => call.status !== 'IDLE') ?? null;
}

function sinceOf(
  status: LocalPhoneStatusResponse,
  previous: LineSince | null,
  now: number,
): LineSince | null {
  const call = currentCallOf(status);
  if (!call) return null;
  const key = `${call.callId}:${lineDisplayState(status)}`;
  return previous?.key === key ? previous : { key, at: now };
}

/** A ringing caller the directory knows keeps their name after the call is answered. */
function withCaller(names: Readonly<Record<string, string>>, status: LocalPhoneStatusResponse) {
  const caller = status.incomingCallContact;
  if (!caller?.fullname || names[caller.fromNum] === caller.fullname) return names;
  return { ...names, [caller.fromNum]: caller.fullname };
}

/** The call ringing on the user's line that the popup should show, if any. */
export function ringingCallOf(status: LocalPhoneStatusResponse | null, dismissedCallIds: readonly number[]) {
  if (!status || status.self.status !== 'RINGING') return null;
  const call = status.statuses.find((c) => c.status === 'RINGING' && c.direction === 'INCOMING');
  if (!call || dismissedCallIds.includes(call.callId)) return null;
  return { call, contact: status.incomingCallContact };
}

/**
 * The polled latest incoming call that should pop up: one that came after the first poll and
 * that the user has not closed. Its phone system answers on the phone, not here.
 */
export function newIncomingCallOf(
  latest: LatestIncomingCall['data'],
  firstIncomingCallId: number | null | undefined,
  dismissedCallIds: readonly number[],
) {
  if (!latest || firstIncomingCallId === undefined || latest.callId === firstIncomingCallId) return null;
  if (dismissedCallIds.includes(latest.callId)) return null;
  return latest;
}
