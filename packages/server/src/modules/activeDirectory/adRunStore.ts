import type { AdRun, AdRunReport } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AdminActor } from '../actionLog/index.js';
import type { AdSyncRunsTable } from './activeDirectoryTables.js';

type RunRow = Pick<AdSyncRunsTable, 'dry_run' | 'trigger' | 'problem' | 'report'> & {
  id: number;
  state: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
  read_count: number;
  created: number;
  updated: number;
  disabled: number;
  unchanged: number;
  refused: number;
  divisions_created: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
};

const RUN_COLUMNS = [
  'id',
  'dry_run',
  'trigger',
  'state',
  'problem',
  'read_count',
  'created',
  'updated',
  'disabled',
  'unchanged',
  'refused',
  'divisions_created',
  'created_at',
  'started_at',
  'finished_at',
] as const;

function runOf(row: Omit<RunRow, 'report'>): AdRun {
  return {
    runId: Number(row.id),
    dryRun: row.dry_run,
    trigger: row.trigger,
    state: row.state,
    problem: row.problem,
    read: row.read_count,
    created: row.created,
    updated: row.updated,
    disabled: row.disabled,
    unchanged: row.unchanged,
    refused: row.refused,
    divisionsCreated: row.divisions_created,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

type AdRunReportRows = { accountId: string; fullname: string; fields: string[] }[];

/**
 * Queues a run of the tenant by an administrator, unless one is queued or running already (null):
 * the tenant's connection row, locked, keeps two requests from both queuing one.
 */
export async function queueAdRun(trx: Db, actor: AdminActor, dryRun: boolean): Promise<AdRun | null> {
  await trx
    .selectFrom('ad_connections')
    .select('tenant_id')
    .where('tenant_id', '=', actor.tenantId)
    .forUpdate()
    .execute();
  const busy = await trx
    .selectFrom('ad_sync_runs')
    .select('id')
    .where('tenant_id', '=', actor.tenantId)
    .where('state', 'in', ['QUEUED', 'RUNNING'])
    .executeTakeFirst();
  if (busy) return null;
  const queued = await trx
    .insertInto('ad_sync_runs')
    .values({
      tenant_id: actor.tenantId,
      dry_run: dryRun,
      trigger: 'MANUAL',
      requested_by: actor.userId,
      requested_ip: actor.ip,
      created_at: actor.now,
    })
    .returning(RUN_COLUMNS)
    .executeTakeFirstOrThrow();
  return runOf(queued);
}

/** The tenant's last runs, newest first. */
export async function listAdRuns(db: Db, tenantId: number, limit: number): Promise<AdRun[]> {
  const rows = await db
    .selectFrom('ad_sync_runs')
    .select(RUN_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(runOf);
}

/** A run of the tenant with its report; undefined for a run of another tenant or none. */
export async function readAdRun(db: Db, tenantId: number, runId: number): Promise<AdRunReport | undefined> {
  const row = await db
    .selectFrom('ad_sync_runs')
    .select([...RUN_COLUMNS, 'report'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .executeTakeFirst();
  if (!row) return undefined;
  const report = (typeof row.report === 'string' ? JSON.parse(row.report) : row.report) as {
    added: AdRunReportRows;
    changed: AdRunReportRows;
    disabledPeople: AdRunReportRows;
    refusedEntries: { dn: string; reason: string }[];
  } | null;
  return {
    run: runOf(row),
    added: report?.added ?? [],
    changed: report?.changed ?? [],
    disabledPeople: report?.disabledPeople ?? [],
    refusedEntries: report?.refusedEntries ?? [],
  };
}
