import { CallActionError } from './CallActionError.js';
import type { CallEvent, CallSelector, LineButtons, LineState } from './PhoneSystemAdapter.js';
import { PhoneSystemError } from './PhoneSystemError.js';

/**
 * The simulated PBX's rules, as pure functions: from the state of a line or a call and an action
 * to the next state and what must change. SimulatedPbx reads the state through the call store,
 * asks these functions, and writes what they answer. Refused actions throw the adapter's errors.
 */

export const CALLBACK_LIMIT = 3;
/** Forwarding chains stop here, so two people forwarding to each other cannot loop. */
export const MAX_FORWARDS = 5;

/** A party still on a call (LEFT parties are gone). */
export type ActiveStatus = 'DIALING' | 'RINGING' | 'CONNECTED' | 'HELD';
export type CallState = 'RINGING' | 'CONNECTED' | 'ENDED';
export type PartyRole = 'CALLER' | 'CALLEE';

/** What the rules need of a party: its row's fields, whatever else the row holds. */
export interface PartyState {
  readonly id: number;
  readonly call_id: number;
  readonly user_id: number | null;
  readonly role: PartyRole;
  readonly status: string;
}

/** Digits and the dial characters; spaces, hyphens and brackets are presentation only. */
export function normalizeDialNumber(input: string): string {
  return input.normalize('NFKC').replace(/[\s\-()]/g, '');
}

