import { describe, expect, it } from 'vitest';
import { CallActionError } from './CallActionError.js';
import * as rules from './pbxTransitions.js';
import { PhoneSystemError } from './PhoneSystemError.js';

const STATUSES: rules.ActiveStatus[] = ['DIALING', 'RINGING', 'CONNECTED', 'HELD'];
const ACTIONS = Object.keys(rules.ACTION_FROM) as rules.PartyAction[];

let nextId = 1;
function party(
  callId: number,
  status: rules.ActiveStatus,
  role: 'CALLER' | 'CALLEE' = 'CALLEE',
  userId: number | null = 7,
): rules.PartyState {
  return { id: nextId++, call_id: callId, user_id: userId, role, status };
}

function refusal(run: () => unknown): { type: string; code: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof CallActionError || error instanceof PhoneSystemError)
      return { type: error.constructor.name, code: error.code };
    throw error;
  }
}

describe('dial numbers', () => {
  it('folds width and drops presentation characters', () => {
    expect(rules.normalizeDialNumber('０３-(1234) 5678')).toBe('0312345678');
    expect(rules.dialable('+81 3-1234')).toBe('+8131234');
    expect(rules.dialable('*72#')).toBe('*72#');
  });

  it('refuses what is not a phone number, and a line calling itself', () => {
    for (const input of ['', 'abc', '12+3', '1'.repeat(33)])
      expect(refusal(() => rules.dialable(input))).toEqual({
        type: 'PhoneSystemError',
        code: 'ADDRESS_NOT_EXIST',
      });
    expect(refusal(() => rules.outgoingNumber('3101', '31-01'))).toEqual({
      type: 'PhoneSystemError',
      code: 'ADDRESS_NOT_EXIST',
    });
    expect(rules.outgoingNumber('3101', '3102')).toBe('3102');
  });
});

describe('line state', () => {
  it('shows each party status as a line state', () => {
    expect(STATUSES.map(rules.partyLineState)).toEqual(['TALKING', 'RINGING', 'TALKING', 'HELD']);
  });

  it('lets a conversation win over ringing, and ringing over holds', () => {
    expect(rules.lineStateOf([], false)).toBe('DISCONNECTED');
    expect(rules.lineStateOf(['CONNECTED'], false)).toBe('DISCONNECTED');
    expect(rules.lineStateOf([], true)).toBe('IDLE');
    expect(rules.lineStateOf(['HELD'], true)).toBe('HELD');
    expect(rules.lineStateOf(['HELD', 'RINGING'], true)).toBe('RINGING');
    expect(rules.lineStateOf(['HELD', 'RINGING', 'CONNECTED'], true)).toBe('TALKING');
    expect(rules.lineStateOf(['DIALING', 'HELD'], true)).toBe('TALKING');
  });
});

