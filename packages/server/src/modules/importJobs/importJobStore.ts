import type { ImportJobProblem, ImportJobState } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import type { AdminActor } from '../actionLog/index.js';
import type { ImportJobKind } from './importJobTables.js';

/** A job as its page polls it; `result` is what the import of its kind answers. */
export interface ImportJobView {
  readonly jobId: number;
  readonly state: ImportJobState;
  readonly fileName: string;
  readonly lineCount: number | null;
  readonly problem: ImportJobProblem | null;
  readonly result: unknown;
  readonly createdAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
}

/**
 * Keeps an accepted file as a queued job of `kind` and answers its id; the file's bytes are in
 * the database before the request is answered, so a restart loses nothing. The caller kicks the
 * worker (`kickImportJobs`).
 */
export async function queueImportJob(
  db: Db,
  actor: AdminActor,
  kind: ImportJobKind,
  file: { name: string; bytes: Uint8Array },
): Promise<number> {
  const base64 = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength).toString(
    'base64',
  );
  const row = await db
    .insertInto('admin_import_jobs')
    .values({
      tenant_id: actor.tenantId,
      kind,
      file_name: file.name,
      // As base64 text the database decodes (a driver's bytea encoding may go byte by byte).
      content: sql<Uint8Array>`decode(${base64}, 'base64')`,
      created_by: actor.userId,
      created_ip: actor.ip,
      created_at: actor.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A job of the tenant of `kind`, or undefined: another tenant's job is one that does not exist. */
export async function readImportJob(
  db: Db,
  tenantId: number,
  kind: ImportJobKind,
  jobId: number,
): Promise<ImportJobView | undefined> {
  const row = await selectTenantRows(db, 'admin_import_jobs', tenantId, jobId)
    .select([
      'id',
      'state',
      'file_name',
      'line_count',
      'problem',
      'result',
      'created_at',
      'started_at',
      'finished_at',
    ])
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    jobId: Number(row.id),
    state: row.state,
    fileName: row.file_name,
    lineCount: row.line_count,
    problem: row.problem,
    result: row.result ?? null,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
