import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { PbxCallPartiesTable, PbxCallsTable } from './callTables.js';
import type { EventBus } from './EventBus.js';
import type {
  CallEvent,
  CallSelector,
  LineButtons,
  LineCall,
  LineOwner,
  LineState,
  LocalPhoneStatus,
  PhoneSystemAdapter,
  Unsubscribe,
} from './PhoneSystemAdapter.js';
import { CallActionError } from './CallActionError.js';
import { PhoneSystemError } from './PhoneSystemError.js';

export const CALL_EVENTS_CHANNEL = 'kizuna_calls';
export const CALLBACK_LIMIT = 3;
export const PICKUP_GROUP_LIMIT = 5;
/** Forwarding chains stop here, so two people forwarding to each other cannot loop. */
const MAX_FORWARDS = 5;
/** Advisory-lock namespace of the simulated PBX (one lock per tenant serialises its lines). */
const LOCK_NAMESPACE = 7305;

type Call = Selectable<PbxCallsTable>;
type Party = Selectable<PbxCallPartiesTable>;
type ActiveStatus = 'DIALING' | 'RINGING' | 'CONNECTED' | 'HELD';

/** Digits and the dial characters; spaces, hyphens and brackets are presentation only. */
export function normalizeDialNumber(input: string): string {
  return input.normalize('NFKC').replace(/[\s\-()]/g, '');
}

