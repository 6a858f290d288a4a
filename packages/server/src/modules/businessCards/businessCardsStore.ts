import type { OcrSendBody } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { fileStorage } from '../../db/storedFiles.js';
import { deleteTenantRows, selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';

interface CardImageValues {
  original: Uint8Array;
  original_type: string;
  thumbnail: Uint8Array;
  thumbnail_type: string;
  updated_at: Date;
}

/**
 * Stores the card image and forgets the reading of the previous one, in one transaction; false,
 * writing nothing, when a reading of the contact's card is under way.
 */
export async function replaceCardImage(
  db: Db,
  tenantId: number,
  contactId: number,
  { original, ...rest }: CardImageValues,
): Promise<boolean> {
  // The original goes to the file storage piece by piece first; the row names it.
  const files = fileStorage(db);
  const originalFileId = await files.put(tenantId, original);
  const values = { ...rest, original_file_id: originalFileId };
  const stored = await db
    .transaction()
    .execute(async (trx) => {
      const reset = await updateTenantRows(trx, 'external_contacts', tenantId, contactId)
        .set({ ocr_result: null, ocr_result_text: null, bizcard_request_status: 'NONE' })
        .where('ocr_status', '=', 'CAN_SEND')
        .executeTakeFirst();
      if (Number(reset.numUpdatedRows) === 0) return false;
      await trx
        .insertInto('external_contact_images')
        .values({ tenant_id: tenantId, contact_id: contactId, kind: 'BIZCARD', ...values })
        .onConflict((oc) => oc.columns(['contact_id', 'kind']).doUpdateSet(values))
        .execute();
      return true;
    })
    .catch(async (error: unknown) => {
      await files.discard(tenantId, originalFileId);
      throw error;
    });
  if (!stored) await files.discard(tenantId, originalFileId);
  return stored;
}

export async function findCardImage(db: Db, tenantId: number, contactId: number) {
  const row = await selectTenantRows(db, 'external_contact_images', tenantId)
    .select(['original_file_id', 'original_type', 'updated_at'])
    .where('contact_id', '=', contactId)
    .where('kind', '=', 'BIZCARD')
    .executeTakeFirst();
  const original = row ? await fileStorage(db).read(tenantId, row.original_file_id) : null;
  return row && original
    ? { original, original_type: row.original_type, updated_at: row.updated_at }
    : undefined;
}

/** The card image as stored, to answer with: its media type and its bytes as a stream. */
export async function openCardImage(db: Db, tenantId: number, contactId: number) {
  const row = await selectTenantRows(db, 'external_contact_images', tenantId)
    .select(['original_file_id', 'original_type'])
    .where('contact_id', '=', contactId)
    .where('kind', '=', 'BIZCARD')
    .executeTakeFirst();
  const body = row ? await fileStorage(db).open(tenantId, row.original_file_id) : null;
  return row && body ? { body, type: row.original_type } : undefined;
}

/**
 * Moves the contact from CAN_SEND to SENDING and queues the reading's job; answers the contact,
 * or undefined (queueing nothing) when it was not CAN_SEND. Run it in the caller's transaction.
 */
export async function startReading(
  db: Db,
  tenantId: number,
  contactId: number,
  job: Omit<OcrSendBody, 'contactId' | 'contactFolderType'> & { requestedBy: number; at: Date },
) {
  const row = await db
    .updateTable('external_contacts')
    .set({
      ocr_status: 'SENDING',
      ocr_type: job.ocrType,
      ocr_status_updated_at: job.at,
      bizcard_request_status: 'SENDING',
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', contactId)
    .where('ocr_status', '=', 'CAN_SEND')
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  // Finished readings of the card are kept only as the contact's result columns.
  await deleteTenantRows(db, 'bizcard_ocr_jobs', tenantId)
    .where('contact_id', '=', contactId)
    .where('state', '=', 'DONE')
    .execute();
  await db
    .insertInto('bizcard_ocr_jobs')
    .values({
      tenant_id: tenantId,
      contact_id: contactId,
      requested_by: job.requestedBy,
      ocr_type: job.ocrType,
      photo_type: job.photoType,
      divide_image: job.divideImage,
      trim_image: job.trimImage,
      ocr_language: job.ocrLanguage,
      created_at: job.at,
    })
    .execute();
  return row;
}

/** Why the latest finished reading of the contact's card failed, when it did. */
export async function lastFailureCode(db: Db, tenantId: number, contactId: number) {
  const job = await selectTenantRows(db, 'bizcard_ocr_jobs', tenantId)
    .select('failure_code')
    .where('contact_id', '=', contactId)
    .where('state', '=', 'DONE')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return job?.failure_code ?? null;
}
