import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import type { Database, Db } from '../../db/createDatabase.js';
import { CallActionError } from './CallActionError.js';
import { createNotifyEventBus } from './EventBus.js';
import { toHiengState, type CallEvent, type LineOwner } from './PhoneSystemAdapter.js';
import { PhoneSystemError } from './PhoneSystemError.js';
import { SimulatedPbx } from './SimulatedPbx.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { tenantIdOf } from '../../../test/seededIds.js';

let database: Database;
let db: Db;
let tenantId: number;
let offsetMs = 0;
let pbx: SimulatedPbx;
/** Four people of the demo tenant with extensions: a, b, c, d. */
const people: Record<'a' | 'b' | 'c' | 'd', LineOwner & { ext: string }> = {} as never;
let noLine: LineOwner;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.db;
  tenantId = await tenantIdOf(db, 'demo');
  const users = await selectTenantRows(db, 'users', tenantId)
    .select(['id', 'extension_num'])
    .where('extension_num', 'is not', null)
    .where('enabled', '=', true)
    .orderBy('id')
    .limit(4)
    .execute();
  (['a', 'b', 'c', 'd'] as const).forEach((key, index) => {
    const user = users[index]!;
    people[key] = { tenantId, userId: user.id, ext: user.extension_num! };
  });
  const lineless = await db
    .insertInto('users')
    .values({ tenant_id: tenantId, account_id: 'pbx.noline', password_hash: 'x', fullname: 'No Line' })
    .returning('id')
    .executeTakeFirstOrThrow();
  noLine = { tenantId, userId: lineless.id };
  pbx = new SimulatedPbx({
    db,
    events: createNotifyEventBus(database),
    clock: () => new Date(Date.now() + offsetMs),
  });
});

afterAll(async () => {
  await database?.close();
});

async function resetPbx() {
  for (const table of [
    'call_history',
    'pbx_call_parties',
    'pbx_calls',
    'pbx_call_forwarding',
    'pbx_mobile_connect',
    'pbx_call_rejections',
    'pbx_pickup_members',
    'pbx_callbacks',
  ] as const) {
    await db.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
  }
  offsetMs = 0;
}

beforeEach(resetPbx);

const stateOf = async (owner: LineOwner) => (await pbx.localPhoneStatus(owner)).state;

async function historyOf(owner: LineOwner) {
  return selectTenantRows(db, 'call_history', tenantId)
    .select(['direction', 'from_num', 'to_num', 'call_status'])
    .where('user_id', '=', owner.userId)
    .orderBy('id')
    .execute();
}

