import { normalizeDialNumber } from './pbxTransitions.js';

/**
 * Dial numbers may carry the pause characters of 001 §5: `,` (a 2-second pause) and `;` (wait
 * for the user, who keys the rest). Each phone system is handed them as it documents:
 *
 * - Cisco Unified CM (Web Dialer `makeCallSoap`): Cisco phones read `,` in a dial string as a
 *   2-second pause (as in speed and fast dials), so `,` is passed as typed; Cisco has no
 *   "wait for the user", so the dial string ends before the first `;` and the user keys the rest.
 * - Avaya AE Services (`makeCall` destinationNumber) and Webex Calling (`/telephony/calls/dial`
 *   destination) dial digits (or a URI) and document no pause: the digits before the first pause
 *   are dialled and the pause part is left to the user, to key once the call connects.
 * - The simulated PBX (HIENG, and every mode without a vendor system) rings the digits before
 *   the first pause; what follows would be tones after connect, which it does not model.
 */
const PAUSE = /[,;]/;

/** The digits to dial before the first pause (`,` or `;`), normalised. */
export function digitsBeforePause(input: string): string {
  const number = normalizeDialNumber(input);
  const at = number.search(PAUSE);
  return at < 0 ? number : number.slice(0, at);
}

/** Cisco's dial string: `,` pauses kept, everything from the first `;` left to the user. */
export function ciscoDialString(input: string): string {
  const number = normalizeDialNumber(input);
  const at = number.indexOf(';');
  return at < 0 ? number : number.slice(0, at);
}
