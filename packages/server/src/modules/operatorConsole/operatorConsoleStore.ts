import type { AuditPage, OperatorTenantRow } from '@kizuna/api-client/operator';
import type { TenantFeature } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { takeThrottleSlot } from '../auth/index.js';

function iso(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : new Date(value).toISOString();
}

/** The tenants as the operator sees them: counts and dates, never a person. */
export async function tenantRows(db: Db, id?: number): Promise<OperatorTenantRow[]> {
  let query = db
    .selectFrom('tenants')
    .select((eb) => [
      'tenants.id',
      'tenants.code',
      'tenants.name',
      'tenants.provide_type',
      'tenants.trial_ends_at',
      'tenants.licensed_users',
      'tenants.service_type',
      'tenants.suspended_at',
      eb
        .selectFrom('users')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('users.tenant_id', '=', 'tenants.id')
        .as('users'),
      eb
        .selectFrom('sessions')
        .select(sql<Date | null>`max(last_seen_at)`.as('at'))
        .whereRef('sessions.tenant_id', '=', 'tenants.id')
        .as('session_at'),
      eb
        .selectFrom('sign_in_known_addresses')
        .select(sql<Date | null>`max(last_signed_in_at)`.as('at'))
        .whereRef('sign_in_known_addresses.tenant_id', '=', 'tenants.id')
        .as('sign_in_at'),
      eb
        .selectFrom('admin_action_log')
        .select(sql<Date | null>`max(at)`.as('at'))
        .whereRef('admin_action_log.tenant_id', '=', 'tenants.id')
        .as('action_at'),
    ])
    .orderBy('tenants.name');
  if (id !== undefined) query = query.where('tenants.id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => {
    const times = [row.session_at, row.sign_in_at, row.action_at]
      .filter((at): at is Date => at !== null && at !== undefined)
      .map((at) => new Date(at).getTime());
    return {
      id: Number(row.id),
      code: row.code,
      name: row.name,
      plan: row.provide_type,
      trialEndsAt: iso(row.trial_ends_at),
      users: Number(row.users ?? 0),
      licensedUsers: row.licensed_users,
      serviceType: row.service_type,
      suspended: row.suspended_at !== null,
      lastActivityAt: times.length > 0 ? new Date(Math.max(...times)).toISOString() : null,
    };
  });
}

export async function tenantFeatures(db: Db, tenantId: number): Promise<TenantFeature[]> {
  const rows = await db
    .selectFrom('tenant_features')
    .select('feature')
    .where('tenant_id', '=', tenantId)
    .orderBy('feature')
    .execute();
  return rows.map((row) => row.feature as TenantFeature);
}

export async function tenantById(db: Db, id: number) {
  return db
    .selectFrom('tenants')
    .select(['id', 'code', 'name', 'suspended_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function tenantCodeTaken(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

export async function operatorByLogin(db: Db, login: string) {
  const row = await db
    .selectFrom('operators')
    .select(['id', 'password_hash', 'display_name', 'totp_secret'])
    .where('login', '=', login)
    .executeTakeFirst();
  return row
    ? {
        id: Number(row.id),
        passwordHash: row.password_hash,
        displayName: row.display_name,
        totpSecret: row.totp_secret,
      }
    : undefined;
}

/** A slot of the address's budget and one of the login's, both or neither (as tenant sign-in). */
export async function reserveSignInSlots(
  db: Db,
  address: { bucket: string; limit: number },
  login: { bucket: string; limit: number },
  now: Date,
): Promise<boolean> {
  return db
    .transaction()
    .execute(
      async (trx) =>
        (await takeThrottleSlot(trx, address.bucket, address.limit, now)) &&
        (await takeThrottleSlot(trx, login.bucket, login.limit, now)),
    );
}

/** After a sign-in: the login's budget starts afresh, the address gets its slot back. */
export async function settleSignIn(db: Db, loginBucket: string, addressBucket: string): Promise<void> {
  await db.deleteFrom('sign_in_slots').where('bucket', '=', loginBucket).execute();
  await db
    .updateTable('sign_in_slots')
    .set({ used: sql<number>`greatest(used - 1, 0)` })
    .where('bucket', '=', addressBucket)
    .execute();
}

/** The operator audit log, newest first, a page at a time, of one tenant code or all. */
export async function auditPage(
  db: Db,
  page: number,
  pageSize: number,
  tenantCode?: string,
): Promise<AuditPage> {
  let base = db.selectFrom('operator_audit_log');
  if (tenantCode) base = base.where('tenant_code', '=', tenantCode);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'at', 'operator', 'tenant_code', 'action', 'before', 'after'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    entries: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      operator: row.operator,
      tenantCode: row.tenant_code,
      action: row.action,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    total: Number(n),
    page,
    pageSize,
  };
}
