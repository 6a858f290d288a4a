import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { ListOwner } from './callRejections.js';
import { IMPORT_COLUMNS } from './importCallRejections.js';
import { deleteTenantRows, selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';

/** Which phone system's CTI settings: each keeps its own row. */
export type PhoneSystem = 'CUCM' | 'PBX_API';

interface Page {
  readonly limit: number;
  readonly offset: number;
}

const REJECTION_COLUMNS = ['id', 'from_number', 'remarks'] as const;

/** The rows of the owner's rejection list. */
function ownRejections(db: Db, owner: ListOwner) {
  return selectTenantRows(db, 'pbx_call_rejections', owner.tenantId).where('user_id', '=', owner.userId);
}

/** The owner's imports of a rejection file. */
function ownImports(db: Db, owner: ListOwner) {
  return selectTenantRows(db, 'call_rejection_imports', owner.tenantId).where('user_id', '=', owner.userId);
}

export async function findRejection(db: Db, owner: ListOwner, id: number) {
  return ownRejections(db, owner).select(REJECTION_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Whether another entry of the list (not `exceptId`) has the number. */
export async function hasRejectionOf(db: Db, owner: ListOwner, fromNumber: string, exceptId?: number) {
  let query = ownRejections(db, owner).select('id').where('from_number', '=', fromNumber);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function rejectionPage(db: Db, owner: ListOwner, page: Page) {
  return ownRejections(db, owner)
    .select(REJECTION_COLUMNS)
    .orderBy('from_number')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function allRejections(db: Db, owner: ListOwner) {
  return ownRejections(db, owner).select(['from_number', 'remarks']).orderBy('from_number').execute();
}

export async function insertRejection(db: Db, owner: ListOwner, fromNumber: string, remarks: string) {
  return db
    .insertInto('pbx_call_rejections')
    .values({ tenant_id: owner.tenantId, user_id: owner.userId, from_number: fromNumber, remarks })
    .returning(REJECTION_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateRejection(
  db: Db,
  owner: ListOwner,
  id: number,
  values: { fromNumber: string; remarks: string },
) {
  return updateTenantRows(db, 'pbx_call_rejections', owner.tenantId, id)
    .set({ from_number: values.fromNumber, remarks: values.remarks })
    .where('user_id', '=', owner.userId)
    .returning(REJECTION_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes the entries of the own list among `ids`; answers how many it deleted. */
export async function deleteRejections(db: Db, owner: ListOwner, ids: readonly number[]): Promise<number> {
  const result = await deleteTenantRows(db, 'pbx_call_rejections', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function importPage(db: Db, owner: ListOwner, page: Page) {
  const base = ownImports(db, owner);
  const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(IMPORT_COLUMNS)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, totalCount: Number(n) };
}

export async function findImport(db: Db, owner: ListOwner, id: number) {
  return ownImports(db, owner).select('id').where('id', '=', id).executeTakeFirst();
}

export async function importDetailPage(db: Db, tenantId: number, importId: number, page: Page) {
  const base = selectTenantRows(db, 'call_rejection_import_details', tenantId).where(
    'import_id',
    '=',
    importId,
  );
  const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['line_number', 'message_code', 'message_params', 'created_at'])
    .orderBy('line_number')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, totalCount: Number(n) };
}

export async function findForwarding(db: Db, owner: ListOwner) {
  return selectTenantRows(db, 'pbx_call_forwarding', owner.tenantId)
    .select(['forward_all', 'forward_no_answer', 'no_answer_seconds'])
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
}

export async function saveForwarding(
  db: Db,
  owner: ListOwner,
  values: { forward_all: string | null; forward_no_answer: string | null; no_answer_seconds: number },
) {
  await db
    .insertInto('pbx_call_forwarding')
    .values({ tenant_id: owner.tenantId, user_id: owner.userId, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet(values))
    .execute();
}

export async function mobileConnectRows(db: Db, owner: ListOwner) {
  return selectTenantRows(db, 'pbx_mobile_connect', owner.tenantId)
    .select(['destination', 'enabled'])
    .where('user_id', '=', owner.userId)
    .orderBy('id')
    .execute();
}

/** Replaces the user's mobile connect destinations in one transaction. */
export async function replaceMobileConnect(
  db: Db,
  owner: ListOwner,
  destinations: readonly { destination: string; enabled: boolean }[],
) {
  await db.transaction().execute(async (tx) => {
    await deleteTenantRows(tx, 'pbx_mobile_connect', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .execute();
    if (destinations.length > 0)
      await tx
        .insertInto('pbx_mobile_connect')
        .values(destinations.map((d) => ({ tenant_id: owner.tenantId, user_id: owner.userId, ...d })))
        .execute();
  });
}

export async function findCti(db: Db, owner: ListOwner, system: PhoneSystem) {
  return selectTenantRows(db, 'call_cti_settings', owner.tenantId)
    .select(['device_name', 'auto_answer'])
    .where('user_id', '=', owner.userId)
    .where('phone_system', '=', system)
    .executeTakeFirst();
}

/** The person's adapter settings for the call manager: a CTI device is set. */
export async function hasCucmDevice(db: Db, owner: ListOwner): Promise<boolean> {
  const row = await findCti(db, owner, 'CUCM');
  return Boolean(row?.device_name);
}

export async function saveCtiRow(
  db: Db,
  owner: ListOwner,
  system: PhoneSystem,
  values: { device_name: string; auto_answer: boolean; updated_at: Date },
) {
  await db
    .insertInto('call_cti_settings')
    .values({ tenant_id: owner.tenantId, user_id: owner.userId, phone_system: system, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'phone_system']).doUpdateSet(values))
    .execute();
}

export async function pickupMembers(db: Db, owner: ListOwner) {
  return db
    .selectFrom('pbx_pickup_members as m')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'm.member_user_id').onRef('u.tenant_id', '=', 'm.tenant_id'),
    )
    .select(['u.id', 'u.fullname', 'u.fullname_kana', 'u.extension_num'])
    .where('m.tenant_id', '=', owner.tenantId)
    .where('m.user_id', '=', owner.userId)
    .orderBy('u.fullname_kana')
    .orderBy('u.id')
    .execute();
}

/** The tenant's dial pickup monitoring numbers, oldest first. */
export async function dialPickupNumbers(db: Db, tenantId: number) {
  return selectTenantRows(db, 'dial_pickup_numbers', tenantId)
    .select(['id', 'number', 'label'])
    .orderBy('id')
    .execute();
}

export async function insertDialPickupNumber(
  db: Db,
  tenantId: number,
  values: { number: string; label: string },
) {
  return db
    .insertInto('dial_pickup_numbers')
    .values({ tenant_id: tenantId, ...values })
    .returning(['id', 'number', 'label'])
    .executeTakeFirstOrThrow();
}

export async function updateDialPickupNumber(
  db: Db,
  tenantId: number,
  id: number,
  values: { number: string; label: string },
) {
  return updateTenantRows(db, 'dial_pickup_numbers', tenantId)
    .set(values)
    .where('id', '=', id)
    .returning(['id', 'number', 'label'])
    .executeTakeFirst();
}

export async function deleteDialPickupNumber(db: Db, tenantId: number, id: number): Promise<boolean> {
  const result = await deleteTenantRows(db, 'dial_pickup_numbers', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
