import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { PbxCallPartiesTable, PbxCallsTable } from './callTables.js';
import { CallActionError } from './CallActionError.js';
import type { LineOwner } from './PhoneSystemAdapter.js';
import { PhoneSystemError } from './PhoneSystemError.js';
import { normalizeDialNumber, type ActiveStatus, type HistoryEntry } from './pbxTransitions.js';
import { selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';

export type Call = Selectable<PbxCallsTable>;
export type Party = Selectable<PbxCallPartiesTable>;

/** Advisory-lock namespace of the simulated PBX (one lock per tenant serialises its lines). */
const LOCK_NAMESPACE = 7305;

/**
 * The simulated PBX's rows (pbx_calls, pbx_call_parties, callbacks, the settings that route calls,
 * call history) read and written inside one transaction. No rules here: SimulatedPbx decides.
 */
export class PbxCallStore {
  constructor(
    private readonly tx: Db,
    private readonly clock: () => Date,
  ) {}

  /** Serialises the tenant's lines until the transaction ends. */
  async lock(tenantId: number): Promise<void> {
    await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${tenantId}::int)`.execute(this.tx);
  }

  /** The owner's line number; USER_NOT_FOUND when they are disabled or have no extension. */
  async requireLine(owner: LineOwner): Promise<string> {
    const user = await selectTenantRows(this.tx, 'users', owner.tenantId, owner.userId)
      .select('extension_num')
      .where('enabled', '=', true)
      .executeTakeFirst();
    if (!user?.extension_num) throw new PhoneSystemError('USER_NOT_FOUND', 'the user has no line');
    return normalizeDialNumber(user.extension_num);
  }

  async user(tenantId: number, userId: number) {
    return selectTenantRows(this.tx, 'users', tenantId, userId)
      .select(['id', 'extension_num'])
      .executeTakeFirst();
  }

  async userByNumber(tenantId: number, number: string) {
    return selectTenantRows(this.tx, 'users', tenantId)
      .select(['id', 'extension_num'])
      .where('enabled', '=', true)
      .where('extension_num', '=', number)
      .orderBy('id')
      .executeTakeFirst();
  }

  async call(tenantId: number, callId: number): Promise<Call> {
    const call = await selectTenantRows(this.tx, 'pbx_calls', tenantId, callId)
      .selectAll()
      .executeTakeFirst();
    if (!call) throw new CallActionError('CALL_NOT_FOUND', 'no such call');
    return call;
  }

  /** A user's parties on their desk line that have not left, oldest first. */
  async activeParties(tenantId: number, userId: number): Promise<Party[]> {
    return selectTenantRows(this.tx, 'pbx_call_parties', tenantId)
      .selectAll()
      .where('user_id', '=', userId)
      .where('via_mobile', '=', false)
      .where('status', '<>', 'LEFT')
      .orderBy('id')
      .execute();
  }

  /** The other parties of a call that have not left, oldest first. */
  async otherParties(tenantId: number, callId: number, partyId: number): Promise<Party[]> {
    return selectTenantRows(this.tx, 'pbx_call_parties', tenantId)
      .selectAll()
      .where('call_id', '=', callId)
      .where('id', '<>', partyId)
      .where('status', '<>', 'LEFT')
      .orderBy('id')
      .execute();
  }

  /** The number of the first desk party that stays on the call when `partyId` goes. */
  async stayingNumber(tenantId: number, callId: number, partyId: number): Promise<string | null> {
    const stays = await selectTenantRows(this.tx, 'pbx_call_parties', tenantId)
      .select('number')
      .where('call_id', '=', callId)
      .where('id', '<>', partyId)
      .where('status', 'in', ['CONNECTED', 'HELD'])
      .where('via_mobile', '=', false)
      .orderBy('id')
      .executeTakeFirst();
    return stays?.number ?? null;
  }

  async liveParties(callId: number) {
    return this.tx
      .selectFrom('pbx_call_parties')
      .select(['user_id', 'status', 'role'])
      .where('call_id', '=', callId)
      .where('status', '<>', 'LEFT')
      .execute();
  }

  /** The outside parties of a call that have not left. */
  async outsideParties(tenantId: number, callId: number): Promise<Party[]> {
    return selectTenantRows(this.tx, 'pbx_call_parties', tenantId)
      .selectAll()
      .where('call_id', '=', callId)
      .where('user_id', 'is', null)
      .where('status', '<>', 'LEFT')
      .execute();
  }

  async allParties(callId: number): Promise<Party[]> {
    return this.tx
      .selectFrom('pbx_call_parties')
      .selectAll()
      .where('call_id', '=', callId)
      .orderBy('id')
      .execute();
  }

  /** The party itself and the same person's mobile legs still ringing: what leaves with them. */
  async legsLeavingWith(callId: number, party: Party): Promise<number[]> {
    const legs = await this.tx
      .selectFrom('pbx_call_parties')
      .select('id')
      .where('call_id', '=', callId)
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
    return legs.map((l) => l.id);
  }

  /** Every leg of a person still ringing on a call. */
  async ringingLegs(callId: number, userId: number | null): Promise<number[]> {
    const legs = await this.tx
      .selectFrom('pbx_call_parties')
      .select('id')
      .where('call_id', '=', callId)
      .where('user_id', '=', userId)
      .where('status', '=', 'RINGING')
      .execute();
    return legs.map((l) => l.id);
  }

  async insertCall(values: {
    tenantId: number;
    fromNumber: string;
    toNumber: string;
    consultOf: number | null;
    now: Date;
  }): Promise<Call> {
    const now = values.now;
    return this.tx
      .insertInto('pbx_calls')
      .values({
        tenant_id: values.tenantId,
        state: 'RINGING',
        from_number: values.fromNumber,
        to_number: values.toNumber,
        ...(values.consultOf !== null ? { consult_of_call_id: values.consultOf } : {}),
        created_at: now,
        ringing_since: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async insertParty(values: {
    tenantId: number;
    callId: number;
    userId: number | null;
    number: string;
    role: 'CALLER' | 'CALLEE';
    status: ActiveStatus;
    viaMobile?: boolean;
    presentedFrom?: string | null;
    now: Date;
  }): Promise<void> {
    await this.tx
      .insertInto('pbx_call_parties')
      .values({
        tenant_id: values.tenantId,
        call_id: values.callId,
        user_id: values.userId,
        number: values.number,
        role: values.role,
        status: values.status,
        ...(values.status === 'CONNECTED' ? { was_connected: true } : {}),
        ...(values.viaMobile ? { via_mobile: true } : {}),
        created_at: values.now,
        ...(values.presentedFrom !== undefined ? { presented_from: values.presentedFrom } : {}),
      })
      .execute();
  }

  async setStatus(partyId: number, status: ActiveStatus): Promise<void> {
    await this.tx
      .updateTable('pbx_call_parties')
      .set({ status, ...(status === 'CONNECTED' ? { was_connected: true } : {}) })
      .where('id', '=', partyId)
      .execute();
  }

  async markLeft(partyIds: readonly number[]): Promise<void> {
    if (partyIds.length === 0) return;
    await this.tx
      .updateTable('pbx_call_parties')
      .set({ status: 'LEFT', left_at: this.clock() })
      .where('id', 'in', [...partyIds])
      .execute();
  }

  /** A person's mobile legs still ringing on a call stop: their desk phone took it. */
  async stopMobileRinging(callId: number, userId: number): Promise<void> {
    await this.tx
      .updateTable('pbx_call_parties')
      .set({ status: 'LEFT', left_at: this.clock() })
      .where('call_id', '=', callId)
      .where('user_id', '=', userId)
      .where('via_mobile', '=', true)
      .where('status', '=', 'RINGING')
      .execute();
  }

  /** The picker takes over a ringing leg; the other legs of the person it rang for stop ringing. */
  async takeOver(tenantId: number, party: Party, owner: LineOwner, line: string): Promise<void> {
    await updateTenantRows(this.tx, 'pbx_call_parties', tenantId)
      .set({ status: 'LEFT', left_at: this.clock() })
      .where('call_id', '=', party.call_id)
      .where('user_id', '=', party.user_id)
      .where('id', '<>', party.id)
      .where('status', '=', 'RINGING')
      .execute();
    await this.tx
      .updateTable('pbx_call_parties')
      .set({ user_id: owner.userId, number: line })
      .where('id', '=', party.id)
      .execute();
  }

  /** The consulted parties join the first call. */
  async moveCallees(fromCallId: number, toCallId: number): Promise<void> {
    await this.tx
      .updateTable('pbx_call_parties')
      .set({ call_id: toCallId })
      .where('call_id', '=', fromCallId)
      .where('role', '=', 'CALLEE')
      .where('status', '<>', 'LEFT')
      .execute();
  }

  /** A call still ringing is answered: it connects, and its dialling caller with it. */
  async markAnswered(callId: number): Promise<void> {
    const call = await this.tx
      .selectFrom('pbx_calls')
      .select('state')
      .where('id', '=', callId)
      .executeTakeFirstOrThrow();
    if (call.state !== 'RINGING') return;
    await this.tx
      .updateTable('pbx_calls')
      .set({ state: 'CONNECTED', answered_at: this.clock() })
      .where('id', '=', callId)
      .execute();
    await this.tx
      .updateTable('pbx_call_parties')
      .set({ status: 'CONNECTED', was_connected: true })
      .where('call_id', '=', callId)
      .where('status', '=', 'DIALING')
      .execute();
  }

  async markEnded(callId: number): Promise<void> {
    await this.tx
      .updateTable('pbx_calls')
      .set({ state: 'ENDED', ended_at: this.clock() })
      .where('id', '=', callId)
      .execute();
  }

  async insertHistory(call: Call, entry: HistoryEntry): Promise<void> {
    await this.tx
      .insertInto('call_history')
      .values({
        tenant_id: call.tenant_id,
        user_id: entry.userId,
        direction: entry.direction,
        call_id: call.id,
        from_num: entry.fromNum,
        to_num: entry.toNum,
        call_status: entry.connected,
        called_at: call.created_at,
      })
      .execute();
  }

  async rejects(tenantId: number, userId: number, fromNumber: string): Promise<boolean> {
    const rejected = await selectTenantRows(this.tx, 'pbx_call_rejections', tenantId)
      .select('id')
      .where('user_id', '=', userId)
      .where('from_number', '=', fromNumber)
      .executeTakeFirst();
    return rejected !== undefined;
  }

  async forwardAll(tenantId: number, userId: number): Promise<string | null | undefined> {
    const forwarding = await selectTenantRows(this.tx, 'pbx_call_forwarding', tenantId)
      .select('forward_all')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return forwarding?.forward_all;
  }

  /** The enabled mobile-connect destinations of a user, as dialled. */
  async mobileDestinations(tenantId: number, userId: number): Promise<string[]> {
    const mobiles = await selectTenantRows(this.tx, 'pbx_mobile_connect', tenantId)
      .select('destination')
      .where('user_id', '=', userId)
      .where('enabled', '=', true)
      .orderBy('id')
      .execute();
    return mobiles.map((mobile) => normalizeDialNumber(mobile.destination));
  }

  /**
   * Desk legs ringing for someone of the owner's pickup group, or on a number the tenant's
   * reception desk monitors (dial pickup), never the owner's own.
   */
  async pickupCandidates(owner: LineOwner): Promise<Party[]> {
    return this.tx
      .selectFrom('pbx_call_parties as p')
      .selectAll('p')
      .where('p.tenant_id', '=', owner.tenantId)
      .where('p.status', '=', 'RINGING')
      .where('p.via_mobile', '=', false)
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('pbx_pickup_members as m')
              .select('m.member_user_id')
              .where('m.tenant_id', '=', owner.tenantId)
              .where('m.user_id', '=', owner.userId)
              .whereRef('m.member_user_id', '=', 'p.user_id'),
          ),
          eb.exists(
            eb
              .selectFrom('dial_pickup_numbers as d')
              .select('d.id')
              .where('d.tenant_id', '=', owner.tenantId)
              .whereRef('d.number', '=', 'p.number'),
          ),
        ]),
      )
      .where((eb) => eb.or([eb('p.user_id', 'is', null), eb('p.user_id', '!=', owner.userId)]))
      .orderBy('p.id')
      .execute();
  }

  /** Desk legs ringing for someone with auto-answer on. */
  async autoAnswerRinging(tenantId: number): Promise<Party[]> {
    return this.tx
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
  }

  /** Desk legs ringing for someone with no-answer forwarding, with its destination and time. */
  async noAnswerRinging(tenantId: number) {
    return this.tx
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
  }

  /** The users of ours a call has had, lowest id first. */
  async callUsers(tenantId: number, callId: number): Promise<number[]> {
    const users = await selectTenantRows(this.tx, 'pbx_call_parties', tenantId)
      .select('user_id')
      .distinct()
      .where('call_id', '=', callId)
      .where('user_id', 'is not', null)
      .execute();
    return users.map((u) => Number(u.user_id)).sort((a, b) => a - b);
  }

  /** The numbers a user asked to be called back from, oldest first. */
  async callbacks(tenantId: number, userId: number): Promise<string[]> {
    const rows = await selectTenantRows(this.tx, 'pbx_callbacks', tenantId)
      .select('number')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.number);
  }

  async registerCallback(tenantId: number, userId: number, number: string): Promise<void> {
    await this.tx
      .insertInto('pbx_callbacks')
      .values({ tenant_id: tenantId, user_id: userId, number, created_at: this.clock() })
      .execute();
  }

  /** Who waits for `number` to be free, first come first. */
  async callbacksWaitingFor(tenantId: number, number: string) {
    return selectTenantRows(this.tx, 'pbx_callbacks', tenantId)
      .select(['id', 'user_id'])
      .where('number', '=', number)
      .orderBy('id')
      .execute();
  }

  async deleteCallback(id: number): Promise<void> {
    await this.tx.deleteFrom('pbx_callbacks').where('id', '=', id).execute();
  }
}