describe('two extensions', () => {
  it('rings, connects, holds, resumes and ends, with history for both sides', async () => {
    const { a, b } = people;
    const { callId } = await pbx.directCall(a, b.ext);
    expect(await stateOf(b)).toBe('RINGING');
    expect(toHiengState(await stateOf(b))).toBe('INCOMING');
    const ringing = await pbx.localPhoneStatus(b);
    expect(ringing.buttons.answer).toBe(true);
    expect(ringing.calls[0]).toMatchObject({ callId, direction: 'INCOMING', fromNumber: a.ext });
    // The caller's line: an outgoing call whose callee still rings, which only End applies to.
    const calling = await pbx.localPhoneStatus(a);
    expect(calling.calls[0]).toMatchObject({ callId, direction: 'OUTGOING', toNumber: b.ext });
    expect(calling.calls[0]!.others.map((o) => o.status)).toEqual(['RINGING']);
    expect(calling.buttons).toMatchObject({ end: true, hold: false, transfer: false, conference: false });

    await pbx.answer(b);
    expect([await stateOf(a), await stateOf(b)]).toEqual(['TALKING', 'TALKING']);
    expect(toHiengState(await stateOf(a))).toBe('ON_CALL');

    await pbx.hold(a);
    expect([await stateOf(a), await stateOf(b)]).toEqual(['HELD', 'TALKING']);
    expect(toHiengState(await stateOf(a))).toBe('ON_HOLD');
    await pbx.unhold(a);
    expect(await stateOf(a)).toBe('TALKING');

    await pbx.end(b);
    expect([await stateOf(a), await stateOf(b)]).toEqual(['IDLE', 'IDLE']);
    expect(await historyOf(a)).toEqual([
      { direction: 'OUTGOING', from_num: a.ext, to_num: b.ext, call_status: true },
    ]);
    expect(await historyOf(b)).toEqual([
      { direction: 'INCOMING', from_num: a.ext, to_num: b.ext, call_status: true },
    ]);
  });

  it('a call nobody answers is a missed incoming row when the caller gives up', async () => {
    const { a, b } = people;
    await pbx.directCall(a, b.ext);
    await pbx.end(a);
    expect(await stateOf(b)).toBe('IDLE');
    expect(await historyOf(b)).toEqual([
      { direction: 'INCOMING', from_num: a.ext, to_num: b.ext, call_status: false },
    ]);
  });

  it('refuses what the line cannot do, with the spec codes or a call-action error', async () => {
    const { a, b } = people;
    await expect(pbx.directCall(a, 'not a number')).rejects.toMatchObject({ code: 'ADDRESS_NOT_EXIST' });
    await expect(pbx.directCall(a, a.ext)).rejects.toMatchObject({ code: 'ADDRESS_NOT_EXIST' });
    await expect(pbx.directCall(noLine, b.ext)).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    await expect(pbx.answer(a)).rejects.toBeInstanceOf(CallActionError);
    await expect(pbx.hold(a, { callId: 999_999 })).rejects.toMatchObject({ code: 'CALL_NOT_FOUND' });
    expect(await stateOf(noLine)).toBe('DISCONNECTED');
  });

  it('publishes an event on commit naming the lines that changed', async () => {
    const { a, b } = people;
    const events: CallEvent[] = [];
    const stop = await pbx.subscribe(tenantId, (event) => events.push(event));
    try {
      const { callId } = await pbx.directCall(a, b.ext);
      await pbx.answer(b);
      await expect.poll(() => events.map((e) => e.kind)).toEqual(['RINGING', 'ANSWERED']);
      expect(events[0]).toMatchObject({ callId, userIds: [a.userId, b.userId].sort((x, y) => x - y) });
      // A failed action changes nothing and publishes nothing.
      await expect(pbx.answer(a)).rejects.toBeInstanceOf(CallActionError);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(events).toHaveLength(2);
    } finally {
      await stop();
    }
  });
});

describe('outside numbers', () => {
  it('an injected outside call rings the extension and the outside party answers calls at once', async () => {
    const { a } = people;
    const { callId } = await pbx.injectOutsideCall(tenantId, '090-1234-5678', a.ext);
    const status = await pbx.localPhoneStatus(a);
    expect(status.state).toBe('RINGING');
    expect(status.calls[0]).toMatchObject({ callId, fromNumber: '09012345678' });
    await pbx.answer(a);
    await pbx.outsideHangUp(tenantId, callId);
    expect(await stateOf(a)).toBe('IDLE');
    expect(await historyOf(a)).toEqual([
      { direction: 'INCOMING', from_num: '09012345678', to_num: a.ext, call_status: true },
    ]);

    await pbx.directCall(a, '0312345678');
    expect(await stateOf(a)).toBe('TALKING');
  });

  it('a number on the rejection list never rings', async () => {
    const { a, b } = people;
    await db
      .insertInto('pbx_call_rejections')
      .values([
        { tenant_id: tenantId, user_id: a.userId, from_number: '09011112222' },
        { tenant_id: tenantId, user_id: a.userId, from_number: b.ext },
      ])
      .execute();
    await pbx.injectOutsideCall(tenantId, '090-1111-2222', a.ext);
    expect(await stateOf(a)).toBe('IDLE');
    await pbx.directCall(b, a.ext);
    expect([await stateOf(a), await stateOf(b)]).toEqual(['IDLE', 'IDLE']);
    expect(await historyOf(a)).toEqual([]);
    expect(await historyOf(b)).toEqual([
      { direction: 'OUTGOING', from_num: b.ext, to_num: a.ext, call_status: false },
    ]);
  });
});

