import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

/** A folder of `trial` of the given type, made when the seed has none. */
async function trialFolder(db: Db, trialId: number, folderType: 'COMMON' | 'PERSONAL'): Promise<number> {
  const existing = await selectTenantRows(db, 'contact_folders', trialId)
    .select('id')
    .where('folder_type', '=', folderType)
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const owner =
    folderType === 'PERSONAL'
      ? await selectTenantRows(db, 'users', trialId).select('id').orderBy('id').executeTakeFirstOrThrow()
      : null;
  const folder = await db
    .insertInto('contact_folders')
    .values({
      tenant_id: trialId,
      folder_type: folderType,
      owner_user_id: owner?.id ?? null,
      name: 'Trial folder',
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return folder.id;
}

async function trialContact(db: Db, trialId: number): Promise<number> {
  const folderId = await trialFolder(db, trialId, 'COMMON');
  const existing = await selectTenantRows(db, 'external_contacts', trialId)
    .select('id')
    .where('folder_id', '=', folderId)
    .orderBy('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const contact = await db
    .insertInto('external_contacts')
    .values({
      tenant_id: trialId,
      folder_id: folderId,
      fullname: 'Trial contact',
      registered_user_id: null,
      updated_user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return contact.id;
}

const commonFolder: CrossTenantCase = async (db, trialId) => ({
  params: { folderType: 'common', folderId: await trialFolder(db, trialId, 'COMMON') },
});
const commonFolderWithBody =
  (body: object): CrossTenantCase =>
  async (db, trialId) => ({ ...(await commonFolder(db, trialId)), body });
const commonContact: CrossTenantCase = async (db, trialId) => ({
  params: { folderType: 'common', contactId: await trialContact(db, trialId) },
});

/** Naming `trial`'s folders and contacts while signed in to `demo` must look like naming nothing. */
export const EXTERNAL_CONTACTS_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'externalContacts.search': commonFolderWithBody({ page: 1 }),
  'externalContacts.count': commonFolderWithBody({ page: 1 }),
  'externalContacts.accessible': commonFolder,
  'externalContacts.add': commonFolderWithBody({ fullname: '越境 太郎' }),
  'externalContacts.detail': commonContact,
  'externalContacts.editForm': commonContact,
  'externalContacts.edit': async (db, trialId) => ({
    ...(await commonContact(db, trialId)),
    body: { fullname: '越境 太郎' },
  }),
  'externalContacts.registeredInfo': commonContact,
  'externalContacts.deleteContact': commonContact,
  'externalContacts.deleteContacts': async (db, trialId) => ({
    ...(await commonFolder(db, trialId)),
    body: { contactIds: [await trialContact(db, trialId)] },
  }),
  'externalContacts.uploadImage': async (db, trialId) => ({
    params: { contactId: await trialContact(db, trialId) },
    body: { file: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) },
  }),
  'externalContacts.deleteImage': async (db, trialId) => ({
    params: { contactId: await trialContact(db, trialId) },
  }),
  'contactFolders.commonUpdate': async (db, trialId) => ({
    params: { folderId: await trialFolder(db, trialId, 'COMMON') },
    body: { folderName: '越境' },
  }),
  'contactFolders.commonDelete': async (db, trialId) => ({
    body: { folderIds: [await trialFolder(db, trialId, 'COMMON')] },
  }),
  'contactFolders.commonCopyContacts': async (db, trialId) => ({
    params: { folderId: await trialFolder(db, trialId, 'COMMON') },
    body: {
      destFolderId: await trialFolder(db, trialId, 'COMMON'),
      sourceData: { contactIds: [await trialContact(db, trialId)] },
    },
  }),
  'contactFolders.personalUpdate': async (db, trialId) => ({
    params: { folderId: await trialFolder(db, trialId, 'PERSONAL') },
    body: { folderName: '越境' },
  }),
  'contactFolders.personalDelete': async (db, trialId) => ({
    params: { folderId: await trialFolder(db, trialId, 'PERSONAL') },
  }),
  'contactFolders.personalCopyContacts': async (db, trialId) => ({
    params: { folderId: await trialFolder(db, trialId, 'PERSONAL') },
    body: {
      destFolderId: await trialFolder(db, trialId, 'COMMON'),
      sourceData: { contactIds: [await trialContact(db, trialId)] },
    },
  }),
};
