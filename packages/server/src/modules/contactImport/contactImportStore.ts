import { IMPORT_RESULT_PAGE_SIZE, UPLOAD_HISTORY_STATUS_NAMES } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { FolderRow } from '../externalContacts/index.js';
import type { Principal } from '../principal/index.js';
import type { ImportKind } from './readImportFile.js';
import { LEASE_MS } from './runContactImport.js';
import { deleteTenantRows, selectTenantRows } from '../../db/tenantRows.js';

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

const statusOf = (status: number): 0 | 1 | 2 => (status === 1 || status === 2 ? status : 0);

export async function loadHistory(db: Db, tenantId: number, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('contact_import_jobs as j')
    .leftJoin('contact_folders as c', (join) =>
      join.onRef('c.id', '=', 'j.folder_id').onRef('c.tenant_id', '=', 'j.tenant_id'),
    )
    .select([
      'j.id',
      'j.status',
      'j.upload_file',
      'j.user_id',
      'j.tenant_id',
      'j.device_id',
      'j.created_at',
      'j.folder_type',
      'j.folder_id',
      'c.name as folder_name',
      sql<number>`(select coalesce(sum(f.add_count), 0)::int from contact_import_files f where f.tenant_id = j.tenant_id and f.job_id = j.id)`.as(
        'add_count',
      ),
      sql<number>`(select coalesce(sum(f.failure_count), 0)::int from contact_import_files f where f.tenant_id = j.tenant_id and f.job_id = j.id)`.as(
        'failure_count',
      ),
    ])
    .where('j.tenant_id', '=', tenantId)
    .where('j.user_id', '=', userId)
    .where('j.id', 'in', [...ids])
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc')
    .execute();
  return rows.map((row) => {
    const status = statusOf(row.status);
    return {
      uploadHistoryId: Number(row.id),
      status,
      statusStr: UPLOAD_HISTORY_STATUS_NAMES[status],
      uploadFile: row.upload_file,
      uploadTime: row.created_at.toISOString(),
      userId: Number(row.user_id),
      tenantId: Number(row.tenant_id),
      deviceId: row.device_id,
      createdAt: row.created_at.toISOString(),
      folderType: row.folder_type,
      folderId: row.folder_id === null ? null : Number(row.folder_id),
      folderName: row.folder_name,
      addCount: row.add_count,
      failureCount: row.failure_count,
    };
  });
}

/** An upload as it is recorded: its files' bytes are kept in their rows only when `contents` is given. */
export interface UploadRecord {
  folder: Pick<FolderRow, 'id' | 'folder_type'>;
  kind: ImportKind;
  names: readonly string[];
  contents: readonly Uint8Array[] | null;
  /** A folder the user may read but not change: every file ends at once with its code. */
  editable: boolean;
  deviceId: string | null;
  now: Date;
}

/** Records an upload and its files in one transaction; answers their ids. */
export async function insertUpload(db: Db, principal: Principal, upload: UploadRecord) {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .insertInto('contact_import_jobs')
      .values({
        tenant_id: principal.tenant.id,
        user_id: principal.user.id,
        folder_id: upload.folder.id,
        folder_type: upload.folder.folder_type,
        kind: upload.kind,
        // A folder the user may read but not change: every file ends at once with its code.
        status: upload.editable ? 0 : 2,
        upload_file: upload.names.join(', '),
        device_id: upload.deviceId,
        created_at: upload.now,
        finished_at: upload.editable ? null : upload.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('contact_import_files')
      .values(
        upload.names.map((name, index) => ({
          tenant_id: principal.tenant.id,
          job_id: job.id,
          file_name: name,
          // As base64 text the database decodes (a driver's bytea encoding may go byte by byte).
          content: upload.contents?.[index]
            ? sql<Uint8Array>`decode(${base64(upload.contents[index])}, 'base64')`
            : null,
          processed: !upload.editable,
          // Leased to the run this upload starts, which has the bytes in memory.
          lease_until: upload.editable ? new Date(upload.now.getTime() + LEASE_MS) : null,
          message_code: upload.editable ? null : ('FOLDER_ACCESSIBLE_ERROR' as const),
          message_detail: upload.editable ? '' : 'the folder is read-only for the user',
          created_at: upload.now,
          processed_at: upload.editable ? null : upload.now,
        })),
      )
      .returning('id')
      .execute();
    return { uploadHistoryId: Number(job.id), fileIds: inserted.map((row) => Number(row.id)) };
  });
}