describe('forwarding and mobile connect', () => {
  it('forward-all sends the call straight to the destination', async () => {
    const { a, b, c } = people;
    await db
      .insertInto('pbx_call_forwarding')
      .values({ tenant_id: tenantId, user_id: b.userId, forward_all: c.ext, forward_no_answer: null })
      .execute();
    await pbx.directCall(a, b.ext);
    expect([await stateOf(b), await stateOf(c)]).toEqual(['IDLE', 'RINGING']);
  });

  it('no-answer forwarding moves the call after the set seconds and leaves a missed row', async () => {
    const { a, b, c } = people;
    await db
      .insertInto('pbx_call_forwarding')
      .values({
        tenant_id: tenantId,
        user_id: b.userId,
        forward_all: null,
        forward_no_answer: c.ext,
        no_answer_seconds: 10,
      })
      .execute();
    await pbx.directCall(a, b.ext);
    offsetMs = 9_000;
    expect([await stateOf(b), await stateOf(c)]).toEqual(['RINGING', 'IDLE']);
    offsetMs = 10_500;
    expect([await stateOf(b), await stateOf(c)]).toEqual(['IDLE', 'RINGING']);
    await pbx.answer(c);
    await pbx.end(a);
    expect((await historyOf(b)).map((r) => r.call_status)).toEqual([false]);
    expect((await historyOf(c)).map((r) => r.call_status)).toEqual([true]);
  });

  it('mobile connect rings the mobile too; answering at the desk stops it', async () => {
    const { a, b } = people;
    await db
      .insertInto('pbx_mobile_connect')
      .values({ tenant_id: tenantId, user_id: b.userId, destination: '080-0000-1111' })
      .execute();
    await pbx.directCall(a, b.ext);
    const caller = await pbx.localPhoneStatus(a);
    expect(caller.calls[0]!.others.map((o) => [o.number, o.viaMobile])).toEqual([
      [b.ext, false],
      ['08000001111', true],
    ]);
    await pbx.answer(b);
    expect((await pbx.localPhoneStatus(a)).calls[0]!.others.map((o) => o.number)).toEqual([b.ext]);
  });
});