const DIALABLE = /^\+?[0-9*#]{1,32}$/;

export function isDialable(number: string): boolean {
  return DIALABLE.test(number);
}

/**
 * The number to dial for `input`; refused when it is not a phone number. Only the digits before
 * a pause (`,` or `;`, 001 §5) ring: what follows would be tones after connect, not modelled here.
 */
export function dialable(input: string): string {
  const typed = normalizeDialNumber(input);
  const pause = typed.search(/[,;]/);
  const number = pause < 0 ? typed : typed.slice(0, pause);
  if (!isDialable(number)) throw new PhoneSystemError('ADDRESS_NOT_EXIST', 'not a dialable number');
  return number;
}

/** A call from `line` to `number`; refused when the line would call itself. */
export function outgoingNumber(line: string, destination: string): string {
  const number = dialable(destination);
  if (number === line) throw new PhoneSystemError('ADDRESS_NOT_EXIST', 'a line cannot call itself');
  return number;
}

/** How one call shows on a line, from its party's status. */
export function partyLineState(status: ActiveStatus): LineState {
  switch (status) {
    case 'RINGING':
      return 'RINGING';
    case 'HELD':
      return 'HELD';
    default:
      return 'TALKING';
  }
}

/** The line's one state: a live conversation wins over a ringing call, which wins over holds. */
export function lineStateOf(statuses: readonly ActiveStatus[], hasLine: boolean): LineState {
  if (!hasLine) return 'DISCONNECTED';
  if (statuses.some((s) => s === 'CONNECTED' || s === 'DIALING')) return 'TALKING';
  if (statuses.includes('RINGING')) return 'RINGING';
  if (statuses.includes('HELD')) return 'HELD';
  return 'IDLE';
}

/** The actions a user takes on one of their calls. */
export type PartyAction = 'ANSWER' | 'HOLD' | 'UNHOLD' | 'END' | 'TRANSFER' | 'CONSULT';

/** The statuses of the owner's party each action starts from, in order of preference. */
export const ACTION_FROM: Readonly<Record<PartyAction, readonly ActiveStatus[]>> = {
  ANSWER: ['RINGING'],
  HOLD: ['CONNECTED'],
  UNHOLD: ['HELD'],
  END: ['CONNECTED', 'DIALING', 'HELD', 'RINGING'],
  TRANSFER: ['CONNECTED', 'HELD'],
  CONSULT: ['CONNECTED', 'HELD'],
};

/**
 * The owner's party an action means (`mine`: their parties on the desk line, oldest first): the
 * selected call, else the newest in a fitting state. Refused when the selected call is not on the
 * line (CALL_NOT_FOUND) or no party is in a state the action starts from (ACTION_NOT_ALLOWED).
 */
export function partyFor<P extends PartyState>(
  mine: readonly P[],
  selector: CallSelector,
  action: PartyAction,
): P {
  const statuses = ACTION_FROM[action];
  if (selector.callId !== undefined) {
    const party = mine.find((p) => p.call_id === selector.callId);
    if (!party) {
      // Another tenant's or a finished call looks the same as no call: not found.
      throw new CallActionError('CALL_NOT_FOUND', 'no such call on this line');
    }
    if (!statuses.includes(party.status as ActiveStatus))
      throw new CallActionError('ACTION_NOT_ALLOWED', `the call is ${party.status}`);
    return party;
  }
  for (const status of statuses) {
    const party = mine.filter((p) => p.status === status).at(-1);
    if (party) return party;
  }
  throw new CallActionError('ACTION_NOT_ALLOWED', `no call is ${statuses.join(' or ')}`);
}

/** Transfers and consults start from a call that was answered; refused while it rings. */
export function requireConnected(state: CallState | string): void {
  if (state !== 'CONNECTED') throw new CallActionError('ACTION_NOT_ALLOWED', 'not connected');
}

/** The status a party takes by an action that does not end it. */
export function statusAfter(action: 'ANSWER' | 'HOLD' | 'UNHOLD'): ActiveStatus {
  return action === 'HOLD' ? 'HELD' : 'CONNECTED';
}

/** What happens to one of the owner's other calls. */
export type OtherCallEffect<P> =
  { readonly kind: 'HOLD'; readonly party: P } | { readonly kind: 'LEAVE'; readonly party: P };

/**
 * One live conversation per line: taking, placing or resuming a call (`exceptCallId`, or null for
 * a new one) holds the owner's connected calls, and gives up an outgoing call still ringing.
 */
export function otherCallEffects<P extends PartyState>(
  mine: readonly P[],
  exceptCallId: number | null,
): OtherCallEffect<P>[] {
  const effects: OtherCallEffect<P>[] = [];
  for (const party of mine) {
    if (party.call_id === exceptCallId) continue;
    if (party.status === 'CONNECTED') effects.push({ kind: 'HOLD', party });
    else if (party.status === 'DIALING') effects.push({ kind: 'LEAVE', party });
  }
  return effects;
}

/** A party hangs up: a caller giving up a call still ringing ends it for all, anyone else leaves. */
export function leaveEffect(callState: CallState | string, role: PartyRole): 'END_CALL' | 'LEAVE' {
  return callState === 'RINGING' && role === 'CALLER' ? 'END_CALL' : 'LEAVE';
}

/**
 * Whether a call is over (`live`: its parties not LEFT): fewer than two parties could still talk,
 * no one of ours is on it, or it rings with no caller or no one to ring.
 */
export function isCallOver(
  callState: CallState | string,
  live: readonly { readonly user_id: number | null; readonly role: PartyRole }[],
): boolean {
  if (callState === 'ENDED') return false;
  const internal = live.some((p) => p.user_id !== null);
  const callers = live.filter((p) => p.role === 'CALLER').length;
  return (
    live.length < 2 ||
    !internal ||
    (callState === 'RINGING' && (callers === 0 || live.every((p) => p.role === 'CALLER')))
  );
}

/** Where a number rings, once known who has it, whether they reject the caller, and their forward-all. */
export type RingRoute =
  | { readonly kind: 'OUTSIDE' }
  | { readonly kind: 'REJECTED' }
  | { readonly kind: 'FORWARD'; readonly number: string }
  | { readonly kind: 'RING' };

/**
 * Rejection lists first (a rejected caller never rings), then forward-all (at most MAX_FORWARDS
 * hops, never to the same number), then the line itself. A number no one of ours has is outside.
 */
export function ringRoute(input: {
  readonly number: string;
  readonly isOurs: boolean;
  readonly rejected: boolean;
  readonly forwardAll: string | null | undefined;
  readonly forwards: number;
}): RingRoute {
  if (!input.isOurs) return { kind: 'OUTSIDE' };
  if (input.rejected) return { kind: 'REJECTED' };
  if (input.forwardAll && input.forwards < MAX_FORWARDS) {
    const next = normalizeDialNumber(input.forwardAll);
    if (isDialable(next) && next !== input.number) return { kind: 'FORWARD', number: next };
  }
  return { kind: 'RING' };
}

/** The number a call is shown as coming from, when it differs from the call's own. */
export function presentedFrom(presented: string | null, callFrom: string): string | null {
  return presented !== null && presented !== callFrom ? presented : null;
}

/** Whether a ringing leg has rung for its owner's no-answer time. */
export function noAnswerDue(ringingSince: Date | string, seconds: number, now: Date): boolean {
  return new Date(ringingSince).getTime() + seconds * 1000 <= now.getTime();
}

/** Where an unanswered leg goes next: the no-answer destination, unless undialable or itself. */
export function noAnswerTarget(forwardNoAnswer: string | null, number: string): string | null {
  const next = normalizeDialNumber(forwardNoAnswer ?? '');
  return isDialable(next) && next !== number ? next : null;
}

/** A callback request on a busy line: already registered, to register, or refused past the limit. */
export function callbackDecision(registered: readonly string[], number: string): 'KEPT' | 'REGISTER' {
  if (registered.includes(number)) return 'KEPT';
  if (registered.length >= CALLBACK_LIMIT)
    throw new CallActionError('ACTION_NOT_ALLOWED', `at most ${CALLBACK_LIMIT} callbacks`);
  return 'REGISTER';
}

/**
 * Without a consult call (HIENG: hold, dial, conference), the call the owner placed last joins the
 * call they hold: the two calls, or null when there are not both.
 */
export function conferenceFallback<P extends PartyState>(
  mine: readonly P[],
): { readonly placedCallId: number; readonly heldCallId: number } | null {
  const placed = mine.filter((p) => p.role === 'CALLER' && p.status !== 'HELD').at(-1);
  const held = mine.filter((p) => p.status === 'HELD' && p.call_id !== placed?.call_id).at(-1);
  return placed && held ? { placedCallId: placed.call_id, heldCallId: held.call_id } : null;
}

/** A consult completes into the first call only while it lasts and the owner is on it. */
export function requireOriginal<P>(originalState: CallState | string, ownOriginal: P | undefined): P {
  if (originalState === 'ENDED' || !ownOriginal)
    throw new CallActionError('ACTION_NOT_ALLOWED', 'the first call has ended');
  return ownOriginal;
}

/** One history row per person of ours and direction, as a call ends. */
export interface HistoryEntry {
  readonly userId: number;
  readonly direction: 'INCOMING' | 'OUTGOING';
  readonly fromNum: string;
  readonly toNum: string;
  readonly connected: boolean;
}

/**
 * The history an ended call leaves: one row per person of ours (desk legs only) and direction.
 * Outgoing rows show the call's numbers; incoming ones the number the person was reached at and
 * the number first presented to them.
 */
export function historyEntries(
  call: { readonly from_number: string; readonly to_number: string },
  parties: readonly (PartyState & {
    readonly number: string;
    readonly via_mobile: boolean;
    readonly presented_from: string | null;
    readonly was_connected: boolean;
  })[],
): HistoryEntry[] {
  const rows = new Map<
    string,
    { userId: number; direction: 'INCOMING' | 'OUTGOING'; number: string; from: string; connected: boolean }
  >();
  for (const party of parties) {
    if (party.user_id === null || party.via_mobile) continue;
    const direction = party.role === 'CALLER' ? 'OUTGOING' : 'INCOMING';
    const key = `${party.user_id}:${direction}`;
    const previous = rows.get(key);
    rows.set(key, {
      userId: party.user_id,
      direction,
      number: party.number,
      from: previous?.from ?? party.presented_from ?? call.from_number,
      connected: (previous?.connected ?? false) || party.was_connected,
    });
  }
  return [...rows.values()].map((row) => ({
    userId: row.userId,
    direction: row.direction,
    fromNum: row.direction === 'OUTGOING' ? call.from_number : row.from,
    toNum: row.direction === 'OUTGOING' ? call.to_number : row.number,
    connected: row.connected,
  }));
}

/** Which actions the line allows now, from its parties' statuses and its calls. */
export function lineButtons(
  statuses: readonly ActiveStatus[],
  calls: readonly {
    readonly state: LineState;
    readonly others: readonly { readonly status: string }[];
    readonly consultOfCallId: number | null;
    readonly direction: 'INCOMING' | 'OUTGOING';
  }[],
  canPickUp: boolean,
): LineButtons {
  // A call someone answered: not one still ringing here, nor one placed that still rings there.
  const connectedCall = calls.some(
    (c) => c.state !== 'RINGING' && c.others.some((o) => o.status === 'CONNECTED' || o.status === 'HELD'),
  );
  return {
    answer: statuses.includes('RINGING'),
    hold: statuses.includes('CONNECTED'),
    unhold: statuses.includes('HELD'),
    end: statuses.length > 0,
    transfer: connectedCall,
    conference: connectedCall,
    consultComplete: calls.some((c) => c.consultOfCallId !== null && c.direction === 'OUTGOING'),
    pickup: canPickUp,
  };
}

/** The events one operation publishes: one per call, the last change to it naming the kind. */
export function eventsOf(
  changes: readonly { readonly callId: number; readonly kind: CallEvent['kind'] }[],
): Map<number, CallEvent['kind']> {
  const byCall = new Map<number, CallEvent['kind']>();
  for (const change of changes) byCall.set(change.callId, change.kind);
  return byCall;
}