describe('actions on a party', () => {
  it('starts every action from its statuses and refuses it from every other', () => {
    for (const action of ACTIONS) {
      for (const status of STATUSES) {
        const mine = [party(1, status)];
        const allowed = rules.ACTION_FROM[action].includes(status);
        // Without a selector, and with the call selected.
        for (const selector of [{}, { callId: 1 }]) {
          if (allowed) expect(rules.partyFor(mine, selector, action)).toBe(mine[0]);
          else
            expect(refusal(() => rules.partyFor(mine, selector, action))).toEqual({
              type: 'CallActionError',
              code: 'ACTION_NOT_ALLOWED',
            });
        }
      }
    }
  });

  it('refuses every action on an idle line, and on a call that is not on the line', () => {
    for (const action of ACTIONS) {
      expect(refusal(() => rules.partyFor([], {}, action))).toEqual({
        type: 'CallActionError',
        code: 'ACTION_NOT_ALLOWED',
      });
      expect(refusal(() => rules.partyFor([party(1, 'CONNECTED')], { callId: 2 }, action))).toEqual({
        type: 'CallActionError',
        code: 'CALL_NOT_FOUND',
      });
    }
  });

  it('takes the newest party in the most fitting status', () => {
    const older = party(1, 'HELD');
    const connected = party(2, 'CONNECTED');
    const newer = party(3, 'HELD');
    expect(rules.partyFor([older, connected, newer], {}, 'UNHOLD')).toBe(newer);
    expect(rules.partyFor([older, connected, newer], {}, 'TRANSFER')).toBe(connected);
    expect(rules.partyFor([older, connected, newer], {}, 'END')).toBe(connected);
    expect(rules.partyFor([older, newer], {}, 'END')).toBe(newer);
    expect(rules.partyFor([older, connected, newer], { callId: 1 }, 'UNHOLD')).toBe(older);
  });

  it('answers and resumes into a conversation, and holds it', () => {
    expect(rules.statusAfter('ANSWER')).toBe('CONNECTED');
    expect(rules.statusAfter('UNHOLD')).toBe('CONNECTED');
    expect(rules.statusAfter('HOLD')).toBe('HELD');
  });

  it('transfers and consults only from an answered call', () => {
    expect(() => rules.requireConnected('CONNECTED')).not.toThrow();
    for (const state of ['RINGING', 'ENDED'])
      expect(refusal(() => rules.requireConnected(state))).toEqual({
        type: 'CallActionError',
        code: 'ACTION_NOT_ALLOWED',
      });
  });
});

describe('one conversation per line', () => {
  it('holds connected calls, gives up dialling ones, and leaves the rest', () => {
    const mine = STATUSES.map((status, i) => party(i + 1, status));
    expect(rules.otherCallEffects(mine, null).map((e) => [e.kind, e.party.status])).toEqual([
      ['LEAVE', 'DIALING'],
      ['HOLD', 'CONNECTED'],
    ]);
    // The call being taken is not touched.
    expect(rules.otherCallEffects(mine, 3).map((e) => [e.kind, e.party.status])).toEqual([
      ['LEAVE', 'DIALING'],
    ]);
    expect(rules.otherCallEffects([], null)).toEqual([]);
  });
});

describe('hanging up and the end of a call', () => {
  it('ends a ringing call when its caller gives up; anyone else leaves', () => {
    expect(rules.leaveEffect('RINGING', 'CALLER')).toBe('END_CALL');
    expect(rules.leaveEffect('RINGING', 'CALLEE')).toBe('LEAVE');
    expect(rules.leaveEffect('CONNECTED', 'CALLER')).toBe('LEAVE');
    expect(rules.leaveEffect('CONNECTED', 'CALLEE')).toBe('LEAVE');
  });

  it('ends a call with fewer than two parties, none of ours, or ringing with no one', () => {
    const ours = (role: 'CALLER' | 'CALLEE') => ({ user_id: 1, role });
    const outside = (role: 'CALLER' | 'CALLEE') => ({ user_id: null, role });
    expect(rules.isCallOver('CONNECTED', [ours('CALLER'), ours('CALLEE')])).toBe(false);
    expect(rules.isCallOver('CONNECTED', [ours('CALLER'), outside('CALLEE')])).toBe(false);
    expect(rules.isCallOver('CONNECTED', [ours('CALLER')])).toBe(true);
    expect(rules.isCallOver('CONNECTED', [])).toBe(true);
    expect(rules.isCallOver('CONNECTED', [outside('CALLER'), outside('CALLEE')])).toBe(true);
    expect(rules.isCallOver('RINGING', [ours('CALLER'), ours('CALLEE')])).toBe(false);
    expect(rules.isCallOver('RINGING', [ours('CALLEE'), ours('CALLEE')])).toBe(true);
    expect(rules.isCallOver('RINGING', [ours('CALLER'), ours('CALLER')])).toBe(true);
    // A conference after a consult holds two callers and stays up while connected.
    expect(rules.isCallOver('CONNECTED', [ours('CALLER'), ours('CALLER')])).toBe(false);
    expect(rules.isCallOver('ENDED', [])).toBe(false);
  });

  it('writes one history row per person of ours and direction', () => {
    const call = { from_number: '3101', to_number: '3102' };
    const row = (
      p: rules.PartyState,
      extra: Partial<{
        number: string;
        via_mobile: boolean;
        presented_from: string | null;
        was_connected: boolean;
      }>,
    ) => ({ number: '3102', via_mobile: false, presented_from: null, was_connected: false, ...p, ...extra });
    const entries = rules.historyEntries(call, [
      row(party(1, 'CONNECTED', 'CALLER', 1), { number: '3101', was_connected: true }),
      row(party(1, 'RINGING', 'CALLEE', 2), { number: '3102', presented_from: '3109' }),
      row(party(1, 'RINGING', 'CALLEE', 2), { number: '09012345678', via_mobile: true, was_connected: true }),
      row(party(1, 'CONNECTED', 'CALLEE', 2), { number: '3102', was_connected: true }),
      row(party(1, 'CONNECTED', 'CALLEE', null), { number: '0312345678', was_connected: true }),
    ]);
    expect(entries).toEqual([
      { userId: 1, direction: 'OUTGOING', fromNum: '3101', toNum: '3102', connected: true },
      // The first presented number stays; a mobile leg is not a row; connected once is connected.
      { userId: 2, direction: 'INCOMING', fromNum: '3109', toNum: '3102', connected: true },
    ]);
  });
});

