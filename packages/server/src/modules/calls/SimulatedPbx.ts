import type { Db } from '../../db/createDatabase.js';
import { CallActionError } from './CallActionError.js';
import type { EventBus } from './EventBus.js';
import { PbxCallStore, type Call, type Party } from './pbxCallStore.js';
import {
  CALLBACK_LIMIT,
  callbackDecision,
  conferenceFallback,
  dialable,
  eventsOf,
  historyEntries,
  isCallOver,
  isDialable,
  leaveEffect,
  lineButtons,
  lineStateOf,
  noAnswerDue,
  noAnswerTarget,
  normalizeDialNumber,
  otherCallEffects,
  outgoingNumber,
  partyFor,
  partyLineState,
  presentedFrom,
  requireConnected,
  requireOriginal,
  ringRoute,
  statusAfter,
  type ActiveStatus,
} from './pbxTransitions.js';
import type {
  CallEvent,
  CallSelector,
  LineCall,
  LineOwner,
  LocalPhoneStatus,
  PhoneSystemAdapter,
  Unsubscribe,
} from './PhoneSystemAdapter.js';
import { PhoneSystemError } from './PhoneSystemError.js';

export { CALLBACK_LIMIT, lineStateOf, normalizeDialNumber };

export const CALL_EVENTS_CHANNEL = 'kizuna_calls';

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
 *
 * This adapter composes the call store (pbxCallStore: the rows) and the rules (pbxTransitions:
 * pure functions from a state and an action to the next state and what changes).
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
    return this.#run(owner.tenantId, async (store, changes) => {
      const line = await store.requireLine(owner);
      const number = outgoingNumber(line, destination);
      return { callId: await this.#placeCall(store, owner, line, number, null, changes) };
    });
  }

  async callBack(
    owner: LineOwner,
    destination: string,
  ): Promise<{ callId: number | null; registered: boolean }> {
    return this.#run(owner.tenantId, async (store, changes) => {
      const line = await store.requireLine(owner);
      const number = normalizeDialNumber(destination);
      const target = isDialable(number) ? await store.userByNumber(owner.tenantId, number) : null;
      if (!target || target.id === owner.userId)
        throw new PhoneSystemError('CALL_BACK_NUMBER_NOT_FOUND', 'no line has this number');
      if ((await store.activeParties(owner.tenantId, target.id)).length === 0) {
        return {
          callId: await this.#placeCall(store, owner, line, number, null, changes),
          registered: false,
        };
      }
      const registered = await store.callbacks(owner.tenantId, owner.userId);
      if (callbackDecision(registered, number) === 'REGISTER')
        await store.registerCallback(owner.tenantId, owner.userId, number);
      return { callId: null, registered: true };
    });
  }

  async answer(owner: LineOwner, selector: CallSelector = {}): Promise<void> {
    await this.#run(owner.tenantId, async (store, changes) => {
      const party = partyFor(await store.activeParties(owner.tenantId, owner.userId), selector, 'ANSWER');
      await this.#connect(store, owner, party, changes);
    });
  }

  async hold(owner: LineOwner, selector: CallSelector = {}): Promise<void> {
    await this.#run(owner.tenantId, async (store, changes) => {
      const party = partyFor(await store.activeParties(owner.tenantId, owner.userId), selector, 'HOLD');
      await store.setStatus(party.id, statusAfter('HOLD'));
      changes.add(party.call_id, 'HELD');
    });
  }

  async unhold(owner: LineOwner, selector: CallSelector = {}): Promise<void> {
    await this.#run(owner.tenantId, async (store, changes) => {
      const party = partyFor(await store.activeParties(owner.tenantId, owner.userId), selector, 'UNHOLD');
      await this.#holdOthers(store, owner, party.call_id, changes);
      await store.setStatus(party.id, statusAfter('UNHOLD'));
      changes.add(party.call_id, 'RESUMED');
    });
  }

  async end(owner: LineOwner, selector: CallSelector = {}): Promise<void> {
    await this.#run(owner.tenantId, async (store, changes) => {
      const party = partyFor(await store.activeParties(owner.tenantId, owner.userId), selector, 'END');
      await this.#leave(store, owner.tenantId, party, changes);
    });
  }

  async directTransfer(owner: LineOwner, destination: string, selector: CallSelector = {}): Promise<void> {
    await this.#run(owner.tenantId, async (store, changes) => {
      await store.requireLine(owner);
      const number = dialable(destination);
      const party = partyFor(await store.activeParties(owner.tenantId, owner.userId), selector, 'TRANSFER');
      const call = await store.call(owner.tenantId, party.call_id);
      requireConnected(call.state);
      // The destination is handed the party that stays: shown as calling from them.
      const stays = await store.stayingNumber(owner.tenantId, call.id, party.id);
      const rung = await this.#ring(store, call, number, 0, stays);
      if (rung === 'REJECTED') throw new PhoneSystemError('ADDRESS_NOT_EXIST', 'the destination rejects');
      await store.markLeft([party.id]);
      changes.add(call.id, 'TRANSFERRED');
      await this.#endIfOver(store, owner.tenantId, call.id, changes);
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
    await this.#run(owner.tenantId, async (store, changes) => {
      const line = await store.requireLine(owner);
      const ringing = await store.pickupCandidates(owner);
      const party = ringing.find((p) => selector.callId === undefined || p.call_id === selector.callId);
      if (!party) throw new CallActionError('CALL_NOT_FOUND', 'nothing to pick up');
      await store.takeOver(owner.tenantId, party, owner, line);
      changes.add(party.call_id, 'ANSWERED');
      await this.#connect(store, owner, { ...party, user_id: owner.userId, number: line }, changes);
    });
  }

  async localPhoneStatus(owner: LineOwner): Promise<LocalPhoneStatus> {
    return this.#run(owner.tenantId, async (store) => {
      const user = await store.user(owner.tenantId, owner.userId);
      if (!user) throw new PhoneSystemError('USER_NOT_FOUND', 'no such user');
      const line = user.extension_num ? normalizeDialNumber(user.extension_num) : null;
      const mine = await store.activeParties(owner.tenantId, owner.userId);
      const calls: LineCall[] = [];
      for (const party of mine) {
        const call = await store.call(owner.tenantId, party.call_id);
        const others = await store.otherParties(owner.tenantId, call.id, party.id);
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
      const canPickUp = line !== null && (await store.pickupCandidates(owner)).length > 0;
      const buttons = lineButtons(statuses, calls, canPickUp);
      const callBacks = await store.callbacks(owner.tenantId, owner.userId);
      return {
        userId: owner.userId,
        extensionNum: user.extension_num,
        state: lineStateOf(statuses, line !== null),
        calls,
        buttons,
        callBacks,
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
    return this.#run(tenantId, async (store, changes) => {
      const from = dialable(fromNumber);
      const to = dialable(toExtension);
      const target = await store.userByNumber(tenantId, to);
      if (!target) throw new PhoneSystemError('ADDRESS_NOT_EXIST', 'no extension has this number');
      const now = this.#clock();
      const call = await store.insertCall({ tenantId, fromNumber: from, toNumber: to, consultOf: null, now });
      await store.insertParty({
        tenantId,
        callId: call.id,
        userId: null,
        number: from,
        role: 'CALLER',
        status: 'DIALING',
        now,
      });
      await this.#ring(store, call, to, 0);
      changes.add(call.id, 'RINGING');
      await this.#endIfOver(store, tenantId, call.id, changes);
      return { callId: call.id };
    });
  }

  /** The outside party of a call hangs up (the operator's side of an injected call). */
  async outsideHangUp(tenantId: number, callId: number): Promise<void> {
    await this.#run(tenantId, async (store, changes) => {
      const outside = await store.outsideParties(tenantId, callId);
      if (outside.length === 0) throw new CallActionError('CALL_NOT_FOUND', 'no outside party on this call');
      await store.markLeft(outside.map((p) => p.id));
      await this.#endIfOver(store, tenantId, callId, changes);
    });
  }

  /** Applies no-answer forwarding that is due; every operation does this first. */
  async applyTimeouts(tenantId: number): Promise<void> {
    await this.#run(tenantId, async () => undefined);
  }

  // ---- inside one transaction --------------------------------------------------------------

  async #run<T>(tenantId: number, work: (store: PbxCallStore, changes: Changes) => Promise<T>): Promise<T> {
    try {
      return await this.#db.transaction().execute(async (tx) => {
        const store = new PbxCallStore(tx, this.#clock);
        await store.lock(tenantId);
        const changes = new Changes();
        await this.#sweepNoAnswer(store, tenantId, changes);
        const result = await work(store, changes);
        await this.#autoAnswer(store, tenantId, changes);
        for (const [callId, kind] of eventsOf(changes.items)) {
          const event: CallEvent = {
            tenantId,
            callId,
            kind,
            userIds: await store.callUsers(tenantId, callId),
          };
          await this.#events.publish(CALL_EVENTS_CHANNEL, event, tx);
        }
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
  async #autoAnswer(store: PbxCallStore, tenantId: number, changes: Changes) {
    for (const party of await store.autoAnswerRinging(tenantId)) {
      if (party.user_id === null) continue;
      const owner = { tenantId, userId: party.user_id };
      const busy = (await store.activeParties(tenantId, party.user_id)).some(
        (p) => p.id !== party.id && p.status !== 'RINGING',
      );
      if (!busy) await this.#connect(store, owner, party, changes);
    }
  }

  /** One live conversation per line (pbxTransitions.otherCallEffects). */
  async #holdOthers(store: PbxCallStore, owner: LineOwner, exceptCallId: number | null, changes: Changes) {
    const mine = await store.activeParties(owner.tenantId, owner.userId);
    for (const effect of otherCallEffects(mine, exceptCallId)) {
      if (effect.kind === 'HOLD') {
        await store.setStatus(effect.party.id, 'HELD');
        changes.add(effect.party.call_id, 'HELD');
      } else {
        await this.#leave(store, owner.tenantId, effect.party, changes);
      }
    }
  }

  async #placeCall(
    store: PbxCallStore,
    owner: LineOwner,
    line: string,
    number: string,
    consultOf: number | null,
    changes: Changes,
  ): Promise<number> {
    await this.#holdOthers(store, owner, null, changes);
    const now = this.#clock();
    const call = await store.insertCall({
      tenantId: owner.tenantId,
      fromNumber: line,
      toNumber: number,
      consultOf,
      now,
    });
    await store.insertParty({
      tenantId: owner.tenantId,
      callId: call.id,
      userId: owner.userId,
      number: line,
      role: 'CALLER',
      status: 'DIALING',
      now,
    });
    await this.#ring(store, call, number, 0);
    changes.add(call.id, 'RINGING');
    await this.#endIfOver(store, owner.tenantId, call.id, changes);
    return call.id;
  }

  /**
   * Makes `number` ring on `call` (pbxTransitions.ringRoute): the desk phone plus the enabled
   * mobile-connect destinations. An outside number answers at once.
   */
  async #ring(
    store: PbxCallStore,
    call: Call,
    number: string,
    forwards: number,
    presented: string | null = null,
  ): Promise<'RINGING' | 'OUTSIDE' | 'REJECTED'> {
    const now = this.#clock();
    const from = presentedFrom(presented, call.from_number);
    const target = await store.userByNumber(call.tenant_id, number);
    const route = ringRoute({
      number,
      isOurs: target !== undefined,
      rejected: target ? await store.rejects(call.tenant_id, target.id, from ?? call.from_number) : false,
      forwardAll: target ? await store.forwardAll(call.tenant_id, target.id) : null,
      forwards,
    });
    const base = { tenantId: call.tenant_id, callId: call.id, number, role: 'CALLEE' as const, now };
    switch (route.kind) {
      case 'OUTSIDE':
        await store.insertParty({ ...base, userId: null, status: 'CONNECTED' });
        await store.markAnswered(call.id);
        return 'OUTSIDE';
      case 'REJECTED':
        return 'REJECTED';
      case 'FORWARD':
        return this.#ring(store, call, route.number, forwards + 1, from);
    }
    const userId = (target as { id: number }).id;
    await store.insertParty({ ...base, userId, status: 'RINGING', presentedFrom: from });
    for (const mobile of await store.mobileDestinations(call.tenant_id, userId)) {
      await store.insertParty({
        ...base,
        userId,
        number: mobile,
        status: 'RINGING',
        viaMobile: true,
        presentedFrom: from,
      });
    }
    return 'RINGING';
  }

  /** The owner's ringing leg is answered: the call connects, other legs of theirs stop ringing. */
  async #connect(store: PbxCallStore, owner: LineOwner, party: Party, changes: Changes) {
    await this.#holdOthers(store, owner, party.call_id, changes);
    await store.stopMobileRinging(party.call_id, owner.userId);
    await store.setStatus(party.id, statusAfter('ANSWER'));
    await store.markAnswered(party.call_id);
    changes.add(party.call_id, 'ANSWERED');
  }

  async #leave(store: PbxCallStore, tenantId: number, party: Party, changes: Changes) {
    const call = await store.call(tenantId, party.call_id);
    if (leaveEffect(call.state, party.role) === 'END_CALL') {
      await this.#endCall(store, call, changes);
      return;
    }
    await store.markLeft(await store.legsLeavingWith(call.id, party));
    changes.add(call.id, 'ENDED');
    await this.#endIfOver(store, tenantId, call.id, changes);
  }

  /** Ends the call when pbxTransitions.isCallOver says so. */
  async #endIfOver(store: PbxCallStore, tenantId: number, callId: number, changes: Changes) {
    const call = await store.call(tenantId, callId);
    if (call.state === 'ENDED') return;
    if (isCallOver(call.state, await store.liveParties(callId))) await this.#endCall(store, call, changes);
  }

  /** Ends the call, writes one history row per person of ours on it, then fires due callbacks. */
  async #endCall(store: PbxCallStore, call: Call, changes: Changes) {
    await store.markEnded(call.id);
    const parties = await store.allParties(call.id);
    await store.markLeft(parties.filter((p) => p.status !== 'LEFT').map((p) => p.id));
    const entries = historyEntries(call, parties);
    for (const entry of entries) await store.insertHistory(call, entry);
    changes.add(call.id, 'ENDED');
    await this.#fireCallbacks(store, call.tenant_id, [...new Set(entries.map((e) => e.userId))], changes);
  }

  /** Lines that just became free: whoever registered a callback on them is connected now. */
  async #fireCallbacks(
    store: PbxCallStore,
    tenantId: number,
    freedUserIds: readonly number[],
    changes: Changes,
  ) {
    for (const userId of freedUserIds) {
      if ((await store.activeParties(tenantId, userId)).length > 0) continue;
      const user = await store.user(tenantId, userId);
      if (!user?.extension_num) continue;
      const number = normalizeDialNumber(user.extension_num);
      for (const registration of await store.callbacksWaitingFor(tenantId, number)) {
        const owner = { tenantId, userId: registration.user_id };
        if ((await store.activeParties(tenantId, owner.userId)).length > 0) continue;
        await store.deleteCallback(registration.id);
        const line = await store.requireLine(owner).catch(() => null);
        if (!line) continue;
        await this.#placeCall(store, owner, line, number, null, changes);
        // The freed line is ringing again, so later registrations wait for the next end.
        break;
      }
    }
  }

  async #sweepNoAnswer(store: PbxCallStore, tenantId: number, changes: Changes) {
    const now = this.#clock();
    for (const party of await store.noAnswerRinging(tenantId)) {
      if (!noAnswerDue(party.created_at, party.no_answer_seconds, now)) continue;
      const call = await store.call(tenantId, party.call_id);
      await store.markLeft(await store.ringingLegs(call.id, party.user_id));
      const next = noAnswerTarget(party.forward_no_answer, party.number);
      if (next !== null) await this.#ring(store, call, next, 1, party.presented_from);
      changes.add(call.id, 'TRANSFERRED');
      await this.#endIfOver(store, tenantId, call.id, changes);
    }
  }

  async #startConsult(owner: LineOwner, destination: string, selector: CallSelector) {
    return this.#run(owner.tenantId, async (store, changes) => {
      const line = await store.requireLine(owner);
      const number = outgoingNumber(line, destination);
      const party = partyFor(await store.activeParties(owner.tenantId, owner.userId), selector, 'CONSULT');
      const original = await store.call(owner.tenantId, party.call_id);
      requireConnected(original.state);
      if (party.status === 'CONNECTED') {
        await store.setStatus(party.id, 'HELD');
        changes.add(original.id, 'HELD');
      }
      return { callId: await this.#placeCall(store, owner, line, number, original.id, changes) };
    });
  }

  async #completeConsult(owner: LineOwner, mode: 'TRANSFER' | 'CONFERENCE') {
    await this.#run(owner.tenantId, async (store, changes) => {
      const mine = await store.activeParties(owner.tenantId, owner.userId);
      let consult: Call | undefined;
      for (const party of mine.filter((p) => p.role === 'CALLER').reverse()) {
        const call = await store.call(owner.tenantId, party.call_id);
        if (call.consult_of_call_id !== null) {
          consult = call;
          break;
        }
      }
      const fallback = !consult && mode === 'CONFERENCE' ? conferenceFallback(mine) : null;
      if (fallback)
        consult = {
          ...(await store.call(owner.tenantId, fallback.placedCallId)),
          consult_of_call_id: fallback.heldCallId,
        };
      if (!consult || consult.consult_of_call_id === null)
        throw new CallActionError('ACTION_NOT_ALLOWED', 'no consult call on this line');
      const original = await store.call(owner.tenantId, consult.consult_of_call_id);
      const ownOriginal = requireOriginal(
        original.state,
        mine.find((p) => p.call_id === original.id),
      );
      // The consulted parties join the first call; the consult call then ends for the owner.
      await store.moveCallees(consult.id, original.id);
      const ownConsult = mine.find((p) => p.call_id === consult.id);
      if (ownConsult) await store.markLeft([ownConsult.id]);
      await this.#endCall(store, consult, changes);
      if (mode === 'TRANSFER') {
        await store.markLeft([ownOriginal.id]);
        changes.add(original.id, 'TRANSFERRED');
      } else {
        await store.setStatus(ownOriginal.id, 'CONNECTED');
        changes.add(original.id, 'CONFERENCED');
      }
      await this.#endIfOver(store, owner.tenantId, original.id, changes);
    });
  }
}
