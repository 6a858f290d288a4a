import type { Db } from '../../db/createDatabase.js';
import { type FolderRow } from '../externalContacts/index.js';
import type { Principal } from '../principal/index.js';
import { deleteTenantRows, selectTenantRows } from '../../db/tenantRows.js';

export async function contactCount(db: Db, tenantId: number, folderId: number): Promise<number> {
  const { n } = await selectTenantRows(db, 'external_contacts', tenantId)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('folder_id', '=', folderId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function deleteFolders(db: Db, tenantId: number, folderIds: readonly number[]): Promise<number> {
  const result = await deleteTenantRows(db, 'contact_folders', tenantId)
    .where('id', 'in', [...folderIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The folders of a type the user may see (personal ones: their own), with their contact counts. */
export async function folderRowsOf(db: Db, principal: Principal, folderType: 'COMMON' | 'PERSONAL') {
  return db
    .selectFrom('contact_folders as f')
    .selectAll('f')
    .select((eb) =>
      eb
        .selectFrom('external_contacts as c')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('c.folder_id', '=', 'f.id')
        .where('c.tenant_id', '=', principal.tenant.id)
        .as('contact_count'),
    )
    .where('f.tenant_id', '=', principal.tenant.id)
    .where('f.folder_type', '=', folderType)
    .$if(folderType === 'PERSONAL', (query) => query.where('f.owner_user_id', '=', principal.user.id))
    .orderBy('f.sort_score')
    .orderBy('f.id')
    .execute();
}

/** What every folder form sends: its name, description and place in the list. */
interface FolderFields {
  folderName: string;
  folderDescription: string;
  sortScore: number;
}

export async function insertFolder(
  db: Db,
  principal: Principal,
  fields: FolderFields,
  kind: { folder_type: 'PERSONAL'; owner_user_id: number },
): Promise<FolderRow> {
  return db
    .insertInto('contact_folders')
    .values({
      tenant_id: principal.tenant.id,
      ...kind,
      name: fields.folderName,
      description: fields.folderDescription,
      sort_score: fields.sortScore,
      created_by: principal.user.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateFolder(
  db: Db,
  tenantId: number,
  folderId: number,
  fields: FolderFields,
  at: Date,
): Promise<FolderRow> {
  return db
    .updateTable('contact_folders')
    .set({
      name: fields.folderName,
      description: fields.folderDescription,
      sort_score: fields.sortScore,
      updated_at: at,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', folderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