describe('pickup, transfer, conference, callback', () => {
  it('picks up a call ringing for someone of the pickup group, and only then', async () => {
    const { a, b, c } = people;
    await pbx.directCall(a, b.ext);
    await expect(pbx.pickup(c)).rejects.toMatchObject({ code: 'CALL_NOT_FOUND' });
    await db
      .insertInto('pbx_pickup_members')
      .values({ tenant_id: tenantId, user_id: c.userId, member_user_id: b.userId })
      .execute();
    expect((await pbx.localPhoneStatus(c)).buttons.pickup).toBe(true);
    await pbx.pickup(c);
    expect([await stateOf(a), await stateOf(b), await stateOf(c)]).toEqual(['TALKING', 'IDLE', 'TALKING']);
  });

  it('direct transfer hands the other party over and leaves the line', async () => {
    const { a, b, c } = people;
    await pbx.directCall(a, b.ext);
    await pbx.answer(b);
    await pbx.directTransfer(b, c.ext);
    expect([await stateOf(a), await stateOf(b), await stateOf(c)]).toEqual(['TALKING', 'IDLE', 'RINGING']);
    await pbx.answer(c);
    await pbx.end(c);
    expect([await stateOf(a), await stateOf(c)]).toEqual(['IDLE', 'IDLE']);
    expect((await historyOf(b)).map((r) => r.direction)).toEqual(['INCOMING']);
    expect(await historyOf(c)).toEqual([
      { direction: 'INCOMING', from_num: a.ext, to_num: c.ext, call_status: true },
    ]);
  });

  it('the caller transferring hands over the callee: the destination is rung from them, and says so after', async () => {
    const { a, b, c } = people;
    await pbx.directCall(a, b.ext);
    await pbx.answer(b);
    await pbx.directTransfer(a, c.ext);
    const ringing = await pbx.localPhoneStatus(c);
    expect(ringing.calls[0]).toMatchObject({ state: 'RINGING', fromNumber: b.ext, direction: 'INCOMING' });
    await pbx.answer(c);
    await pbx.end(b);
    expect((await historyOf(a))[0]).toMatchObject({ direction: 'OUTGOING', from_num: a.ext, to_num: b.ext });
    expect((await historyOf(b))[0]).toMatchObject({ direction: 'INCOMING', from_num: a.ext, to_num: b.ext });
    expect(await historyOf(c)).toEqual([
      { direction: 'INCOMING', from_num: b.ext, to_num: c.ext, call_status: true },
    ]);
  });

  it('consult transfer and consult conference', async () => {
    const { a, b, c, d } = people;
    await pbx.directCall(a, b.ext);
    await pbx.answer(b);
    await pbx.consultTransfer(b, c.ext);
    expect([await stateOf(a), await stateOf(b), await stateOf(c)]).toEqual(['TALKING', 'TALKING', 'RINGING']);
    await pbx.answer(c);
    await pbx.consultTransferComplete(b);
    expect([await stateOf(a), await stateOf(b), await stateOf(c)]).toEqual(['TALKING', 'IDLE', 'TALKING']);

    await pbx.consultConference(c, d.ext);
    await pbx.answer(d);
    await pbx.consultConferenceComplete(c);
    const status = await pbx.localPhoneStatus(c);
    expect(status.calls).toHaveLength(1);
    expect(status.calls[0]!.others.map((o) => o.userId).sort()).toEqual([a.userId, d.userId].sort());
    await pbx.end(c);
    expect([await stateOf(a), await stateOf(d)]).toEqual(['TALKING', 'TALKING']);
    await pbx.end(a);
    expect([await stateOf(a), await stateOf(d)]).toEqual(['IDLE', 'IDLE']);
  });

  it('a callback on a busy line calls when it is free', async () => {
    const { a, b, c } = people;
    await pbx.directCall(a, b.ext);
    await pbx.answer(b);
    expect(await pbx.callBack(c, b.ext)).toEqual({ callId: null, registered: true });
    expect((await pbx.localPhoneStatus(c)).callBacks).toEqual([b.ext]);
    await pbx.end(a);
    expect([await stateOf(b), await stateOf(c)]).toEqual(['RINGING', 'TALKING']);
    expect((await pbx.localPhoneStatus(c)).callBacks).toEqual([]);
    await expect(pbx.callBack(c, '5555999')).rejects.toMatchObject({ code: 'CALL_BACK_NUMBER_NOT_FOUND' });
  });
  it('refuses a fourth callback registration', async () => {
    const { a, b, c } = people;
    await db
      .insertInto('pbx_callbacks')
      .values(['7001', '7002', '7003'].map((number) => ({ tenant_id: tenantId, user_id: c.userId, number })))
      .execute();
    await pbx.directCall(a, b.ext);
    await expect(pbx.callBack(c, b.ext)).rejects.toMatchObject({ code: 'ACTION_NOT_ALLOWED' });
    expect((await pbx.localPhoneStatus(c)).callBacks).toEqual(['7001', '7002', '7003']);
  });
});

