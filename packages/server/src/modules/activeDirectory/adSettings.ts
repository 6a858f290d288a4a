import type { AdField, AdMapping } from '@kizuna/api-client/contract';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { secretBoxFor } from '../../secretBox.js';
import type { AdConnectionsTable, AdSecurity } from './activeDirectoryTables.js';
import type { AdConnection } from './adConnection.js';

/** A tenant's AD settings as stored, the password left sealed. */
export interface AdSettingsRow {
  readonly servers: string[];
  readonly security: AdSecurity;
  readonly bindDn: string;
  readonly baseDn: string;
  readonly filter: string;
  readonly mapping: AdMapping;
  readonly divisionSource: AdConnectionsTable['division_source'];
  readonly keepEdited: AdField[];
  readonly schedule: AdConnectionsTable['schedule'];
  readonly dailyAt: string | null;
  readonly nextRunAt: Date | null;
}

export type AdSettingsInput = Omit<AdSettingsRow, 'nextRunAt'> & { readonly password: string | null };

/** JSON columns come back parsed from PostgreSQL and as text from some drivers. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

const COLUMNS = [
  'servers',
  'security',
  'bind_dn',
  'base_dn',
  'filter',
  'mapping',
  'division_source',
  'keep_edited',
  'schedule',
  'daily_at',
  'next_run_at',
  'password_sealed',
] as const;

export async function loadAdSettings(
  db: Db,
  tenantId: number,
): Promise<(AdSettingsRow & { passwordSealed: string }) | null> {
  const row = await selectTenantRows(db, 'ad_connections', tenantId).select(COLUMNS).executeTakeFirst();
  if (!row) return null;
  return {
    servers: json<string[]>(row.servers),
    security: row.security,
    bindDn: row.bind_dn,
    baseDn: row.base_dn,
    filter: row.filter,
    mapping: json<AdMapping>(row.mapping),
    divisionSource: row.division_source,
    keepEdited: json<AdField[]>(row.keep_edited),
    schedule: row.schedule,
    dailyAt: row.daily_at,
    nextRunAt: row.next_run_at,
    passwordSealed: row.password_sealed,
  };
}

/** The connection of the tenant with its password opened, or null when none is set. */
export async function loadAdConnection(
  db: Db,
  config: ServerConfig,
  tenantId: number,
): Promise<(AdConnection & { settings: AdSettingsRow }) | null> {
  const settings = await loadAdSettings(db, tenantId);
  if (!settings) return null;
  return {
    servers: settings.servers,
    security: settings.security,
    bindDn: settings.bindDn,
    password: secretBoxFor(config).open(settings.passwordSealed),
    baseDn: settings.baseDn,
    filter: settings.filter,
    settings,
  };
}

const JST_OFFSET_MS = 9 * 60 * 60_000;

/** When a schedule next runs after `now`: on the next hour, or at `HH:MM` Japan time. */
export function nextRunOf(
  schedule: AdSettingsRow['schedule'],
  dailyAt: string | null,
  now: Date,
): Date | null {
  if (schedule === 'OFF') return null;
  if (schedule === 'HOURLY') {
    const next = new Date(now);
    next.setUTCMinutes(0, 0, 0);
    next.setUTCHours(next.getUTCHours() + 1);
    return next;
  }
  const [hours, minutes] = (dailyAt ?? '03:00').split(':').map(Number) as [number, number];
  const japan = new Date(now.getTime() + JST_OFFSET_MS);
  const at = Date.UTC(japan.getUTCFullYear(), japan.getUTCMonth(), japan.getUTCDate(), hours, minutes);
  const candidate = at - JST_OFFSET_MS;
  return new Date(candidate > now.getTime() ? candidate : candidate + 24 * 60 * 60_000);
}

/** Sets the tenant's AD settings; a null password keeps the one stored. */
export async function saveAdSettings(
  db: Db,
  config: ServerConfig,
  tenantId: number,
  input: AdSettingsInput,
  now: Date,
): Promise<void> {
  const values = {
    servers: JSON.stringify(input.servers),
    security: input.security,
    bind_dn: input.bindDn,
    base_dn: input.baseDn,
    filter: input.filter,
    mapping: JSON.stringify(input.mapping),
    division_source: input.divisionSource,
    keep_edited: JSON.stringify(input.keepEdited),
    schedule: input.schedule,
    daily_at: input.schedule === 'DAILY' ? input.dailyAt : null,
    next_run_at: nextRunOf(input.schedule, input.dailyAt, now),
    updated_at: now,
  };
  const sealed = input.password === null ? null : secretBoxFor(config).seal(input.password);
  const existing = await loadAdSettings(db, tenantId);
  if (existing) {
    await db
      .updateTable('ad_connections')
      .set({ ...values, ...(sealed === null ? {} : { password_sealed: sealed }) })
      .where('tenant_id', '=', tenantId)
      .execute();
    return;
  }
  if (sealed === null) throw new Error('a new AD connection needs its password');
  await db
    .insertInto('ad_connections')
    .values({ tenant_id: tenantId, ...values, password_sealed: sealed })
    .execute();
}
