import type { LocalPhoneStatusResponse } from '@kizuna/api-client';

export type LineVocabulary = 'CUCM' | 'HIENG';

const HIENG_STATE: Record<string, string> = {
  RINGING: 'INCOMING',
  TALKING: 'ON_CALL',
  HELD: 'ON_HOLD',
};

/** The state name the user's phone system shows. */
export function lineStateName(state: string, vocabulary: LineVocabulary): string {
  return vocabulary === 'HIENG' ? (HIENG_STATE[state] ?? state) : state;
}

/**
 * The line's state as the user should read it. The phone systems' states know no "calling": a
 * caller's line is TALKING from the moment it dials. While none of the other parties of the
 * user's outgoing call has answered (they still ring), the line is CALLING.
 */
export function lineDisplayState(status: LocalPhoneStatusResponse | null): string {
  const state = status?.self.status ?? 'DISCONNECTED';
  if (state !== 'TALKING' || !status) return state;
  const talking = status.statuses.filter((call) => call.status === 'TALKING');
  const calling =
    talking.length > 0 &&
    talking.every(
      (call) =>
        call.direction === 'OUTGOING' &&
        call.others.some((party) => party.status === 'RINGING') &&
        !call.others.some((party) => party.status === 'CONNECTED' || party.status === 'HELD'),
    );
  return calling ? 'CALLING' : state;
}
