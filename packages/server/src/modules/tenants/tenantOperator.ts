import {
  SERVICE_TYPES,
  TENANT_FEATURES,
  type ServiceType,
  type TenantFeature,
} from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { TenantRow } from '../../db/DatabaseSchema.js';
import { OperatorError } from '../auth/index.js';

/** Notified at commit when the operator changed a tenant: its open apps load their principal again. */
export const TENANT_CHANGED_CHANNEL = 'kizuna_tenant_changed';

/** How long a tenant made by `kizuna tenant create` is on trial. */
export const DEFAULT_TRIAL_DAYS = 30;
/** How many people a new tenant may hold when `--licences` is not given. */
export const DEFAULT_LICENCES = 50;

/**
 * What a new tenant has: the everyday features that work without a vendor system or settings
 * (talk, thanks, safety checks, place maps, the company directory, API keys, presence, call
 * settings, division introductions). Vendor integrations are turned on by the operator.
 */
export const DEFAULT_TENANT_FEATURES: readonly TenantFeature[] = [
  'TALK',
  'THANKS',
  'ANPI',
  'IBASHO',
  'COMPANY_SEARCH',
  'PAAPI',
  'CUSTOM_PRESENCE',
  'CALL_SETTINGS',
  'DIVISION_INTRODUCTION',
];

/** A trial's last day runs to its end in Japan time, where Kizuna's tenants work. */
const TRIAL_DAY_ZONE = '+09:00';

export interface TenantSummary {
  readonly code: string;
  readonly name: string;
  readonly plan: 'COMMERCIAL' | 'TRIAL';
  readonly trialEndsAt: string | null;
  readonly serviceType: string;
  readonly licensedUsers: number | null;
  readonly users: number;
  readonly features: readonly string[];
  readonly suspended: boolean;
}

async function tenantByCode(db: Db, code: string | undefined): Promise<TenantRow> {
  if (!code) throw new OperatorError('--tenant is needed');
  const tenant = await db.selectFrom('tenants').selectAll().where('code', '=', code).executeTakeFirst();
  if (!tenant) throw new OperatorError(`no tenant "${code}"`);
  return tenant;
}

/** People the tenant holds: every account, enabled or not (a disabled one can be enabled again). */
export async function countTenantUsers(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function summaryOf(db: Db, tenant: TenantRow): Promise<TenantSummary> {
  const features = await db
    .selectFrom('tenant_features')
    .select('feature')
    .where('tenant_id', '=', tenant.id)
    .orderBy('feature')
    .execute();
  return {
    code: tenant.code,
    name: tenant.name,
    plan: tenant.provide_type,
    trialEndsAt: tenant.trial_ends_at ? new Date(tenant.trial_ends_at).toISOString() : null,
    serviceType: tenant.service_type,
    licensedUsers: tenant.licensed_users,
    users: await countTenantUsers(db, tenant.id),
    features: features.map((row) => row.feature),
    suspended: tenant.suspended_at !== null,
  };
}

export async function showTenant(db: Db, code: string | undefined): Promise<TenantSummary> {
  return summaryOf(db, await tenantByCode(db, code));
}

/** `talk`, `ex-beacon`, `EX_BEACON`: a feature named as the operator types it. */
function featureNamed(name: string): TenantFeature | undefined {
  const normal = name.trim().toUpperCase().replaceAll('-', '_');
  return TENANT_FEATURES.find((feature) => feature === normal);
}

function featureList(list: string | undefined): TenantFeature[] {
  const names = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => featureNamed(name) === undefined);
  if (unknown.length > 0) {
    throw new OperatorError(
      `unknown feature${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (known: ${TENANT_FEATURES.map((f) => f.toLowerCase().replaceAll('_', '-')).join(', ')})`,
    );
  }
  return [...new Set(names.map((name) => featureNamed(name) as TenantFeature))];
}

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

async function audit(
  trx: Trx,
  operator: string,
  tenant: Pick<TenantRow, 'id' | 'code'>,
  action: string,
  before: unknown,
  after: unknown,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('operator_audit_log')
    .values({
      at,
      operator,
      tenant_code: tenant.code,
      subject_tenant: tenant.id,
      action,
      before: before === null ? null : JSON.stringify(before),
      after: after === null ? null : JSON.stringify(after),
    })
    .execute();
}