describe('the state machine under random actions', () => {
  type Who = 'a' | 'b' | 'c' | 'd';
  const who = fc.constantFrom<Who>('a', 'b', 'c', 'd');
  const action = fc.oneof(
    fc.record({ op: fc.constant('call' as const), from: who, to: who }),
    fc.record({ op: fc.constant('outside' as const), to: who }),
    fc.record({
      op: fc.constantFrom(
        'answer',
        'hold',
        'unhold',
        'end',
        'pickup',
        'consultTransferComplete',
        'consultConferenceComplete',
      ),
      by: who,
    }),
    fc.record({
      op: fc.constantFrom('transfer', 'consultTransfer', 'consultConference', 'callBack'),
      by: who,
      to: who,
    }),
    fc.record({ op: fc.constant('hangUpOutside' as const) }),
    fc.record({ op: fc.constant('wait' as const), seconds: fc.integer({ min: 1, max: 30 }) }),
  );

  type Step = typeof action extends fc.Arbitrary<infer T> ? T : never;

  async function apply(step: Step) {
    try {
      switch (step.op) {
        case 'call':
          return await pbx.directCall(people[step.from], people[step.to].ext);
        case 'outside':
          return await pbx.injectOutsideCall(tenantId, '0900000' + people[step.to].ext, people[step.to].ext);
        case 'transfer':
          return await pbx.directTransfer(people[step.by], people[step.to].ext);
        case 'consultTransfer':
        case 'consultConference':
        case 'callBack':
          return await pbx[step.op](people[step.by], people[step.to].ext);
        case 'hangUpOutside': {
          const open = await selectTenantRows(db, 'pbx_call_parties', tenantId)
            .select('call_id')
            .where('user_id', 'is', null)
            .where('status', '<>', 'LEFT')
            .executeTakeFirst();
          return open ? await pbx.outsideHangUp(tenantId, open.call_id) : undefined;
        }
        case 'wait':
          offsetMs += step.seconds * 1000;
          return await pbx.applyTimeouts(tenantId);
        default:
          return await pbx[step.op](people[step.by]);
      }
    } catch (error) {
      // Refusals are part of the game; anything else is a bug.
      if (error instanceof CallActionError) return;
      if (
        error instanceof PhoneSystemError &&
        error.code !== 'SYSTEM_ERROR' &&
        error.code !== 'UNEXPECTED_ERROR'
      )
        return;
      throw error;
    }
  }

  async function checkInvariants() {
    const calls = await db.selectFrom('pbx_calls').selectAll().where('tenant_id', '=', tenantId).execute();
    const parties = await selectTenantRows(db, 'pbx_call_parties', tenantId).selectAll().execute();
    const history = await selectTenantRows(db, 'call_history', tenantId).selectAll().execute();
    for (const call of calls) {
      const mine = parties.filter((p) => p.call_id === call.id);
      const live = mine.filter((p) => p.status !== 'LEFT');
      if (call.state === 'ENDED') {
        expect(live, `ended call ${call.id} has live parties`).toEqual([]);
        const expected = new Set(
          mine
            .filter((p) => p.user_id !== null && !p.via_mobile)
            .map((p) => `${p.user_id}:${p.role === 'CALLER' ? 'OUTGOING' : 'INCOMING'}`),
        );
        const written = history
          .filter((h) => h.call_id === call.id)
          .map((h) => `${h.user_id}:${h.direction}`);
        expect(written.sort(), `history of call ${call.id}`).toEqual([...expected].sort());
      } else {
        expect(live.length, `open call ${call.id} has fewer than two parties`).toBeGreaterThanOrEqual(2);
        expect(
          live.some((p) => p.user_id !== null),
          `open call ${call.id} has none of ours`,
        ).toBe(true);
        if (call.state === 'CONNECTED') expect(live.some((p) => p.status === 'DIALING')).toBe(false);
        if (call.state === 'RINGING') {
          expect(live.some((p) => p.status === 'CONNECTED' || p.status === 'HELD')).toBe(false);
          expect(live.some((p) => p.status === 'RINGING')).toBe(true);
        }
      }
    }
    for (const key of ['a', 'b', 'c', 'd'] as const) {
      const status = await pbx.localPhoneStatus(people[key]);
      const partyCount = parties.filter(
        (p) => p.user_id === people[key].userId && !p.via_mobile && p.status !== 'LEFT',
      ).length;
      expect(status.calls).toHaveLength(partyCount);
      expect(status.state === 'IDLE').toBe(partyCount === 0);
      expect(status.calls.filter((c) => c.state === 'TALKING').length).toBeLessThanOrEqual(1);
    }
  }

  it('keeps calls, parties, line states and history consistent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (steps) => {
        await resetPbx();
        for (const step of steps) await apply(step);
        await checkInvariants();
        // Everyone hangs up: every call ends and has its history rows.
        for (let round = 0; round < 6; round += 1) {
          for (const key of ['a', 'b', 'c', 'd'] as const) await apply({ op: 'end', by: key });
          await apply({ op: 'hangUpOutside' });
        }
        await checkInvariants();
        const open = await selectTenantRows(db, 'pbx_calls', tenantId)
          .select('id')
          .where('state', '<>', 'ENDED')
          .execute();
        expect(open).toEqual([]);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