const DIALABLE = /^\+?[0-9*#]{1,32}$/;

interface Change {
  readonly callId: number;
  readonly kind: CallEvent['kind'];
}

/** What one operation did, for the event it publishes when it commits. */
class Changes {
  readonly items: Change[] = [];
  add(callId: number, kind: CallEvent['kind']) {
    this.items.push({ callId, kind });
  }
}

function partyLineState(status: ActiveStatus): LineState {
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

export interface SimulatedPbxOptions {
  readonly db: Db;
  readonly events: EventBus;
  readonly clock?: () => Date;
}

/**
 * The embedded phone system: every user's extension is a line, calls and their parties live in
 * the database (so every node and the operator CLI see one state), each operation runs in one
 * transaction under a per-tenant advisory lock, and every change is NOTIFYed on commit.
 * Outside numbers are the outside world: they answer at once and never hang up by themselves.
 */
export class SimulatedPbx implements PhoneSystemAdapter {
  readonly #db: Db;
  readonly #events: EventBus;
  readonly #clock: () => Date;

  constructor(options: SimulatedPbxOptions) {
    this.#db = options.db;
    this.#events = options.events;
    this.#clock = options.clock ?? (() => new Date());
  }

  async directCall(owner: LineOwner, destination: string): Promise<{ callId: number }> {
    return this.#run(owner.tenantId, async (tx, changes) => {
      const line = await this.#requireLine(tx, owner);
      const number = this.#dialable(destination);
      if (number === line) throw new PhoneSystemError('ADDRESS_NOT_EXIST', 'a line cannot call itself');
      return { callId: await this.#placeCall(tx, owner, line, number, null, changes) };
    });
  }

  async callBack(
    owner: LineOwner,
    destination: string,
  ): Promise<{ callId: number | null; registered: boolean }> {
    return this.#run(owner.tenantId, async (tx, changes) => {
      const line = await this.#requireLine(tx, owner);
      const number = normalizeDialNumber(destination);
      const target = DIALABLE.test(number) ? await this.#userByNumber(tx, owner.tenantId, number) : null;
      if (!target || target.id === owner.userId)
        throw new PhoneSystemError('CALL_BACK_NUMBER_NOT_FOUND', 'no line has this number');
      if ((await this.#activeParties(tx, owner.tenantId, target.id)).length === 0) {
        return { callId: await this.#placeCall(tx, owner, line, number, null, changes), registered: false };
      }
      const registered = await tx
        .selectFrom('pbx_callbacks')
        .select(['id', 'number'])
        .where('tenant_id', '=', owner.tenantId)
        .where('user_id', '=', owner.userId)
        .execute();
      if (!registered.some((row) => row.number === number)) {
        if (registered.length >= CALLBACK_LIMIT)
          throw new CallActionError('ACTION_NOT_ALLOWED', `at most ${CALLBACK_LIMIT} callbacks`);
        await tx
          .insertInto('pbx_callbacks')
          .values({ tenant_id: owner.tenantId, user_id: owner.userId, number, created_at: this.#clock() })
          .execute();
      }
      return { callId: null, registered: true };
    });
  }

  async answer(owner: LineOwner, selector: CallSelector = {}): Promise<void> {
    await this.#run(owner.tenantId, async (tx, changes) => {
      const party = await this.#ownParty(tx, owner, selector, ['RINGING']);
      await this.#connect(tx, owner, party, changes);
    });
  }

  async hold(owner: LineOwner, selector: CallSelector = {}): Promise<void> {
    await this.#run(owner.tenantId, async (tx, changes) => {
      const party = await this.#ownParty(tx, owner, selector, ['CONNECTED']);
      await this.#setStatus(tx, party.id, 'HELD');
      changes.add(party.call_id, 'HELD');
    });
  }

  async unhold(owner: LineOwner, selector: CallSelector = {}): Promise<void> {
    await this.#run(owner.tenantId, async (tx, changes) => {
      const party = await this.#ownParty(tx, owner, selector, ['HELD']);
      await this.#holdOthers(tx, owner, party.call_id, changes);
      await this.#setStatus(tx, party.id, 'CONNECTED');
      changes.add(party.call_id, 'RESUMED');
    });
  }

  async end(owner: LineOwner, selector: CallSelector = {}): Promise<void> {
    await this.#run(owner.tenantId, async (tx, changes) => {
      const party = await this.#ownParty(tx, owner, selector, ['CONNECTED', 'DIALING', 'HELD', 'RINGING']);
      await this.#leave(tx, owner.tenantId, party, changes);
    });
  }

  async directTransfer(owner: LineOwner, destination: string, selector: CallSelector = {}): Promise<void> {
    await this.#run(owner.tenantId, async (tx, changes) => {
      await this.#requireLine(tx, owner);
      const number = this.#dialable(destination);
      const party = await this.#ownParty(tx, owner, selector, ['CONNECTED', 'HELD']);
      const call = await this.#call(tx, owner.tenantId, party.call_id);
      if (call.state !== 'CONNECTED') throw new CallActionError('ACTION_NOT_ALLOWED', 'not connected');
      // The destination is handed the party that stays: shown as calling from them.
      const stays = await tx
        .selectFrom('pbx_call_parties')
        .select('number')
        .where('tenant_id', '=', owner.tenantId)
        .where('call_id', '=', call.id)
        .where('id', '<>', party.id)
        .where('status', 'in', ['CONNECTED', 'HELD'])
        .where('via_mobile', '=', false)
        .orderBy('id')
        .executeTakeFirst();
      const rung = await this.#ring(tx, call, number, 0, stays?.number ?? null);
      if (rung === 'REJECTED') throw new PhoneSystemError('ADDRESS_NOT_EXIST', 'the destination rejects');
      await this.#markLeft(tx, [party.id]);
      changes.add(call.id, 'TRANSFERRED');
      await this.#endIfOver(tx, owner.tenantId, call.id, changes);
    });
  }

  async consultTransfer(owner: LineOwner, destination: string, selector: CallSelector = {}) {
    return this.#startConsult(owner, destination, selector);
  }

  async consultTransferComplete(owner: LineOwner): Promise<void> {
    await this.#completeConsult(owner, 'TRANSFER');
  }

  async consultConference(owner: LineOwner, destination: string, selector: CallSelector = {}) {
    return this.#startConsult(owner, destination, selector);
  }

  async consultConferenceComplete(owner: LineOwner): Promise<void> {
    await this.#completeConsult(owner, 'CONFERENCE');
  }

  async pickup(owner: LineOwner, selector: CallSelector = {}): Promise<void> {
    await this.#run(owner.tenantId, async (tx, changes) => {
      const line = await this.#requireLine(tx, owner);
      const ringing = await this.#pickupCandidates(tx, owner);
      const party = ringing.find((p) => selector.callId === undefined || p.call_id === selector.callId);
      if (!party) throw new CallActionError('CALL_NOT_FOUND', 'nothing to pick up');
      // The picker takes over the ringing leg; other legs of the same person stop ringing.
      await tx
        .updateTable('pbx_call_parties')
        .set({ status: 'LEFT', left_at: this.#clock() })
        .where('tenant_id', '=', owner.tenantId)
        .where('call_id', '=', party.call_id)
        .where('user_id', '=', party.user_id)
        .where('id', '<>', party.id)
        .where('status', '=', 'RINGING')
        .execute();
      await tx
        .updateTable('pbx_call_parties')
        .set({ user_id: owner.userId, number: line })
        .where('id', '=', party.id)
        .execute();
      changes.add(party.call_id, 'ANSWERED');
      await this.#connect(tx, owner, { ...party, user_id: owner.userId, number: line }, changes);
    });
  }

  async localPhoneStatus(owner: LineOwner): Promise<LocalPhoneStatus> {
    return this.#run(owner.tenantId, async (tx) => {
      const user = await tx
        .selectFrom('users')
        .select(['id', 'extension_num'])
        .where('tenant_id', '=', owner.tenantId)
        .where('id', '=', owner.userId)
        .executeTakeFirst();
      if (!user) throw new PhoneSystemError('USER_NOT_FOUND', 'no such user');
      const line = user.extension_num ? normalizeDialNumber(user.extension_num) : null;
      const mine = await this.#activeParties(tx, owner.tenantId, owner.userId);
      const calls: LineCall[] = [];
      for (const party of mine) {
        const call = await this.#call(tx, owner.tenantId, party.call_id);
        const others = await tx
          .selectFrom('pbx_call_parties')
          .selectAll()
          .where('tenant_id', '=', owner.tenantId)
          .where('call_id', '=', call.id)
          .where('id', '<>', party.id)
          .where('status', '<>', 'LEFT')
          .orderBy('id')
          .execute();
        calls.push({
          callId: call.id,
          state: partyLineState(party.status as ActiveStatus),
          direction: party.role === 'CALLER' ? 'OUTGOING' : 'INCOMING',
          fromNumber: party.presented_from ?? call.from_number,
          toNumber: call.to_number,
          consultOfCallId: call.consult_of_call_id,
          others: others.map((o) => ({
            userId: o.user_id,
            number: o.number,
            role: o.role,
            status: o.status as ActiveStatus,
            viaMobile: o.via_mobile,
          })),
        });
      }
      const statuses = mine.map((p) => p.status as ActiveStatus);
      const connectedCall = calls.some((c) => c.state !== 'RINGING' && c.others.length > 0);
      const buttons: LineButtons = {
        answer: statuses.includes('RINGING'),
        hold: statuses.includes('CONNECTED'),
        unhold: statuses.includes('HELD'),
        end: statuses.length > 0,
        transfer: connectedCall,
        conference: connectedCall,
        consultComplete: calls.some((c) => c.consultOfCallId !== null && c.direction === 'OUTGOING'),
        pickup: line !== null && (await this.#pickupCandidates(tx, owner)).length > 0,
      };
      const callBacks = await tx
        .selectFrom('pbx_callbacks')
        .select('number')
        .where('tenant_id', '=', owner.tenantId)
        .where('user_id', '=', owner.userId)
        .orderBy('id')
        .execute();
      return {
        userId: owner.userId,
        extensionNum: user.extension_num,
        state: lineStateOf(statuses, line !== null),
        calls,
        buttons,
        callBacks: callBacks.map((row) => row.number),
      };
    });
  }

  async subscribe(tenantId: number, listener: (event: CallEvent) => void): Promise<Unsubscribe> {
    return this.#events.subscribe(CALL_EVENTS_CHANNEL, (payload) => {
      const event = payload as CallEvent;
      if (event.tenantId === tenantId) listener(event);
    });
  }

  /** An outside number calls an extension (the operator's `kizuna pbx ring`). */
  async injectOutsideCall(
    tenantId: number,
    fromNumber: string,
    toExtension: string,
  ): Promise<{ callId: number }> {
    return this.#run(tenantId, async (tx, changes) => {
      const from = this.#dialable(fromNumber);
      const to = this.#dialable(toExtension);
      const target = await this.#userByNumber(tx, tenantId, to);
      if (!target) throw new PhoneSystemError('ADDRESS_NOT_EXIST', 'no extension has this number');
      const now = this.#clock();
      const call = await tx
        .insertInto('pbx_calls')
        .values({
          tenant_id: tenantId,
          state: 'RINGING',
          from_number: from,
          to_number: to,
          created_at: now,
          ringing_since: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('pbx_call_parties')
        .values({
          tenant_id: tenantId,
          call_id: call.id,
          user_id: null,
          number: from,
          role: 'CALLER',
          status: 'DIALING',
          created_at: now,
        })
        .execute();
      await this.#ring(tx, call, to, 0);
      changes.add(call.id, 'RINGING');
      await this.#endIfOver(tx, tenantId, call.id, changes);
      return { callId: call.id };
    });
  }

  /** The outside party of a call hangs up (the operator's side of an injected call). */
  async outsideHangUp(tenantId: number, callId: number): Promise<void> {
    await this.#run(tenantId, async (tx, changes) => {
      const outside = await tx
        .selectFrom('pbx_call_parties')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('call_id', '=', callId)
        .where('user_id', 'is', null)
        .where('status', '<>', 'LEFT')
        .execute();
      if (outside.length === 0) throw new CallActionError('CALL_NOT_FOUND', 'no outside party on this call');
      await this.#markLeft(
        tx,
        outside.map((p) => p.id),
      );
      await this.#endIfOver(tx, tenantId, callId, changes);
    });
  }

  /** Applies no-answer forwarding that is due; every operation does this first. */
  async applyTimeouts(tenantId: number): Promise<void> {
    await this.#run(tenantId, async () => undefined);
  }

  // ---- inside one transaction --------------------------------------------------------------

  async #run<T>(tenantId: number, work: (tx: Db, changes: Changes) => Promise<T>): Promise<T> {
    try {
      return await this.#db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${tenantId}::int)`.execute(tx);
        const changes = new Changes();
        await this.#sweepNoAnswer(tx, tenantId, changes);
        const result = await work(tx, changes);
        await this.#autoAnswer(tx, tenantId, changes);
        await this.#publish(tx, tenantId, changes);
        return result;
      });
    } catch (error) {
      if (error instanceof PhoneSystemError || error instanceof CallActionError) throw error;
      throw new PhoneSystemError('SYSTEM_ERROR', 'the simulated PBX failed', { cause: error });
    }
  }

  /**
   * A desk phone whose owner turned auto-answer on (CTI settings) answers a call ringing on it at
   * once, when the line has no other call; a busy line rings as usual.
   */
  async #autoAnswer(tx: Db, tenantId: number, changes: Changes) {
    const ringing = await tx
      .selectFrom('pbx_call_parties as p')
      .innerJoin('call_cti_settings as s', (join) =>
        join.onRef('s.tenant_id', '=', 'p.tenant_id').onRef('s.user_id', '=', 'p.user_id'),
      )
      .selectAll('p')
      .distinct()
      .where('p.tenant_id', '=', tenantId)
      .where('p.status', '=', 'RINGING')
      .where('p.role', '=', 'CALLEE')
      .where('p.via_mobile', '=', false)
      .where('s.auto_answer', '=', true)
      .orderBy('p.id')
      .execute();
    for (const party of ringing) {
      if (party.user_id === null) continue;
      const owner = { tenantId, userId: party.user_id };
      const busy = (await this.#activeParties(tx, tenantId, party.user_id)).some(
        (p) => p.id !== party.id && p.status !== 'RINGING',
      );
      if (!busy) await this.#connect(tx, owner, party, changes);
    }
  }

  async #publish(tx: Db, tenantId: number, changes: Changes) {
    const byCall = new Map<number, CallEvent['kind']>();
    for (const change of changes.items) byCall.set(change.callId, change.kind);
    for (const [callId, kind] of byCall) {
      const users = await tx
        .selectFrom('pbx_call_parties')
        .select('user_id')
        .distinct()
        .where('tenant_id', '=', tenantId)
        .where('call_id', '=', callId)
        .where('user_id', 'is not', null)
        .execute();
      const event: CallEvent = {
        tenantId,
        callId,
        kind,
        userIds: users.map((u) => Number(u.user_id)).sort((a, b) => a - b),
      };
      await this.#events.publish(CALL_EVENTS_CHANNEL, event, tx);
    }
  }

  #dialable(input: string): string {
    const number = normalizeDialNumber(input);
    if (!DIALABLE.test(number)) throw new PhoneSystemError('ADDRESS_NOT_EXIST', 'not a dialable number');
    return number;
  }

  async #requireLine(tx: Db, owner: LineOwner): Promise<string> {
    const user = await tx
      .selectFrom('users')
      .select('extension_num')
      .where('tenant_id', '=', owner.tenantId)
      .where('id', '=', owner.userId)
      .where('enabled', '=', true)
      .executeTakeFirst();
    if (!user?.extension_num) throw new PhoneSystemError('USER_NOT_FOUND', 'the user has no line');
    return normalizeDialNumber(user.extension_num);
  }

  async #userByNumber(tx: Db, tenantId: number, number: string) {
    return tx
      .selectFrom('users')
      .select(['id', 'extension_num'])
      .where('tenant_id', '=', tenantId)
      .where('enabled', '=', true)
      .where('extension_num', '=', number)
      .orderBy('id')
      .executeTakeFirst();
  }

  async #call(tx: Db, tenantId: number, callId: number): Promise<Call> {
    const call = await tx
      .selectFrom('pbx_calls')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', callId)
      .executeTakeFirst();
    if (!call) throw new CallActionError('CALL_NOT_FOUND', 'no such call');
    return call;
  }

  async #activeParties(tx: Db, tenantId: number, userId: number): Promise<Party[]> {
    return tx
      .selectFrom('pbx_call_parties')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('via_mobile', '=', false)
      .where('status', '<>', 'LEFT')
      .orderBy('id')
      .execute();
  }

  /** The owner's party the action means: the selected call, else the newest in a fitting state. */
  async #ownParty(tx: Db, owner: LineOwner, selector: CallSelector, statuses: readonly ActiveStatus[]) {
    const mine = await this.#activeParties(tx, owner.tenantId, owner.userId);
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

  async #setStatus(tx: Db, partyId: number, status: ActiveStatus) {
    await tx
      .updateTable('pbx_call_parties')
      .set({ status, ...(status === 'CONNECTED' ? { was_connected: true } : {}) })
      .where('id', '=', partyId)
      .execute();
  }

  async #markLeft(tx: Db, partyIds: readonly number[]) {
    if (partyIds.length === 0) return;
    await tx
      .updateTable('pbx_call_parties')
      .set({ status: 'LEFT', left_at: this.#clock() })
      .where('id', 'in', [...partyIds])
      .execute();
  }

  /**
   * One live conversation per line: taking, placing or resuming a call holds the others, and an
   * outgoing call still ringing is given up.
   */
  async #holdOthers(tx: Db, owner: LineOwner, exceptCallId: number | null, changes: Changes) {
    const others = (await this.#activeParties(tx, owner.tenantId, owner.userId)).filter(
      (p) => p.call_id !== exceptCallId,
    );
    for (const party of others) {
      if (party.status === 'CONNECTED') {
        await this.#setStatus(tx, party.id, 'HELD');
        changes.add(party.call_id, 'HELD');
      } else if (party.status === 'DIALING') {
        await this.#leave(tx, owner.tenantId, party, changes);
      }
    }
  }

  async #placeCall(
    tx: Db,
    owner: LineOwner,
    line: string,
    number: string,
    consultOf: number | null,
    changes: Changes,
  ): Promise<number> {
    await this.#holdOthers(tx, owner, null, changes);
    const now = this.#clock();
    const call = await tx
      .insertInto('pbx_calls')
      .values({
        tenant_id: owner.tenantId,
        state: 'RINGING',
        from_number: line,
        to_number: number,
        consult_of_call_id: consultOf,
        created_at: now,
        ringing_since: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('pbx_call_parties')
      .values({
        tenant_id: owner.tenantId,
        call_id: call.id,
        user_id: owner.userId,
        number: line,
        role: 'CALLER',
        status: 'DIALING',
        created_at: now,
      })
      .execute();
    await this.#ring(tx, call, number, 0);
    changes.add(call.id, 'RINGING');
    await this.#endIfOver(tx, owner.tenantId, call.id, changes);
    return call.id;
  }

  /**
   * Makes `number` ring on `call`: rejection lists first (a rejected caller never rings), then
   * forward-all, then the desk phone plus the enabled mobile-connect destinations. An outside
   * number answers at once.
   */
  async #ring(
    tx: Db,
    call: Call,
    number: string,
    forwards: number,
    presentedFrom: string | null = null,
  ): Promise<'RINGING' | 'OUTSIDE' | 'REJECTED'> {
    const now = this.#clock();
    const from = presentedFrom !== null && presentedFrom !== call.from_number ? presentedFrom : null;
    const target = await this.#userByNumber(tx, call.tenant_id, number);
    if (!target) {
      await tx
        .insertInto('pbx_call_parties')
        .values({
          tenant_id: call.tenant_id,
          call_id: call.id,
          user_id: null,
          number,
          role: 'CALLEE',
          status: 'CONNECTED',
          was_connected: true,
          created_at: now,
        })
        .execute();
      await this.#markAnswered(tx, call.id);
      return 'OUTSIDE';
    }
    const rejected = await tx
      .selectFrom('pbx_call_rejections')
      .select('id')
      .where('tenant_id', '=', call.tenant_id)
      .where('user_id', '=', target.id)
      .where('from_number', '=', from ?? call.from_number)
      .executeTakeFirst();
    if (rejected) return 'REJECTED';
    const forwarding = await tx
      .selectFrom('pbx_call_forwarding')
      .select('forward_all')
      .where('tenant_id', '=', call.tenant_id)
      .where('user_id', '=', target.id)
      .executeTakeFirst();
    if (forwarding?.forward_all && forwards < MAX_FORWARDS) {
      const next = normalizeDialNumber(forwarding.forward_all);
      if (DIALABLE.test(next) && next !== number) return this.#ring(tx, call, next, forwards + 1, from);
    }
    await tx
      .insertInto('pbx_call_parties')
      .values({
        tenant_id: call.tenant_id,
        call_id: call.id,
        user_id: target.id,
        number,
        role: 'CALLEE',
        status: 'RINGING',
        created_at: now,
        presented_from: from,
      })
      .execute();
    const mobiles = await tx
      .selectFrom('pbx_mobile_connect')
      .select('destination')
      .where('tenant_id', '=', call.tenant_id)
      .where('user_id', '=', target.id)
      .where('enabled', '=', true)
      .orderBy('id')
      .execute();
    for (const mobile of mobiles) {
      await tx
        .insertInto('pbx_call_parties')
        .values({
          tenant_id: call.tenant_id,
          call_id: call.id,
          user_id: target.id,
          number: normalizeDialNumber(mobile.destination),
          role: 'CALLEE',
          status: 'RINGING',
          via_mobile: true,
          created_at: now,
          presented_from: from,
        })
        .execute();
    }
    return 'RINGING';
  }

  async #markAnswered(tx: Db, callId: number) {
    const call = await tx
      .selectFrom('pbx_calls')
      .select('state')
      .where('id', '=', callId)
      .executeTakeFirstOrThrow();
    if (call.state !== 'RINGING') return;
    await tx
      .updateTable('pbx_calls')
      .set({ state: 'CONNECTED', answered_at: this.#clock() })
      .where('id', '=', callId)
      .execute();
    await tx
      .updateTable('pbx_call_parties')
      .set({ status: 'CONNECTED', was_connected: true })
      .where('call_id', '=', callId)
      .where('status', '=', 'DIALING')
      .execute();
  }

  /** The owner's ringing leg is answered: the call connects, other legs of theirs stop ringing. */
  async #connect(tx: Db, owner: LineOwner, party: Party, changes: Changes) {
    await this.#holdOthers(tx, owner, party.call_id, changes);
    await tx
      .updateTable('pbx_call_parties')
      .set({ status: 'LEFT', left_at: this.#clock() })
      .where('call_id', '=', party.call_id)
      .where('user_id', '=', owner.userId)
      .where('via_mobile', '=', true)
      .where('status', '=', 'RINGING')
      .execute();
    await this.#setStatus(tx, party.id, 'CONNECTED');
    await this.#markAnswered(tx, party.call_id);
    changes.add(party.call_id, 'ANSWERED');
  }

  async #leave(tx: Db, tenantId: number, party: Party, changes: Changes) {
    const call = await this.#call(tx, tenantId, party.call_id);
    if (call.state === 'RINGING' && party.role === 'CALLER') {
      await this.#endCall(tx, call, changes);
      return;
    }
    const legs = await tx
      .selectFrom('pbx_call_parties')
      .select('id')
      .where('call_id', '=', call.id)
      .where('status', '<>', 'LEFT')
      .where((eb) =>
        eb.or([
          eb('id', '=', party.id),
          eb.and([
            eb('user_id', '=', party.user_id),
            eb('via_mobile', '=', true),
            eb('status', '=', 'RINGING'),
          ]),
        ]),
      )
      .execute();
    await this.#markLeft(
      tx,
      legs.map((l) => l.id),
    );
    changes.add(call.id, 'ENDED');
    await this.#endIfOver(tx, tenantId, call.id, changes);
  }

  /** A call ends when fewer than two parties could still talk, or no one of ours is on it. */
  async #endIfOver(tx: Db, tenantId: number, callId: number, changes: Changes) {
    const call = await this.#call(tx, tenantId, callId);
    if (call.state === 'ENDED') return;
    const live = await tx
      .selectFrom('pbx_call_parties')
      .select(['user_id', 'status', 'role'])
      .where('call_id', '=', callId)
      .where('status', '<>', 'LEFT')
      .execute();
    const internal = live.some((p) => p.user_id !== null);
    const callers = live.filter((p) => p.role === 'CALLER').length;
    const over =
      live.length < 2 ||
      !internal ||
      (call.state === 'RINGING' && (callers === 0 || live.every((p) => p.role === 'CALLER')));
    if (over) await this.#endCall(tx, call, changes);
  }

  /** Ends the call, writes one history row per person of ours on it, then fires due callbacks. */
  async #endCall(tx: Db, call: Call, changes: Changes) {
    const now = this.#clock();
    await tx
      .updateTable('pbx_calls')
      .set({ state: 'ENDED', ended_at: now })
      .where('id', '=', call.id)
      .execute();
    const parties = await tx
      .selectFrom('pbx_call_parties')
      .selectAll()
      .where('call_id', '=', call.id)
      .orderBy('id')
      .execute();
    await this.#markLeft(
      tx,
      parties.filter((p) => p.status !== 'LEFT').map((p) => p.id),
    );
    const rows = new Map<
      string,
      {
        userId: number;
        direction: 'INCOMING' | 'OUTGOING';
        number: string;
        from: string;
        connected: boolean;
      }
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
    for (const row of rows.values()) {
      await tx
        .insertInto('call_history')
        .values({
          tenant_id: call.tenant_id,
          user_id: row.userId,
          direction: row.direction,
          call_id: call.id,
          from_num: row.direction === 'OUTGOING' ? call.from_number : row.from,
          to_num: row.direction === 'OUTGOING' ? call.to_number : row.number,
          call_status: row.connected,
          called_at: call.created_at,
        })
        .execute();
    }
    changes.add(call.id, 'ENDED');
    await this.#fireCallbacks(
      tx,
      call.tenant_id,
      [...new Set([...rows.values()].map((r) => r.userId))],
      changes,
    );
  }

  /** Lines that just became free: whoever registered a callback on them is connected now. */
  async #fireCallbacks(tx: Db, tenantId: number, freedUserIds: readonly number[], changes: Changes) {
    for (const userId of freedUserIds) {
      if ((await this.#activeParties(tx, tenantId, userId)).length > 0) continue;
      const user = await tx
        .selectFrom('users')
        .select('extension_num')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user?.extension_num) continue;
      const number = normalizeDialNumber(user.extension_num);
      const waiting = await tx
        .selectFrom('pbx_callbacks')
        .select(['id', 'user_id'])
        .where('tenant_id', '=', tenantId)
        .where('number', '=', number)
        .orderBy('id')
        .execute();
      for (const registration of waiting) {
        const owner = { tenantId, userId: registration.user_id };
        const mine = await this.#activeParties(tx, tenantId, owner.userId);
        if (mine.length > 0) continue;
        await tx.deleteFrom('pbx_callbacks').where('id', '=', registration.id).execute();
        const line = await this.#requireLine(tx, owner).catch(() => null);
        if (!line) continue;
        await this.#placeCall(tx, owner, line, number, null, changes);
        // The freed line is ringing again, so later registrations wait for the next end.
        break;
      }
    }
  }

  async #sweepNoAnswer(tx: Db, tenantId: number, changes: Changes) {
    const now = this.#clock();
    const due = await tx
      .selectFrom('pbx_call_parties as p')
      .innerJoin('pbx_call_forwarding as f', (join) =>
        join.onRef('f.tenant_id', '=', 'p.tenant_id').onRef('f.user_id', '=', 'p.user_id'),
      )
      .selectAll('p')
      .select(['f.forward_no_answer', 'f.no_answer_seconds'])
      .where('p.tenant_id', '=', tenantId)
      .where('p.status', '=', 'RINGING')
      .where('p.via_mobile', '=', false)
      .where('f.forward_no_answer', 'is not', null)
      .orderBy('p.id')
      .execute();
    for (const party of due) {
      if (new Date(party.created_at).getTime() + party.no_answer_seconds * 1000 > now.getTime()) continue;
      const call = await this.#call(tx, tenantId, party.call_id);
      const next = normalizeDialNumber(party.forward_no_answer ?? '');
      const legs = await tx
        .selectFrom('pbx_call_parties')
        .select('id')
        .where('call_id', '=', call.id)
        .where('user_id', '=', party.user_id)
        .where('status', '=', 'RINGING')
        .execute();
      await this.#markLeft(
        tx,
        legs.map((l) => l.id),
      );
      if (DIALABLE.test(next) && next !== party.number)
        await this.#ring(tx, call, next, 1, party.presented_from);
      changes.add(call.id, 'TRANSFERRED');
      await this.#endIfOver(tx, tenantId, call.id, changes);
    }
  }

  async #pickupCandidates(tx: Db, owner: LineOwner): Promise<Party[]> {
    return tx
      .selectFrom('pbx_call_parties as p')
      .innerJoin('pbx_pickup_members as m', (join) =>
        join.onRef('m.tenant_id', '=', 'p.tenant_id').onRef('m.member_user_id', '=', 'p.user_id'),
      )
      .selectAll('p')
      .where('m.tenant_id', '=', owner.tenantId)
      .where('m.user_id', '=', owner.userId)
      .where('p.status', '=', 'RINGING')
      .where('p.via_mobile', '=', false)
      .orderBy('p.id')
      .execute();
  }

  async #startConsult(owner: LineOwner, destination: string, selector: CallSelector) {
    return this.#run(owner.tenantId, async (tx, changes) => {
      const line = await this.#requireLine(tx, owner);
      const number = this.#dialable(destination);
      if (number === line) throw new PhoneSystemError('ADDRESS_NOT_EXIST', 'a line cannot call itself');
      const party = await this.#ownParty(tx, owner, selector, ['CONNECTED', 'HELD']);
      const original = await this.#call(tx, owner.tenantId, party.call_id);
      if (original.state !== 'CONNECTED') throw new CallActionError('ACTION_NOT_ALLOWED', 'not connected');
      if (party.status === 'CONNECTED') {
        await this.#setStatus(tx, party.id, 'HELD');
        changes.add(original.id, 'HELD');
      }
      return { callId: await this.#placeCall(tx, owner, line, number, original.id, changes) };
    });
  }

  async #completeConsult(owner: LineOwner, mode: 'TRANSFER' | 'CONFERENCE') {
    await this.#run(owner.tenantId, async (tx, changes) => {
      const mine = await this.#activeParties(tx, owner.tenantId, owner.userId);
      let consult: Call | undefined;
      for (const party of mine.filter((p) => p.role === 'CALLER').reverse()) {
        const call = await this.#call(tx, owner.tenantId, party.call_id);
        if (call.consult_of_call_id !== null) {
          consult = call;
          break;
        }
      }
      // Without a consult call (HIENG: hold, dial, conference), the call the owner placed last
      // joins the call they hold.
      if (!consult && mode === 'CONFERENCE') {
        const placed = mine.filter((p) => p.role === 'CALLER' && p.status !== 'HELD').at(-1);
        const held = mine.filter((p) => p.status === 'HELD' && p.call_id !== placed?.call_id).at(-1);
        if (placed && held)
          consult = {
            ...(await this.#call(tx, owner.tenantId, placed.call_id)),
            consult_of_call_id: held.call_id,
          };
      }
      if (!consult || consult.consult_of_call_id === null)
        throw new CallActionError('ACTION_NOT_ALLOWED', 'no consult call on this line');
      const original = await this.#call(tx, owner.tenantId, consult.consult_of_call_id);
      const ownOriginal = mine.find((p) => p.call_id === original.id);
      if (original.state === 'ENDED' || !ownOriginal)
        throw new CallActionError('ACTION_NOT_ALLOWED', 'the first call has ended');
      // The consulted parties join the first call; the consult call then ends for the owner.
      await tx
        .updateTable('pbx_call_parties')
        .set({ call_id: original.id })
        .where('call_id', '=', consult.id)
        .where('role', '=', 'CALLEE')
        .where('status', '<>', 'LEFT')
        .execute();
      const ownConsult = mine.find((p) => p.call_id === consult.id);
      if (ownConsult) await this.#markLeft(tx, [ownConsult.id]);
      await this.#endCall(tx, consult, changes);
      if (mode === 'TRANSFER') {
        await this.#markLeft(tx, [ownOriginal.id]);
        changes.add(original.id, 'TRANSFERRED');
      } else {
        await this.#setStatus(tx, ownOriginal.id, 'CONNECTED');
        changes.add(original.id, 'CONFERENCED');
      }
      await this.#endIfOver(tx, owner.tenantId, original.id, changes);
    });
  }
}
