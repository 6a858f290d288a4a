import { ExternalContactFieldsSchema, type FolderType } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import * as v from 'valibot';
import type { Db } from '../../db/createDatabase.js';
import { fileStorage } from '../../db/storedFiles.js';
import { UploadBudgetError, UploadTaskError, uploadWorkerPool } from '../../workers/UploadWorkerPool.js';
import { exceedsPixelLimit, IMAGE_MAX_PIXELS } from '../faceImages/index.js';
import { insertExternalContacts } from '../externalContacts/index.js';
import type { ImportedContact } from './ImportedContact.js';
import { ImportFileError } from './ImportFileError.js';
import { importLineReason } from './importLineReason.js';
import { acceptsFileName, type ImportKind } from './readImportFile.js';
import type { UploadSpool } from './uploadSpool.js';
import { selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';

/** How long a worker holds a file; a file still unprocessed after it is picked up again. */
export const LEASE_MS = 5 * 60_000;

const PHOTO_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif']);

/** A photo is left out (the contact still imports) when it cannot be decoded or has too many pixels. */
async function photoImages(photo: ImportedContact['photo']) {
  if (!photo || !PHOTO_TYPES.has(photo.mediaType)) return null;
  try {
    if (await exceedsPixelLimit(photo.bytes)) return null;
    const thumbnail = await sharp(photo.bytes, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(160, 160, { fit: 'cover' })
      .jpeg()
      .toBuffer();
    return {
      original: photo.bytes,
      originalType: photo.mediaType === 'image/jpg' ? 'image/jpeg' : photo.mediaType,
      thumbnail,
    };
  } catch {
    // A photo that does not decode is left out; the contact itself still imports.
    return null;
  }
}

/**
 * The file's contacts, read in an upload worker within its time and memory budget: what runs
 * out of it is TIMEOUT (the file is too large; split it), as the spec's import codes say.
 */
async function readInWorker(kind: ImportKind, name: string, content: Uint8Array): Promise<ImportedContact[]> {
  const bytes = new Uint8Array(content); // a copy of its own, handed over to the worker
  try {
    return await uploadWorkerPool().run('readImportFile', [kind, name, bytes], [bytes.buffer]);
  } catch (error) {
    if (error instanceof UploadTaskError && error.importCode) {
      throw new ImportFileError(error.importCode, error.message);
    }
    if (error instanceof UploadBudgetError && error.reason !== 'crash') {
      throw new ImportFileError('TIMEOUT', `${name}: ${error.message}`);
    }
    throw error;
  }
}

interface ClaimedFile {
  id: number;
  tenant_id: number;
  job_id: number;
  file_name: string;
  content: Uint8Array | null;
}

interface JobRow {
  id: number;
  tenant_id: number;
  user_id: number;
  folder_id: number | null;
  folder_type: FolderType;
  kind: ImportKind;
}

async function finishFile(
  db: Db,
  file: ClaimedFile,
  code: ImportFileError['code'],
  detail: string,
): Promise<void> {
  await db
    .updateTable('contact_import_files')
    .set({
      processed: true,
      message_code: code,
      message_detail: detail,
      content: null,
      lease_until: null,
      processed_at: new Date(),
    })
    .where('tenant_id', '=', file.tenant_id)
    .where('id', '=', file.id)
    .execute();
}

/**
 * Imports one file in one transaction: every valid contact is added and each line's outcome kept;
 * a file refused whole (its ImportFileError code) adds nothing.
 */
async function importFile(db: Db, job: JobRow, file: ClaimedFile): Promise<void> {
  try {
    if (!acceptsFileName(job.kind, file.file_name)) {
      throw new ImportFileError('UNSUPPORTED_FILE_EXTENSION', `${file.file_name}: extension not accepted`);
    }
    if (!file.content) {
      throw new ImportFileError('FAILURE', 'the server stopped before the file was read: upload it again');
    }
    const contacts = await readInWorker(job.kind, file.file_name, file.content);
    const checked = contacts.map((contact) => ({
      contact,
      result: v.safeParse(ExternalContactFieldsSchema, contact.fields),
    }));
    // One photo at a time: a file of large photos does not hold every decoding thread at once.
    const photos: Awaited<ReturnType<typeof photoImages>>[] = [];
    for (const { contact, result } of checked) {
      photos.push(result.success ? await photoImages(contact.photo) : null);
    }
    await db.transaction().execute(async (trx) => {
      const folder = job.folder_id
        ? await selectTenantRows(trx, 'contact_folders', job.tenant_id, job.folder_id)
            .select(['id', 'folder_type'])
            .forUpdate()
            .executeTakeFirst()
        : undefined;
      if (!folder) throw new ImportFileError('FOLDER_ACCESSIBLE_ERROR', 'the folder no longer exists');
      const valid = checked.flatMap(({ result }, index) =>
        result.success ? [{ fields: result.output, index }] : [],
      );
      const limit = await sql<{ limit: number | null; count: number }>`
        select t.external_contact_limit as "limit",
          (select count(*) from external_contacts c where c.tenant_id = t.id)::int as count
        from tenants t where t.id = ${job.tenant_id}`.execute(trx);
      const licence = limit.rows[0];
      if (licence?.limit != null && licence.count + valid.length > licence.limit) {
        throw new ImportFileError('LICENSE_LIMIT_EXCEEDED', `the licence allows ${licence.limit} contacts`);
      }
      const ids = await insertExternalContacts(
        trx,
        job.tenant_id,
        { folderId: folder.id },
        valid.map((item) => item.fields),
        job.user_id,
      );
      const idByIndex = new Map(valid.map((item, n) => [item.index, ids[n] as number]));
      const images = [];
      for (const item of valid) {
        const photo = photos[item.index];
        const contactId = idByIndex.get(item.index);
        if (!photo || !contactId) continue;
        images.push({
          tenant_id: job.tenant_id,
          contact_id: contactId,
          kind: 'PHOTO' as const,
          // In the import's transaction, piece by piece: a photo of a vCard is at most 3 MB.
          original_file_id: await fileStorage(trx).put(job.tenant_id, photo.original),
          original_type: photo.originalType,
          thumbnail: photo.thumbnail,
          thumbnail_type: 'image/jpeg',
        });
      }
      if (images.length > 0) await trx.insertInto('external_contact_images').values(images).execute();
      const rows = checked.map(({ contact, result }, index) => {
        const failure = result.success ? null : importLineReason(result.issues);
        return {
          tenant_id: job.tenant_id,
          job_id: job.id,
          file_id: file.id,
          line: contact.line,
          name: contact.fields.fullname ?? '',
          company_name: contact.fields.companyName ?? '',
          phone_num:
            contact.fields.phoneNum || contact.fields.mobileNum || contact.fields.companyPhoneNum || '',
          result: result.success ? ('REGISTERED' as const) : ('FAILED' as const),
          reason: failure?.detail ?? '',
          reason_code: failure?.code ?? null,
          reason_field: failure?.field ?? '',
          contact_id: idByIndex.get(index) ?? null,
        };
      });
      for (let start = 0; start < rows.length; start += 500) {
        await trx
          .insertInto('contact_import_rows')
          .values(rows.slice(start, start + 500))
          .execute();
      }
      await trx
        .updateTable('contact_import_files')
        .set({
          processed: true,
          message_code: 'RESULT',
          add_count: valid.length,
          failure_count: checked.length - valid.length,
          content: null,
          lease_until: null,
          processed_at: new Date(),
        })
        .where('tenant_id', '=', job.tenant_id)
        .where('id', '=', file.id)
        .execute();
    });
  } catch (error) {
    if (error instanceof ImportFileError) await finishFile(db, file, error.code, error.message);
    else {
      console.error(`contact import of file ${file.id} failed:`, error);
      await finishFile(db, file, 'FAILURE', 'the import failed');
    }
  }
}

async function finishJobIfDone(db: Db, tenantId: number, jobId: number): Promise<void> {
  const files = await selectTenantRows(db, 'contact_import_files', tenantId)
    .select(['processed', 'message_code'])
    .where('job_id', '=', jobId)
    .execute();
  if (files.some((file) => !file.processed)) return;
  const failed = files.some((file) => file.message_code !== 'RESULT');
  await updateTenantRows(db, 'contact_import_jobs', tenantId, jobId)
    .set({ status: failed ? 2 : 1, finished_at: new Date() })
    .where('status', '=', 0)
    .execute();
}

/** Takes a file no worker holds (or whose worker's lease ran out); null when another has it. */
async function claimFile(db: Db, tenantId: number, fileId: number, now: Date): Promise<ClaimedFile | null> {
  const claimed = await updateTenantRows(db, 'contact_import_files', tenantId, fileId)
    .set({ lease_until: new Date(now.getTime() + LEASE_MS) })
    .where('processed', '=', false)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .returning([
      'id',
      'tenant_id',
      'job_id',
      'file_name',
      sql<string | null>`encode(content, 'base64')`.as('content'),
    ])
    .executeTakeFirst();
  return claimed
    ? {
        ...claimed,
        content: claimed.content === null ? null : new Uint8Array(Buffer.from(claimed.content, 'base64')),
        id: Number(claimed.id),
        job_id: Number(claimed.job_id),
        tenant_id: Number(claimed.tenant_id),
      }
    : null;
}

/**
 * Runs the unprocessed files of the given jobs (all of the user's when none are named), one
 * after another. Uploads call it right after accepting, with the files' bytes still in memory
 * (`uploaded`, by file id); result pages call it too, so files left behind by a stopped server
 * are picked up again. A file the database does not keep is read from the spool, which lets
 * go of it once the file is finished.
 */
export async function runPendingImports(
  db: Db,
  spool: UploadSpool | null,
  tenantId: number,
  userId: number,
  jobIds?: readonly number[],
  uploaded?: ReadonlyMap<number, Uint8Array>,
): Promise<void> {
  let query = db
    .selectFrom('contact_import_files as f')
    .innerJoin('contact_import_jobs as j', (join) =>
      join.onRef('j.id', '=', 'f.job_id').onRef('j.tenant_id', '=', 'f.tenant_id'),
    )
    .select([
      'f.id as fileId',
      'f.file_name as fileName',
      'j.id',
      'j.tenant_id',
      'j.user_id',
      'j.folder_id',
      'j.folder_type',
      'j.kind',
    ])
    .where('f.tenant_id', '=', tenantId)
    .where('j.user_id', '=', userId)
    .where('f.processed', '=', false)
    .orderBy('f.id');
  if (jobIds) query = query.where('j.id', 'in', jobIds.length > 0 ? [...jobIds] : [0]);
  const pending = await query.execute();
  for (const row of pending) {
    const fileId = Number(row.fileId);
    const held = uploaded?.get(fileId);
    // A file handed over in memory was leased to this run when it was accepted.
    const file = held
      ? { id: fileId, tenant_id: tenantId, job_id: Number(row.id), file_name: row.fileName, content: held }
      : await claimFile(db, tenantId, fileId, new Date());
    if (!file) continue;
    if (!file.content && spool) file.content = await spool.get(tenantId, fileId);
    const job: JobRow = {
      id: Number(row.id),
      tenant_id: Number(row.tenant_id),
      user_id: Number(row.user_id),
      folder_id: row.folder_id === null ? null : Number(row.folder_id),
      folder_type: row.folder_type,
      kind: row.kind,
    };
    await importFile(db, job, file);
    await finishJobIfDone(db, tenantId, job.id);
    await spool?.delete(tenantId, fileId);
  }
}

/** Starts runPendingImports without waiting; an error is logged, the files stay for the next run. */
export function startPendingImports(
  db: Db,
  spool: UploadSpool | null,
  tenantId: number,
  userId: number,
  jobIds?: readonly number[],
  uploaded?: ReadonlyMap<number, Uint8Array>,
): void {
  void runPendingImports(db, spool, tenantId, userId, jobIds, uploaded).catch((error: unknown) => {
    console.error('contact import worker stopped:', error);
  });
}

/**
 * At the start of a server that alone owns its database (the embedded one): the files its
 * previous run accepted but did not finish are imported from the spool now, whatever their
 * lease says (that run is gone), and spooled bytes no unfinished file needs any more (of a
 * finished, deleted or tenant-less file) are removed.
 */
export async function resumeImports(db: Db, spool: UploadSpool): Promise<void> {
  const pending = await db
    .selectFrom('contact_import_files as f')
    .innerJoin('contact_import_jobs as j', (join) =>
      join.onRef('j.id', '=', 'f.job_id').onRef('j.tenant_id', '=', 'f.tenant_id'),
    )
    .select(['f.id', 'f.tenant_id', 'j.user_id'])
    .where('f.processed', '=', false)
    .execute();
  const needed = new Set(pending.map((row) => `${row.tenant_id}/${row.id}`));
  for (const kept of await spool.list()) {
    if (!needed.has(`${kept.tenantId}/${kept.fileId}`)) await spool.delete(kept.tenantId, kept.fileId);
  }
  if (pending.length === 0) return;
  await db
    .updateTable('contact_import_files')
    .set({ lease_until: null })
    .where('processed', '=', false)
    .execute();
  const users = new Map(pending.map((row) => [`${row.tenant_id}/${row.user_id}`, row]));
  for (const row of users.values()) {
    startPendingImports(db, spool, Number(row.tenant_id), Number(row.user_id));
  }
}
