import type { SansanImportRun, SansanRefusalReason } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/** Runs the page lists. */
const RUN_LIST_LIMIT = 30;
/** Refused cards a report lists. */
const REFUSAL_LIST_LIMIT = 1000;

const RUN_COLUMNS = [
  'r.id',
  'r.state',
  'r.created_at',
  'r.finished_at',
  'r.added',
  'r.updated',
  'r.skipped',
  'r.refused',
  'r.failure',
  'u.fullname',
] as const;

function runsOf(db: Db, tenantId: number) {
  return db
    .selectFrom('sansan_import_runs as r')
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'r.started_by').onRef('u.tenant_id', '=', 'r.tenant_id'),
    )
    .select(RUN_COLUMNS)
    .where('r.tenant_id', '=', tenantId);
}

type RunRow = Awaited<ReturnType<ReturnType<typeof runsOf>['executeTakeFirstOrThrow']>>;

function runOut(row: RunRow): SansanImportRun {
  return {
    id: Number(row.id),
    state: row.state,
    startedBy: row.fullname ?? null,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    added: row.added,
    updated: row.updated,
    skipped: row.skipped,
    refused: row.refused,
    failure: (row.failure as SansanImportRun['failure']) ?? null,
  };
}

export async function listRuns(db: Db, tenantId: number): Promise<SansanImportRun[]> {
  const rows = await runsOf(db, tenantId).orderBy('r.id', 'desc').limit(RUN_LIST_LIMIT).execute();
  return rows.map(runOut);
}

export async function findRun(db: Db, tenantId: number, runId: number): Promise<SansanImportRun | null> {
  const row = await runsOf(db, tenantId).where('r.id', '=', runId).executeTakeFirst();
  return row ? runOut(row) : null;
}

export async function refusalsOf(db: Db, tenantId: number, runId: number) {
  const rows = await selectTenantRows(db, 'sansan_import_refusals', tenantId)
    .select(['card_id', 'name', 'reason'])
    .where('run_id', '=', runId)
    .orderBy('card_id')
    .limit(REFUSAL_LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    cardId: row.card_id,
    name: row.name,
    reason: row.reason as SansanRefusalReason,
  }));
}

/** The tenant's run waiting or going, if any: there is one at a time. */
export async function openRunId(db: Db, tenantId: number): Promise<number | null> {
  const open = await selectTenantRows(db, 'sansan_import_runs', tenantId)
    .select('id')
    .where('state', 'in', ['QUEUED', 'RUNNING'])
    .executeTakeFirst();
  return open ? Number(open.id) : null;
}

export async function queueRun(
  db: Db,
  tenantId: number,
  startedBy: { userId: number; ip: string; at: Date },
): Promise<number> {
  const inserted = await db
    .insertInto('sansan_import_runs')
    .values({
      tenant_id: tenantId,
      started_by: startedBy.userId,
      started_ip: startedBy.ip,
      created_at: startedBy.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function isCommonFolder(db: Db, tenantId: number, folderId: number): Promise<boolean> {
  const folder = await selectTenantRows(db, 'contact_folders', tenantId, folderId)
    .select('folder_type')
    .executeTakeFirst();
  return folder?.folder_type === 'COMMON';
}

/** Whether every id is a user of the tenant. */
export async function areTenantUsers(db: Db, tenantId: number, userIds: readonly number[]): Promise<boolean> {
  if (userIds.length === 0) return true;
  const found = await selectTenantRows(db, 'users', tenantId)
    .select('id')
    .where('id', 'in', userIds)
    .execute();
  return found.length === userIds.length;
}
