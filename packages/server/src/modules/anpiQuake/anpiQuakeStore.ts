import {
  DEFAULT_ANPI_QUAKE_THRESHOLD,
  type AnpiQuakeEvent,
  type AnpiQuakeSettingsBody,
  type AnpiQuakeThreshold,
  type SeismicIntensity,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';

/** A tenant's automatic start settings; a tenant that never saved them has them off. */
export async function loadQuakeSettings(db: Db, tenantId: number): Promise<AnpiQuakeSettingsBody> {
  const row = await db
    .selectFrom('anpi_quake_settings')
    .select(['enabled', 'threshold', 'prefectures'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row
    ? { enabled: row.enabled, threshold: row.threshold as AnpiQuakeThreshold, prefectures: row.prefectures }
    : { enabled: false, threshold: DEFAULT_ANPI_QUAKE_THRESHOLD, prefectures: [] };
}

export async function saveQuakeSettings(
  db: Db,
  tenantId: number,
  settings: AnpiQuakeSettingsBody,
  now: Date,
): Promise<void> {
  const prefectures = [...new Set(settings.prefectures)].sort();
  const values = { enabled: settings.enabled, threshold: settings.threshold, prefectures, updated_at: now };
  await db
    .insertInto('anpi_quake_settings')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(values))
    .execute();
}

/** The latest automatic starts of a tenant, newest first. */
export async function recentQuakeEvents(db: Db, tenantId: number, limit = 10): Promise<AnpiQuakeEvent[]> {
  const rows = await db
    .selectFrom('anpi_quake_events')
    .select(['event_id', 'hypocenter', 'max_intensity', 'prefectures', 'check_id', 'started_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('started_at', 'desc')
    .orderBy('event_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    eventId: row.event_id,
    hypocenter: row.hypocenter,
    maxIntensity: row.max_intensity as SeismicIntensity,
    prefectures: row.prefectures,
    checkId: row.check_id === null ? null : Number(row.check_id),
    startedAt: new Date(row.started_at).toISOString(),
  }));
}

/** The tenants whose automatic start is on, with their trigger. */
export async function enabledQuakeTriggers(db: Db) {
  const rows = await db
    .selectFrom('anpi_quake_settings as s')
    .innerJoin('tenant_features as f', (join) =>
      join.onRef('f.tenant_id', '=', 's.tenant_id').on('f.feature', '=', 'ANPI'),
    )
    .select(['s.tenant_id', 's.threshold', 's.prefectures'])
    .where('s.enabled', '=', true)
    .orderBy('s.tenant_id')
    .execute();
  return rows.map((row) => ({
    tenantId: Number(row.tenant_id),
    threshold: row.threshold as AnpiQuakeThreshold,
    prefectures: row.prefectures,
  }));
}