/** Withdraws an upload whole (its files go with it). */
export async function deleteUpload(db: Db, tenantId: number, uploadId: number) {
  await deleteTenantRows(db, 'contact_import_jobs', tenantId, uploadId).execute();
}

/** A page of the user's imported files into a folder, newest first, and how many there are. */
export async function importFilePage(db: Db, principal: Principal, folderId: number, page: number) {
  const base = db
    .selectFrom('contact_import_files as f')
    .innerJoin('contact_import_jobs as j', (join) =>
      join.onRef('j.id', '=', 'f.job_id').onRef('j.tenant_id', '=', 'f.tenant_id'),
    )
    .where('f.tenant_id', '=', principal.tenant.id)
    .where('j.user_id', '=', principal.user.id)
    .where('j.folder_id', '=', folderId);
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    base
      .select([
        'f.id',
        'f.file_name',
        'f.created_at',
        'f.processed',
        'f.message_code',
        'f.add_count',
        'f.failure_count',
        'j.id as job_id',
      ])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(IMPORT_RESULT_PAGE_SIZE)
      .offset((page - 1) * IMPORT_RESULT_PAGE_SIZE)
      .execute(),
  ]);
  return { count: count.count, rows };
}

/** One imported file of the user. */
export async function findImportFile(db: Db, principal: Principal, fileId: number) {
  return db
    .selectFrom('contact_import_files as f')
    .innerJoin('contact_import_jobs as j', (join) =>
      join.onRef('j.id', '=', 'f.job_id').onRef('j.tenant_id', '=', 'f.tenant_id'),
    )
    .select([
      'f.id',
      'f.file_name',
      'f.processed',
      'f.message_code',
      'f.add_count',
      'f.failure_count',
      'f.processed_at',
      'f.created_at',
    ])
    .where('f.tenant_id', '=', principal.tenant.id)
    .where('j.user_id', '=', principal.user.id)
    .where('f.id', '=', fileId)
    .executeTakeFirst();
}

/** The lines of a file that failed, in order, and how many there are. */
export async function failedRowPage(
  db: Db,
  tenantId: number,
  fileId: number,
  page: { limit: number; offset: number },
) {
  const failedRows = selectTenantRows(db, 'contact_import_rows', tenantId)
    .where('file_id', '=', fileId)
    .where('result', '=', 'FAILED');
  const failed = await failedRows.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  const rows = await failedRows
    .select(['line', 'name', 'reason', 'reason_code', 'reason_field', 'created_at'])
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { count: failed.count, rows };
}

/** The ids of a page of the user's uploads, newest first, and how many there are. */
export async function uploadIdPage(db: Db, principal: Principal, page: number) {
  const base = selectTenantRows(db, 'contact_import_jobs', principal.tenant.id).where(
    'user_id',
    '=',
    principal.user.id,
  );
  const [count, ids] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    base
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(IMPORT_RESULT_PAGE_SIZE)
      .offset((page - 1) * IMPORT_RESULT_PAGE_SIZE)
      .execute(),
  ]);
  return { count: count.count, ids: ids.map((row) => Number(row.id)) };
}

/** A page of the contacts an upload read, in order, and how many there are. */
export async function uploadRowPage(db: Db, tenantId: number, uploadId: number, page: number) {
  const base = selectTenantRows(db, 'contact_import_rows', tenantId).where('job_id', '=', uploadId);
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    base
      .select([
        'id',
        'name',
        'company_name',
        'phone_num',
        'result',
        'reason',
        'reason_code',
        'reason_field',
        'created_at',
      ])
      .orderBy('id')
      .limit(IMPORT_RESULT_PAGE_SIZE)
      .offset((page - 1) * IMPORT_RESULT_PAGE_SIZE)
      .execute(),
  ]);
  return { count: count.count, rows };
}