async function notifyChanged(trx: Trx, tenantId: number): Promise<void> {
  await sql`select pg_notify(${TENANT_CHANGED_CHANNEL}, ${JSON.stringify({ tenantId })})`.execute(trx);
}

/** Turns features on and off; unknown names change nothing. */
export async function setTenantFeatures(
  db: Db,
  input: { tenant?: string; on?: string; off?: string },
  operator: string,
  at: Date,
): Promise<TenantSummary> {
  const on = featureList(input.on);
  const off = featureList(input.off);
  if (on.length === 0 && off.length === 0) throw new OperatorError('name features with --on and/or --off');
  const both = on.filter((feature) => off.includes(feature));
  if (both.length > 0) throw new OperatorError(`both on and off: ${both.join(', ')}`);
  const tenant = await tenantByCode(db, input.tenant);
  const before = (await summaryOf(db, tenant)).features;
  await db.transaction().execute(async (trx) => {
    if (on.length > 0) {
      await trx
        .insertInto('tenant_features')
        .values(on.map((feature) => ({ tenant_id: tenant.id, feature })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    if (off.length > 0) {
      await trx
        .deleteFrom('tenant_features')
        .where('tenant_id', '=', tenant.id)
        .where('feature', 'in', off)
        .execute();
    }
    const after = await trx
      .selectFrom('tenant_features')
      .select('feature')
      .where('tenant_id', '=', tenant.id)
      .orderBy('feature')
      .execute();
    await audit(
      trx,
      operator,
      tenant,
      'features',
      before,
      after.map((row) => row.feature),
      at,
    );
    await notifyChanged(trx, tenant.id);
  });
  return showTenant(db, tenant.code);
}

/** `2027-01-31`: the trial runs to the end of that day (Japan time). */
export function trialEndOf(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const start = match ? new Date(`${day}T00:00:00${TRIAL_DAY_ZONE}`) : null;
  if (!start || Number.isNaN(start.getTime())) {
    throw new OperatorError(`--trial-until takes a date as YYYY-MM-DD, not "${day}"`);
  }
  // `2027-02-30` rolls over to March in Date: refuse a day the calendar does not have.
  const local = new Date(start.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  if (local !== day) throw new OperatorError(`--trial-until: there is no day ${day}`);
  return new Date(start.getTime() + 24 * 3_600_000);
}

function licenceCount(value: string): number {
  const count = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(count) || count < 1 || count > 1_000_000) {
    throw new OperatorError(`--licences takes a whole number from 1 to 1000000, not "${value}"`);
  }
  return count;
}

function serviceTypeOf(value: string): ServiceType {
  const type = SERVICE_TYPES.find((known) => known === value.trim().toUpperCase());
  if (!type) throw new OperatorError(`--service-type is one of ${SERVICE_TYPES.join(', ')}, not "${value}"`);
  return type;
}

/** The plan, the licence count and the service type; every check passes before anything changes. */
export async function setTenantPlan(
  db: Db,
  input: {
    tenant?: string;
    trialUntil?: string;
    commercial?: boolean;
    licences?: string;
    serviceType?: string;
  },
  operator: string,
  at: Date,
): Promise<TenantSummary> {
  if (input.trialUntil !== undefined && input.commercial) {
    throw new OperatorError('a plan is either --trial-until DATE or --commercial');
  }
  const trialEndsAt = input.trialUntil === undefined ? undefined : trialEndOf(input.trialUntil);
  if (trialEndsAt && trialEndsAt.getTime() <= at.getTime()) {
    throw new OperatorError(`--trial-until ${input.trialUntil} is in the past`);
  }
  const licences = input.licences === undefined ? undefined : licenceCount(input.licences);
  const serviceType = input.serviceType === undefined ? undefined : serviceTypeOf(input.serviceType);
  if (trialEndsAt === undefined && !input.commercial && licences === undefined && serviceType === undefined) {
    throw new OperatorError(
      'name a change: --trial-until DATE, --commercial, --licences N, --service-type T',
    );
  }
  const tenant = await tenantByCode(db, input.tenant);
  const before = await summaryOf(db, tenant);
  if (licences !== undefined && licences < before.users) {
    throw new OperatorError(
      `--licences ${licences} is below the ${before.users} people ${tenant.code} holds already`,
    );
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tenants')
      .set({
        ...(trialEndsAt ? { provide_type: 'TRIAL' as const, trial_ends_at: trialEndsAt } : {}),
        ...(input.commercial ? { provide_type: 'COMMERCIAL' as const, trial_ends_at: null } : {}),
        ...(licences !== undefined ? { licensed_users: licences } : {}),
        ...(serviceType ? { service_type: serviceType } : {}),
        updated_at: at,
      })
      .where('id', '=', tenant.id)
      .execute();
    const after = await trx
      .selectFrom('tenants')
      .select(['provide_type', 'trial_ends_at', 'licensed_users', 'service_type'])
      .where('id', '=', tenant.id)
      .executeTakeFirstOrThrow();
    await audit(
      trx,
      operator,
      tenant,
      'plan',
      {
        plan: before.plan,
        trialEndsAt: before.trialEndsAt,
        licensedUsers: before.licensedUsers,
        serviceType: before.serviceType,
      },
      {
        plan: after.provide_type,
        trialEndsAt: after.trial_ends_at ? new Date(after.trial_ends_at).toISOString() : null,
        licensedUsers: after.licensed_users,
        serviceType: after.service_type,
      },
      at,
    );
    await notifyChanged(trx, tenant.id);
  });
  return showTenant(db, tenant.code);
}

/**
 * Suspends the tenant: its sessions end (their event sockets close on every node) and sign-in is
 * refused until it is resumed. Its data stays.
 */
export async function suspendTenant(
  db: Db,
  code: string | undefined,
  operator: string,
  at: Date,
): Promise<TenantSummary> {
  const tenant = await tenantByCode(db, code);
  if (tenant.suspended_at !== null) throw new OperatorError(`${tenant.code} is suspended already`);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tenants')
      .set({ suspended_at: at, updated_at: at })
      .where('id', '=', tenant.id)
      .execute();
    await trx.deleteFrom('sessions').where('tenant_id', '=', tenant.id).execute();
    await audit(trx, operator, tenant, 'suspend', { suspended: false }, { suspended: true }, at);
    await notifyChanged(trx, tenant.id);
  });
  return showTenant(db, tenant.code);
}

