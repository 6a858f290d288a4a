import {
  IMPORT_MAX_FILES,
  IMPORT_RESULT_PAGE_SIZE,
  LIMITS,
  type Contract,
  type FolderTypeParam,
} from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { canEditFolder, folderTypeOf, readableFolder } from '../externalContacts/index.js';
import { canExportContacts, type Principal } from '../principal/index.js';
import type { Db } from '../../db/createDatabase.js';
import { ContactImportError } from './ContactImportError.js';
import { exportFolder, exportSample } from './contactExport.js';
import type { ImportKind } from './readImportFile.js';
import { startPendingImports } from './runContactImport.js';
import type { UploadSpool } from './uploadSpool.js';
import {
  deleteUpload,
  failedRowPage,
  findImportFile,
  importFilePage,
  insertUpload,
  loadHistory,
  uploadIdPage,
  uploadRowPage,
} from './contactImportStore.js';

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
  const accepted = await insertUpload(db, principal, {
    folder,
    kind,
    names,
    contents: keepContent && editable ? contents : null,
    editable,
    deviceId: body.deviceId ?? null,
    now,
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
      await deleteUpload(db, principal.tenant.id, accepted.uploadHistoryId);
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
    const { page } = input.query;
    const { count, rows } = await importFilePage(db, principal, folder.id, page);
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
      ...paging(page, count),
    };
  },

  async importVcfResultDetails({ deps, principal, input }) {
    const { db } = deps;
    const { fileId, page } = input.query;
    const file = await findImportFile(db, principal, fileId);
    if (!file) throw new ContactImportError('IMPORT_FILE_NOT_FOUND', `no import file ${fileId} of the user`);
    if (!file.processed || !file.message_code) return { items: [], ...paging(page, 0) };
    const offset = (page - 1) * IMPORT_RESULT_PAGE_SIZE;
    // The file's own message comes first, then one per line that failed.
    const { count: failedCount, rows } = await failedRowPage(db, principal.tenant.id, file.id, {
      limit: offset === 0 ? IMPORT_RESULT_PAGE_SIZE - 1 : IMPORT_RESULT_PAGE_SIZE,
      offset: offset === 0 ? 0 : offset - 1,
    });
    const total = 1 + failedCount;
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
    // The tenant's export settings (GET /principal/company/exContactsExportSettings).
    if (!canExportContacts(principal, folder.folder_type)) {
      throw new ContactImportError(
        'EXPORT_NOT_ALLOWED',
        'the tenant keeps the contacts of this kind of folder inside',
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
    const { count, ids } = await uploadIdPage(db, principal, page);
    const items = await loadHistory(db, principal.tenant.id, principal.user.id, ids);
    return { items, ...paging(page, count) };
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
    const { count, rows } = await uploadRowPage(db, principal.tenant.id, job.uploadHistoryId, page);
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
      ...paging(page, count),
    };
  },
};