describe('ringing a number', () => {
  const base = { number: '3102', isOurs: true, rejected: false, forwardAll: null, forwards: 0 };

  it('answers at once outside, refuses a rejected caller, forwards, or rings', () => {
    expect(rules.ringRoute({ ...base, isOurs: false })).toEqual({ kind: 'OUTSIDE' });
    expect(rules.ringRoute({ ...base, rejected: true, forwardAll: '3103' })).toEqual({ kind: 'REJECTED' });
    expect(rules.ringRoute({ ...base, forwardAll: '31-03' })).toEqual({ kind: 'FORWARD', number: '3103' });
    expect(rules.ringRoute(base)).toEqual({ kind: 'RING' });
  });

  it('rings the line itself when forwarding would loop or cannot be dialled', () => {
    expect(rules.ringRoute({ ...base, forwardAll: '3103', forwards: rules.MAX_FORWARDS })).toEqual({
      kind: 'RING',
    });
    expect(rules.ringRoute({ ...base, forwardAll: '3102' })).toEqual({ kind: 'RING' });
    expect(rules.ringRoute({ ...base, forwardAll: 'nowhere' })).toEqual({ kind: 'RING' });
    expect(rules.ringRoute({ ...base, forwardAll: '' })).toEqual({ kind: 'RING' });
  });

  it('presents the number handed over only when it differs from the caller', () => {
    expect(rules.presentedFrom(null, '3101')).toBeNull();
    expect(rules.presentedFrom('3101', '3101')).toBeNull();
    expect(rules.presentedFrom('3105', '3101')).toBe('3105');
  });

  it('forwards an unanswered leg once its time has passed', () => {
    const since = new Date('2026-01-01T00:00:00Z');
    expect(rules.noAnswerDue(since, 10, new Date('2026-01-01T00:00:09.999Z'))).toBe(false);
    expect(rules.noAnswerDue(since, 10, new Date('2026-01-01T00:00:10Z'))).toBe(true);
    expect(rules.noAnswerDue(since.toISOString(), 0, since)).toBe(true);
    expect(rules.noAnswerTarget('31 04', '3102')).toBe('3104');
    expect(rules.noAnswerTarget('3102', '3102')).toBeNull();
    expect(rules.noAnswerTarget(null, '3102')).toBeNull();
    expect(rules.noAnswerTarget('x', '3102')).toBeNull();
  });
});