export async function resumeTenant(
  db: Db,
  code: string | undefined,
  operator: string,
  at: Date,
): Promise<TenantSummary> {
  const tenant = await tenantByCode(db, code);
  if (tenant.suspended_at === null) throw new OperatorError(`${tenant.code} is not suspended`);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tenants')
      .set({ suspended_at: null, updated_at: at })
      .where('id', '=', tenant.id)
      .execute();
    await audit(trx, operator, tenant, 'resume', { suspended: true }, { suspended: false }, at);
  });
  return showTenant(db, tenant.code);
}

/** The tables of the schema with a `tenant_id` column. */
export async function tablesWithTenantId(db: Db | Trx): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
    order by c.table_name
  `.execute(db);
  return rows.map((row) => row.table_name);
}

/**
 * Deletes a suspended tenant and every row it owns, in one transaction: every table with a
 * `tenant_id` column, found in the catalogue so a table added later is covered too (the search
 * index and file pieces hold no reference to the tenant), then the tenant's row. Group companies
 * lose their link to it. The operator audit log keeps its rows.
 */
export async function deleteTenant(
  db: Db,
  code: string | undefined,
  operator: string,
  at: Date,
  exported: ExportProof = { withoutExport: true },
): Promise<{ readonly code: string; readonly users: number; readonly export: TenantExportRecord | null }> {
  const tenant = await suspendedTenant(db, code);
  const record = 'sha256' in exported ? await exportSinceSuspension(db, tenant, exported.sha256) : null;
  const summary = await summaryOf(db, tenant);
  await db.transaction().execute(async (trx) => {
    const tables = await tablesWithTenantId(trx);
    // The action log's append-only trigger lets this tenant's entries go, in this transaction only.
    await sql`select set_config('kizuna.deleting_tenant', ${String(tenant.id)}, true)`.execute(trx);
    // The tenant's rows first, table by table, while the tenant still exists: triggers that count
    // changes per tenant (directory versions) may still write for it. A table whose rows another
    // table still references is tried again in the next round.
    let pending = tables.filter((table) => table !== 'tenants');
    for (let round = 0; round < 10 && pending.length > 0; round += 1) {
      const refused: string[] = [];
      for (const table of pending) {
        await sql`savepoint tenant_delete`.execute(trx);
        try {
          await sql`delete from ${sql.table(table)} where tenant_id = ${tenant.id}`.execute(trx);
          await sql`release savepoint tenant_delete`.execute(trx);
        } catch {
          await sql`rollback to savepoint tenant_delete`.execute(trx);
          refused.push(table);
        }
      }
      if (refused.length === pending.length) break;
      pending = refused;
    }
    // Then the tenant, whose cascade takes what the triggers wrote meanwhile.
    await trx.deleteFrom('tenants').where('id', '=', tenant.id).execute();
    await audit(
      trx,
      operator,
      tenant,
      'delete',
      {
        plan: summary.plan,
        users: summary.users,
        features: summary.features,
        export: record ? { file: record.file, sha256: record.sha256, at: record.at } : null,
      },
      null,
      at,
    );
  });
  return { code: tenant.code, users: summary.users, export: record };
}

/** The tenant, when it may be deleted: it is suspended. */
export async function suspendedTenant(db: Db, code: string | undefined): Promise<TenantRow> {
  const tenant = await tenantByCode(db, code);
  if (tenant.suspended_at === null) {
    throw new OperatorError(
      `${tenant.code} must be suspended first (kizuna tenant suspend --tenant ${tenant.code})`,
    );
  }
  return tenant;
}

/** What the audit log keeps of a tenant export (`kizuna tenant export`). */
export interface TenantExportRecord {
  /** The file's name as written (no folder). */
  readonly file: string;
  readonly bytes: number;
  /** SHA-256 of the whole archive, hex: what `delete --exported` compares. */
  readonly sha256: string;
  /** Rows (or images) per file of the archive. */
  readonly counts: Readonly<Record<string, number>>;
  readonly at: string;
}

/** How `delete` knows the data is kept: the SHA-256 of an export file, or the operator's word that none is wanted. */
export type ExportProof = { readonly sha256: string } | { readonly withoutExport: true };

/** Writes a finished export of the tenant to the operator audit log. */
export async function recordTenantExport(
  db: Db,
  tenantId: number,
  operator: string,
  record: TenantExportRecord,
): Promise<void> {
  const tenant = await db
    .selectFrom('tenants')
    .select(['id', 'code'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await audit(trx, operator, tenant, 'export', null, record, new Date(record.at));
  });
}

/**
 * The export whose archive has this SHA-256, taken of this tenant after it was last suspended
 * (so nothing changed since: a suspended tenant has no sessions and no provisioning). Refuses
 * otherwise.
 */
async function exportSinceSuspension(db: Db, tenant: TenantRow, sha256: string): Promise<TenantExportRecord> {
  const rows = await db
    .selectFrom('operator_audit_log')
    .select(['action', 'at', 'after'])
    .where('subject_tenant', '=', tenant.id)
    .where('action', 'in', ['suspend', 'export'])
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    if (row.action === 'suspend') break;
    const record = (typeof row.after === 'string' ? JSON.parse(row.after) : row.after) as TenantExportRecord;
    if (record.sha256 === sha256) return record;
  }
  throw new OperatorError(
    `that file is not an export of ${tenant.code} taken since it was suspended ` +
      `(kizuna tenant export --tenant ${tenant.code} --out FILE)`,
  );
}

/** Sets the plan of a tenant `kizuna tenant create` has just made: a trial and its licences. */
export async function startTrial(
  db: Db,
  tenantId: number,
  options: { licences: number; features: readonly TenantFeature[]; at: Date; operator: string },
): Promise<Date> {
  const endsAt = new Date(options.at.getTime() + DEFAULT_TRIAL_DAYS * 24 * 3_600_000);
  await db.transaction().execute(async (trx) => {
    const tenant = await trx
      .updateTable('tenants')
      .set({ provide_type: 'TRIAL', trial_ends_at: endsAt, licensed_users: options.licences })
      .where('id', '=', tenantId)
      .returning(['id', 'code'])
      .executeTakeFirstOrThrow();
    if (options.features.length > 0) {
      await trx
        .insertInto('tenant_features')
        .values(options.features.map((feature) => ({ tenant_id: tenantId, feature })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    await audit(
      trx,
      options.operator,
      tenant,
      'create',
      null,
      {
        plan: 'TRIAL',
        trialEndsAt: endsAt.toISOString(),
        licensedUsers: options.licences,
        features: options.features,
      },
      options.at,
    );
  });
  return endsAt;
}
