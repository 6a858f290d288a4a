import {
  IMPORT_MAX_FILES,
  IMPORT_RESULT_PAGE_SIZE,
  LIMITS,
  UPLOAD_HISTORY_STATUS_NAMES,
  type Contract,
  type FolderTypeParam,
} from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { canEditFolder, folderTypeOf, readableFolder } from '../externalContacts/index.js';
import type { Principal } from '../principal/index.js';
import type { Db } from '../../db/createDatabase.js';
import { ContactImportError } from './ContactImportError.js';
import { exportFolder, exportSample } from './contactExport.js';
import type { ImportKind } from './readImportFile.js';
import { LEASE_MS, startPendingImports } from './runContactImport.js';
import type { UploadSpool } from './uploadSpool.js';

function paging(page: number, totalCount: number, size = IMPORT_RESULT_PAGE_SIZE) {
  const offset = (page - 1) * size;
  return { totalCount, size, offset, page, hasNext: offset + size < totalCount, hasPrevious: page > 1 };
}

/**
 * Accepts the files of an upload and starts importing them from memory. Each file is also kept
 * until it is processed, so that a restart (or, on PostgreSQL, another node) can finish it: in
 * its row on PostgreSQL; in the upload spool on the embedded database, which runs one statement
 * at a time, where storing a file of megabytes would hold every request for seconds. Either way
 * the bytes are durable before the upload is acknowledged.
 */
