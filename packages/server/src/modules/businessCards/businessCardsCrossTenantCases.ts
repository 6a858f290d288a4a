import type { Db } from '../../db/createDatabase.js';
import { fileStorage } from '../../db/storedFiles.js';
import { selectTenantRows } from '../../db/tenantRows.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

/** A contact of `trial` with a card image, made when the seed has none. */
async function trialCardContact(db: Db, trialId: number): Promise<number> {
  const existing = await selectTenantRows(db, 'external_contact_images', trialId)
    .select('contact_id')
    .where('kind', '=', 'BIZCARD')
    .executeTakeFirst();
  if (existing) return existing.contact_id;
  const folder =
    (await selectTenantRows(db, 'contact_folders', trialId)
      .select('id')
      .where('folder_type', '=', 'COMMON')
      .orderBy('id')
      .executeTakeFirst()) ??
    (await db
      .insertInto('contact_folders')
      .values({
        tenant_id: trialId,
        folder_type: 'COMMON',
        owner_user_id: null,
        name: 'Trial cards',
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  const contact = await db
    .insertInto('external_contacts')
    .values({
      tenant_id: trialId,
      folder_id: folder.id,
      fullname: 'Trial card',
      registered_user_id: null,
      updated_user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A 1×1 PNG: the bytes do not matter, only that the card exists.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await db
    .insertInto('external_contact_images')
    .values({
      tenant_id: trialId,
      contact_id: contact.id,
      kind: 'BIZCARD',
      original_file_id: await fileStorage(db).put(trialId, png),
      original_type: 'image/png',
      thumbnail: png,
      thumbnail_type: 'image/png',
    })
    .execute();
  return contact.id;
}

/** Naming `trial`'s contacts while signed in to `demo` must look like naming nothing. */
export const BUSINESS_CARDS_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'businessCards.upload': async (db, trialId) => ({
    params: { contactId: await trialCardContact(db, trialId) },
    body: { file: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) },
  }),
  'businessCards.crop': async (db, trialId) => ({
    params: { contactId: await trialCardContact(db, trialId) },
    body: { x: 0, y: 0, width: 1, height: 1 },
  }),
  'businessCards.original': async (db, trialId) => ({
    params: { contactId: await trialCardContact(db, trialId) },
  }),
  'businessCards.reading': async (db, trialId) => ({
    params: { contactId: await trialCardContact(db, trialId) },
  }),
  'businessCards.send': async (db, trialId) => ({
    body: { contactId: await trialCardContact(db, trialId), contactFolderType: 'COMMON' },
  }),
  'businessCards.sendList': async (db, trialId) => ({
    body: { contactIds: [await trialCardContact(db, trialId)], contactFolderType: 'COMMON' },
  }),
};
