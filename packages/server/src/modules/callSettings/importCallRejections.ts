import type { CallRejectionImportResult } from '@kizuna/api-client/contract';
import { CALL_SETTINGS_LIMITS } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { countRejections, rejectionKey, type ListOwner } from './callRejections.js';
import { CallSettingsError } from './CallSettingsError.js';
import { parseRejectionFile } from './parseRejectionFile.js';
import { selectTenantRows } from '../../db/tenantRows.js';

type ImportRow = {
  id: number;
  file_name: string;
  status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  message_code: string | null;
  registered: number;
  updated: number;
  deleted: number;
  failed: number;
  created_at: Date;
};

export function toImportResult(row: ImportRow): CallRejectionImportResult {
  return {
    fileId: row.id,
    fileName: row.file_name,
    status: row.status,
    messageCode: row.message_code,
    registered: row.registered,
    updated: row.updated,
    deleted: row.deleted,
    failed: row.failed,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export const IMPORT_COLUMNS = [
  'id',
  'file_name',
  'status',
  'message_code',
  'registered',
  'updated',
  'deleted',
  'failed',
  'created_at',
] as const;

/**
 * Imports a call rejection file as a job: the result row is written first (PROCESSING), then
 * every good line and every line message in one transaction that marks it COMPLETED. A file
 * that cannot be read as a whole is marked FAILED and refused (400) with nothing applied.
 */
export async function importCallRejections(
  db: Db,
  owner: ListOwner,
  file: Blob,
  now: Date,
): Promise<CallRejectionImportResult> {
  const fileName = (file instanceof File ? file.name : '').slice(0, 255) || 'import';
  const job = await db
    .insertInto('call_rejection_imports')
    .values({
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      file_name: fileName,
      status: 'PROCESSING',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parsed =
    file.size > CALL_SETTINGS_LIMITS.importMaxBytes
      ? ({ ok: false, problem: 'FILE_TOO_LARGE' } as const)
      : parseRejectionFile(new Uint8Array(await file.arrayBuffer()));
  if (!parsed.ok) {
    await db
      .updateTable('call_rejection_imports')
      .set({ status: 'FAILED', message_code: parsed.problem, finished_at: now })
      .where('id', '=', job.id)
      .execute();
    throw new CallSettingsError('IMPORT_FILE_INVALID', `the file is refused: ${parsed.problem}`, {
      fieldErrors: [{ path: 'body.file', key: parsed.problem }],
    });
  }
  try {
    const row = await db.transaction().execute(async (tx) => {
      const details: { line: number; code: string; params: Record<string, string | number> }[] =
        parsed.failures.map((f) => ({ line: f.lineNumber, code: f.code, params: f.params }));
      let registered = 0;
      let updated = 0;
      let deleted = 0;
      let size = await countRejections(tx, owner);
      for (const line of parsed.lines) {
        const fromNumber = rejectionKey(line.number);
        const existing = await selectTenantRows(tx, 'pbx_call_rejections', owner.tenantId)
          .select('id')
          .where('user_id', '=', owner.userId)
          .where('from_number', '=', fromNumber)
          .executeTakeFirst();
        if (line.remove) {
          if (!existing) {
            details.push({ line: line.lineNumber, code: 'NOT_FOUND', params: { value: fromNumber } });
            continue;
          }
          await tx.deleteFrom('pbx_call_rejections').where('id', '=', existing.id).execute();
          deleted++;
          size--;
        } else if (existing) {
          await tx
            .updateTable('pbx_call_rejections')
            .set({ remarks: line.remarks })
            .where('id', '=', existing.id)
            .execute();
          updated++;
        } else if (size >= CALL_SETTINGS_LIMITS.rejectionsMax) {
          details.push({
            line: line.lineNumber,
            code: 'LIMIT_EXCEEDED',
            params: { max: CALL_SETTINGS_LIMITS.rejectionsMax },
          });
        } else {
          await tx
            .insertInto('pbx_call_rejections')
            .values({
              tenant_id: owner.tenantId,
              user_id: owner.userId,
              from_number: fromNumber,
              remarks: line.remarks,
            })
            .execute();
          registered++;
          size++;
        }
      }
      details.sort((a, b) => a.line - b.line);
      if (details.length > 0)
        await tx
          .insertInto('call_rejection_import_details')
          .values(
            details.map((d) => ({
              tenant_id: owner.tenantId,
              import_id: job.id,
              line_number: d.line,
              message_code: d.code,
              message_params: JSON.stringify(d.params),
              created_at: now,
            })),
          )
          .execute();
      return tx
        .updateTable('call_rejection_imports')
        .set({
          status: 'COMPLETED',
          registered,
          updated,
          deleted,
          failed: details.length,
          finished_at: now,
        })
        .where('id', '=', job.id)
        .returning(IMPORT_COLUMNS)
        .executeTakeFirstOrThrow();
    });
    return toImportResult(row);
  } catch (error) {
    await db
      .updateTable('call_rejection_imports')
      .set({ status: 'FAILED', message_code: 'FAILURE', finished_at: sql`now()` })
      .where('id', '=', job.id)
      .execute();
    throw error;
  }
}