async function acceptUpload(
  db: Db,
  spool: UploadSpool | null,
  keepContent: boolean,
  principal: Principal,
  params: { folderType: FolderTypeParam; folderId: number },
  body: { 'files[]': Blob[]; deviceId?: string | undefined },
  kind: ImportKind,
) {
  const files = body['files[]'];
  if (files.length > IMPORT_MAX_FILES) {
    throw new ContactImportError('TOO_MANY_FILES', `at most ${IMPORT_MAX_FILES} files at once`, {
      fieldErrors: [{ path: 'body.files[]', key: 'max', values: { max: IMPORT_MAX_FILES } }],
    });
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > LIMITS.multipartMaxFileSize) {
    throw new RequestError('PAYLOAD_TOO_LARGE', `the files exceed ${LIMITS.multipartMaxFileSize} bytes`);
  }
  const folder = await readableFolder(db, principal, folderTypeOf(params.folderType), params.folderId);
  const editable = canEditFolder(principal, folder);
  const contents = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  const names = files.map((file) => (file instanceof File && file.name ? file.name : 'file'));
  const now = new Date();
  const accepted = await db.transaction().execute(async (trx) => {
    const job = await trx
      .insertInto('contact_import_jobs')
      .values({
        tenant_id: principal.tenant.id,
        user_id: principal.user.id,
        folder_id: folder.id,
        folder_type: folder.folder_type,
        kind,
        // A folder the user may read but not change: every file ends at once with its code.
        status: editable ? 0 : 2,
        upload_file: names.join(', '),
        device_id: body.deviceId ?? null,
        created_at: now,
        finished_at: editable ? null : now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('contact_import_files')
      .values(
        names.map((name, index) => ({
          tenant_id: principal.tenant.id,
          job_id: job.id,
          file_name: name,
          // As base64 text the database decodes (a driver's bytea encoding may go byte by byte).
          content:
            keepContent && editable && contents[index]
              ? sql<Uint8Array>`decode(${base64(contents[index])}, 'base64')`
              : null,
          processed: !editable,
          // Leased to the run this upload starts, which has the bytes in memory.
          lease_until: editable ? new Date(now.getTime() + LEASE_MS) : null,
          message_code: editable ? null : ('FOLDER_ACCESSIBLE_ERROR' as const),
          message_detail: editable ? '' : 'the folder is read-only for the user',
          created_at: now,
          processed_at: editable ? null : now,
        })),
      )
      .returning('id')
      .execute();
    return { uploadHistoryId: Number(job.id), fileIds: inserted.map((row) => Number(row.id)) };
  });
  if (editable && spool && !keepContent) {
    try {
      await Promise.all(
        accepted.fileIds.map((id, index) =>
          spool.put(principal.tenant.id, id, contents[index] ?? new Uint8Array()),
        ),
      );
    } catch (error) {
      // Not acknowledged, so not kept: the upload is withdrawn whole.
      await Promise.all(accepted.fileIds.map((id) => spool.delete(principal.tenant.id, id)));
      await db
        .deleteFrom('contact_import_jobs')
        .where('tenant_id', '=', principal.tenant.id)
        .where('id', '=', accepted.uploadHistoryId)
        .execute();
      throw error;
    }
  }
  if (editable) {
    const uploaded = new Map(accepted.fileIds.map((id, index) => [id, contents[index] ?? new Uint8Array()]));
    startPendingImports(
      db,
      spool,
      principal.tenant.id,
      principal.user.id,
      [accepted.uploadHistoryId],
      uploaded,
    );
  }
  return accepted;
}

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

const statusOf = (status: number): 0 | 1 | 2 => (status === 1 || status === 2 ? status : 0);

/** Import and export of external contacts, and the upload history (contract area `contactImport`). */
export const contactImportHandlers: AreaHandlers<Contract['contactImport']> = {
  async importTsv({ deps, principal, input }) {
    return acceptUpload(
      deps.db,
      deps.uploadSpool ?? null,
      deps.config.databaseUrl !== null,
      principal,
      input.params,
      input.body,
      'TSV',
    );
  },

  async importVcf({ deps, principal, input }) {
    return acceptUpload(
      deps.db,
      deps.uploadSpool ?? null,
      deps.config.databaseUrl !== null,
      principal,
      input.params,
      input.body,
      'VCF',
    );
  },

  async importVcfResult({ deps, principal, input }) {
    const { db } = deps;
    const folder = await readableFolder(
      db,
      principal,
      folderTypeOf(input.params.folderType),
      input.params.folderId,
    );
    startPendingImports(db, deps.uploadSpool ?? null, principal.tenant.id, principal.user.id);
    const base = db
      .selectFrom('contact_import_files as f')
      .innerJoin('contact_import_jobs as j', (join) =>
        join.onRef('j.id', '=', 'f.job_id').onRef('j.tenant_id', '=', 'f.tenant_id'),
      )
      .where('f.tenant_id', '=', principal.tenant.id)
      .where('j.user_id', '=', principal.user.id)
      .where('j.folder_id', '=', folder.id);
    const { page } = input.query;
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
    return {
      items: rows.map((row) => ({
        fileId: Number(row.id),
        fileName: row.file_name,
        createdAt: row.created_at.toISOString(),
        processed: row.processed,
        messageCode: row.message_code,
        addCount: row.add_count,
        failureCount: row.failure_count,
        uploadHistoryId: Number(row.job_id),
      })),
      ...paging(page, count.count),
    };
  },

  async importVcfResultDetails({ deps, principal, input }) {
    const { db } = deps;
    const { fileId, page } = input.query;
    const file = await db
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
    if (!file) throw new ContactImportError('IMPORT_FILE_NOT_FOUND', `no import file ${fileId} of the user`);
    if (!file.processed || !file.message_code) return { items: [], ...paging(page, 0) };
    const failedRows = db
      .selectFrom('contact_import_rows')
      .where('tenant_id', '=', principal.tenant.id)
      .where('file_id', '=', file.id)
      .where('result', '=', 'FAILED');
    const failed = await failedRows.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    const total = 1 + failed.count;
    const offset = (page - 1) * IMPORT_RESULT_PAGE_SIZE;
    // The file's own message comes first, then one per line that failed.
    const rows = await failedRows
      .select(['line', 'name', 'reason', 'reason_code', 'reason_field', 'created_at'])
      .orderBy('id')
      .limit(offset === 0 ? IMPORT_RESULT_PAGE_SIZE - 1 : IMPORT_RESULT_PAGE_SIZE)
      .offset(offset === 0 ? 0 : offset - 1)
      .execute();
    const at = (file.processed_at ?? file.created_at).toISOString();
    const head =
      offset === 0
        ? [
            {
              fileId: Number(file.id),
              messageCode: file.message_code,
              messageParams: (file.message_code === 'RESULT'
                ? { fileName: file.file_name, addCount: file.add_count, failureCount: file.failure_count }
                : { fileName: file.file_name }) as Record<string, string | number>,
              createdAt: at,
            },
          ]
        : [];
    return {
      items: [
        ...head,
        ...rows.map((row) => ({
          fileId: Number(file.id),
          messageCode: 'FAILURE' as const,
          messageParams: {
            fileName: file.file_name,
            line: row.line,
            name: row.name,
            ...(row.reason_code
              ? { reasonCode: row.reason_code, field: row.reason_field }
              : { reason: row.reason }),
          },
          createdAt: row.created_at.toISOString(),
        })),
      ],
      ...paging(page, total),
    };
  },

  async export({ deps, principal, input }) {
    const folder = await readableFolder(
      deps.db,
      principal,
      folderTypeOf(input.params.folderType),
      input.params.folderId,
    );
    // The tenant's export settings (GET /principal/company/exContactsExportSettings) follow copy inhibit.
    if (principal.tenant.copy_inhibit) {
      throw new ContactImportError(
        'EXPORT_NOT_ALLOWED',
        'the tenant keeps its contacts inside (copy inhibit)',
      );
    }
    return exportFolder(
      deps.db,
      principal.tenant.id,
      folder.id,
      input.query.format,
      input.query.charset,
      deps.clock(),
      input.query.version,
    );
  },

  async exportSample({ input }) {
    return exportSample(input.query.charset);
  },

  async uploadHistory({ deps, principal, input }) {
    const { db } = deps;
    startPendingImports(db, deps.uploadSpool ?? null, principal.tenant.id, principal.user.id);
    const { page } = input.query;
    const base = db
      .selectFrom('contact_import_jobs')
      .where('tenant_id', '=', principal.tenant.id)
      .where('user_id', '=', principal.user.id);
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
    const items = await loadHistory(
      db,
      principal.tenant.id,
      principal.user.id,
      ids.map((row) => Number(row.id)),
    );
    return { items, ...paging(page, count.count) };
  },

  async uploadHistoryItem({ deps, principal, input }) {
    const [item] = await loadHistory(deps.db, principal.tenant.id, principal.user.id, [input.params.id]);
    if (!item)
      throw new ContactImportError('UPLOAD_HISTORY_NOT_FOUND', `no upload ${input.params.id} of the user`);
    return item;
  },

  async uploadHistoryDetail({ deps, principal, input }) {
    const { db } = deps;
    const [job] = await loadHistory(db, principal.tenant.id, principal.user.id, [input.params.id]);
    if (!job)
      throw new ContactImportError('UPLOAD_HISTORY_NOT_FOUND', `no upload ${input.params.id} of the user`);
    const { page } = input.query;
    const base = db
      .selectFrom('contact_import_rows')
      .where('tenant_id', '=', principal.tenant.id)
      .where('job_id', '=', job.uploadHistoryId);
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
    return {
      items: rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        companyName: row.company_name,
        phoneNum: row.phone_num,
        result: row.result,
        reasonCode: row.reason_code,
        reasonField: row.reason_field,
        reason: row.reason,
        insertTime: row.created_at.toISOString(),
      })),
      ...paging(page, count.count),
    };
  },
};

async function loadHistory(db: Db, tenantId: number, userId: number, ids: readonly number[]) {
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
