import type { KizunaClient } from '@kizuna/api-client';
import type {
  CallControlMode,
  CucmLineState,
  HiengLineState,
  HiengLocalPhoneStatusResponse,
  LocalPhoneStatusResponse,
} from '@kizuna/api-client/contract';

/** The call control modes whose calls go through a phone-system adapter (001 §1). */
export type AdapterMode = 'CUCM' | 'HIENG' | 'AVAYA' | 'PBX_API';

export function adapterModeOf(mode: CallControlMode | null | undefined): AdapterMode | null {
  return mode === 'CUCM' || mode === 'HIENG' || mode === 'AVAYA' || mode === 'PBX_API' ? mode : null;
}

/**
 * What the browser may ask of the user's phone system, by the calls 001 §7 gives each mode:
 * CUCM every action and consult transfer/conference; HIENG answer, hold, end, pickup and a direct
 * transfer (its conference joins calls the phone made, so it stays on the phone); AVAYA and the
 * cloud phone only dial, so their calls are answered and handled on the phone itself.
 */
export interface PhoneSystemControls {
  /** The line can be read (CUCM and HIENG localPhoneStatus); else only the latest incoming call. */
  readonly lineRead: boolean;
  readonly midCall: boolean;
  readonly consult: boolean;
}

export function phoneSystemControls(mode: AdapterMode | null): PhoneSystemControls {
  switch (mode) {
    case 'CUCM':
      return { lineRead: true, midCall: true, consult: true };
    case 'HIENG':
      return { lineRead: true, midCall: true, consult: false };
    default:
      return { lineRead: false, midCall: false, consult: false };
  }
}

const FROM_HIENG: Record<HiengLineState, CucmLineState> = {
  DISCONNECTED: 'DISCONNECTED',
  IDLE: 'IDLE',
  INCOMING: 'RINGING',
  ON_CALL: 'TALKING',
  ON_HOLD: 'HELD',
};

/** A HIENG line in the store's CUCM words; the screens name the states in HIENG words again. */
export function hiengLineAsCucm(status: HiengLocalPhoneStatusResponse): LocalPhoneStatusResponse {
  return {
    ...status,
    self: { ...status.self, status: FROM_HIENG[status.self.status] },
    statuses: status.statuses.map((call) => ({ ...call, status: FROM_HIENG[call.status] })),
  };
}

/** Reads the user's line through the mode's own path; null where the mode has none. */
export async function readLine(
  client: KizunaClient,
  mode: AdapterMode | null,
): Promise<LocalPhoneStatusResponse | null> {
  if (mode === 'CUCM') return client.calls.localPhoneStatus();
  if (mode === 'HIENG') return hiengLineAsCucm(await client.calls.hiengLocalPhoneStatus());
  return null;
}
