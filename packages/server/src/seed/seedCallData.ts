import type { Db } from '../db/createDatabase.js';
import { isAdapterMode, publishingPbx } from '../modules/calls/index.js';
import { selectTenantRows } from '../db/tenantRows.js';

const MINUTE_MS = 60_000;

type Step =
  | { readonly kind: 'internal'; readonly from: string; readonly to: string; readonly answered: boolean }
  | { readonly kind: 'outside'; readonly from: string; readonly to: string; readonly answered: boolean }
  | { readonly kind: 'dialOut'; readonly from: string; readonly to: string };

/**
 * A few days of calls on the demo lines, oldest first, minutes before `now`: colleagues, the
 * company's own number, saved contacts (03-5555-0901 is in yamada.taro's personal folder,
 * 03-5555-0101 in the common 取引先 folder) and unknown numbers, answered and missed.
 */
const DEMO_CALLS: readonly (Step & { readonly minutesAgo: number })[] = [
  { kind: 'internal', from: '1001', to: '1000', answered: true, minutesAgo: 4 * 24 * 60 },
  { kind: 'outside', from: '03-5555-0101', to: '1001', answered: true, minutesAgo: 3 * 24 * 60 + 120 },
  { kind: 'outside', from: '0120-444-444', to: '1001', answered: false, minutesAgo: 3 * 24 * 60 },
  { kind: 'dialOut', from: '1001', to: '03-5555-0901', minutesAgo: 2 * 24 * 60 + 300 },
  { kind: 'outside', from: '03-5555-0100', to: '1001', answered: false, minutesAgo: 2 * 24 * 60 },
  { kind: 'internal', from: '1000', to: '1001', answered: false, minutesAgo: 24 * 60 + 90 },
  { kind: 'outside', from: '03-5555-0901', to: '1001', answered: true, minutesAgo: 24 * 60 },
  { kind: 'outside', from: '090-8765-4321', to: '1000', answered: true, minutesAgo: 600 },
  { kind: 'dialOut', from: '1000', to: '06-6666-0201', minutesAgo: 300 },
  { kind: 'outside', from: '050-5555-6666', to: '1001', answered: false, minutesAgo: 120 },
  { kind: 'internal', from: '1000', to: '1001', answered: true, minutesAgo: 45 },
];

/** Numbers yamada.taro never wants to ring: what the call rejection page shows first. */
const DEMO_REJECTIONS = [
  { account: 'yamada.taro', fromNumber: '0120444444', remarks: '営業電話' },
  { account: 'yamada.taro', fromNumber: '0570000000', remarks: 'ワン切り' },
] as const;

/** Whose calls a person may pick up. */
const DEMO_PICKUPS = [{ account: 'yamada.taro', members: ['admin'] }] as const;

/**
 * Call history, call rejections and pickup groups of an adapter-mode tenant. The history comes
 * from real calls on the simulated PBX, on a clock set back to when each call happened.
 */
export async function seedCallData(db: Db, tenantId: number, now: Date): Promise<void> {
  const tenant = await db
    .selectFrom('tenants')
    .select('call_control_mode')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  if (!isAdapterMode(tenant.call_control_mode as never)) return;
  const users = await selectTenantRows(db, 'users', tenantId)
    .select(['id', 'account_id', 'extension_num'])
    .where('account_id', 'in', ['admin', 'yamada.taro'])
    .execute();
  const byAccount = new Map(users.map((u) => [u.account_id, u]));
  const byExtension = new Map(users.map((u) => [u.extension_num, u]));

  let at = now;
  const pbx = publishingPbx(db, () => at);
  const lineOf = (extension: string) => {
    const user = byExtension.get(extension);
    if (!user) throw new Error(`no demo user has extension ${extension}`);
    return { tenantId, userId: user.id };
  };
  for (const step of DEMO_CALLS) {
    at = new Date(now.getTime() - step.minutesAgo * MINUTE_MS);
    if (step.kind === 'outside') {
      const { callId } = await pbx.injectOutsideCall(tenantId, step.from, step.to);
      at = new Date(at.getTime() + 15_000);
      if (step.answered) {
        await pbx.answer(lineOf(step.to), { callId });
        at = new Date(at.getTime() + 3 * MINUTE_MS);
      }
      await pbx.end(lineOf(step.to), { callId });
    } else {
      const { callId } = await pbx.directCall(lineOf(step.from), step.to);
      at = new Date(at.getTime() + 20_000);
      if (step.kind === 'internal' && step.answered) {
        await pbx.answer(lineOf(step.to), { callId });
        at = new Date(at.getTime() + 2 * MINUTE_MS);
      }
      await pbx.end(lineOf(step.from), { callId });
    }
  }

  for (const rejection of DEMO_REJECTIONS) {
    const user = byAccount.get(rejection.account);
    if (!user) continue;
    await db
      .insertInto('pbx_call_rejections')
      .values({
        tenant_id: tenantId,
        user_id: user.id,
        from_number: rejection.fromNumber,
        remarks: rejection.remarks,
      })
      .execute();
  }
  // Each demo line has its desk phone set as the CTI device: the adapter settings call rejection needs.
  for (const user of users) {
    if (!user.extension_num) continue;
    await db
      .insertInto('call_cti_settings')
      .values({
        tenant_id: tenantId,
        user_id: user.id,
        phone_system: 'CUCM',
        device_name: `SEP${user.extension_num.padStart(12, '0')}`,
        auto_answer: false,
        updated_at: now,
      })
      .execute();
  }
  for (const pickup of DEMO_PICKUPS) {
    const user = byAccount.get(pickup.account);
    const members = pickup.members.flatMap((account) => byAccount.get(account) ?? []);
    if (!user || members.length === 0) continue;
    await db
      .insertInto('pbx_pickup_members')
      .values(members.map((m) => ({ tenant_id: tenantId, user_id: user.id, member_user_id: m.id })))
      .execute();
  }
}