describe('callbacks', () => {
  it('registers a number once, and refuses past the limit', () => {
    expect(rules.callbackDecision([], '3102')).toBe('REGISTER');
    expect(rules.callbackDecision(['3102'], '3102')).toBe('KEPT');
    const full = Array.from({ length: rules.CALLBACK_LIMIT }, (_, i) => `310${i}`);
    expect(rules.callbackDecision(full, full[0] as string)).toBe('KEPT');
    expect(refusal(() => rules.callbackDecision(full, '3999'))).toEqual({
      type: 'CallActionError',
      code: 'ACTION_NOT_ALLOWED',
    });
  });
});

describe('completing a consult', () => {
  it('joins the call placed last to the call held, when there are both', () => {
    const held = party(1, 'HELD', 'CALLEE');
    const placed = party(2, 'CONNECTED', 'CALLER');
    expect(rules.conferenceFallback([held, placed])).toEqual({ placedCallId: 2, heldCallId: 1 });
    expect(rules.conferenceFallback([held])).toBeNull();
    expect(rules.conferenceFallback([placed])).toBeNull();
    expect(rules.conferenceFallback([party(3, 'HELD', 'CALLER')])).toBeNull();
  });

  it('refuses when the first call has ended or the owner left it', () => {
    const own = party(1, 'HELD');
    expect(rules.requireOriginal('CONNECTED', own)).toBe(own);
    expect(refusal(() => rules.requireOriginal('ENDED', own))).toEqual({
      type: 'CallActionError',
      code: 'ACTION_NOT_ALLOWED',
    });
    expect(refusal(() => rules.requireOriginal('CONNECTED', undefined))).toEqual({
      type: 'CallActionError',
      code: 'ACTION_NOT_ALLOWED',
    });
  });
});

describe('buttons and events', () => {
  it('offers the actions the line allows', () => {
    const talking = {
      state: 'TALKING' as const,
      others: [{ status: 'CONNECTED' }],
      consultOfCallId: null,
      direction: 'OUTGOING' as const,
    };
    const none = rules.lineButtons([], [], false);
    expect(Object.keys(none)).toHaveLength(8);
    expect(Object.values(none).every((on) => !on)).toBe(true);
    expect(rules.lineButtons(['CONNECTED', 'RINGING'], [talking], true)).toEqual({
      answer: true,
      hold: true,
      unhold: false,
      end: true,
      transfer: true,
      conference: true,
      consultComplete: false,
      pickup: true,
    });
    const consult = { ...talking, consultOfCallId: 1 };
    expect(
      rules.lineButtons(['HELD', 'DIALING'], [{ ...talking, state: 'HELD' }, consult], false),
    ).toMatchObject({
      unhold: true,
      hold: false,
      consultComplete: true,
    });
    // A ringing call, or one with no one else on it, cannot be transferred.
    expect(rules.lineButtons(['RINGING'], [{ ...talking, state: 'RINGING' }], false).transfer).toBe(false);
    expect(rules.lineButtons(['DIALING'], [{ ...talking, others: [] }], false).transfer).toBe(false);
    // Nor can a call placed whose callee's phone still rings: only End is offered.
    const callingOut = { ...talking, others: [{ status: 'RINGING' }] };
    expect(rules.lineButtons(['DIALING'], [callingOut], false)).toEqual({
      answer: false,
      hold: false,
      unhold: false,
      end: true,
      transfer: false,
      conference: false,
      consultComplete: false,
      pickup: false,
    });
  });

  it('publishes one event per call, named by its last change', () => {
    expect([
      ...rules.eventsOf([
        { callId: 1, kind: 'RINGING' },
        { callId: 2, kind: 'HELD' },
        { callId: 1, kind: 'ANSWERED' },
      ]),
    ]).toEqual([
      [1, 'ANSWERED'],
      [2, 'HELD'],
    ]);
  });
});
