import type { CommonFolderAdmin } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { RequestError } from '../../http/KizunaError.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';
import type { FolderRow } from '../externalContacts/index.js';
import { ContactFoldersError } from './ContactFoldersError.js';
import { contactCount } from './contactFoldersStore.js';

/** What an administrator sets on a common folder. */
export interface CommonFolderDraft {
  readonly folderName: string;
  readonly folderDescription: string;
  readonly sortScore: number;
  readonly tenantPublic: boolean;
  readonly usersCanEdit: boolean;
}

const iso = (at: Date | string) => new Date(at).toISOString();

function toAdminFolder(row: FolderRow, contacts: number): CommonFolderAdmin {
  return {
    folderId: Number(row.id),
    folderName: row.name,
    folderDescription: row.description,
    tenantPublic: row.tenant_public,
    usersCanEdit: row.users_can_edit,
    contactCount: contacts,
    sortScore: row.sort_score,
    updatedAt: iso(row.updated_at),
  };
}

/** Every common folder of the tenant, in sort order, with its contact count. */
export async function listCommonFolders(db: Db, tenantId: number): Promise<CommonFolderAdmin[]> {
  const rows = await db
    .selectFrom('contact_folders as f')
    .selectAll('f')
    .select((eb) =>
      eb
        .selectFrom('external_contacts as c')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('c.folder_id', '=', 'f.id')
        .where('c.tenant_id', '=', tenantId)
        .as('contact_count'),
    )
    .where('f.tenant_id', '=', tenantId)
    .where('f.folder_type', '=', 'COMMON')
    .orderBy('f.sort_score')
    .orderBy('f.id')
    .execute();
  return rows.map((row) => toAdminFolder(row, Number(row.contact_count ?? 0)));
}

/**
 * Two common folders of one name would be told apart by nobody who picks one, so a name is the
 * tenant's once (letter case aside). Checked under a per-tenant lock, so two admins saving at once
 * cannot both take it.
 */
async function refuseTakenName(trx: Db, tenantId: number, name: string, exceptId?: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('common-folder-names'), ${tenantId}::int)`.execute(trx);
  const taken = await selectTenantRows(trx, 'contact_folders', tenantId)
    .select('id')
    .where('folder_type', '=', 'COMMON')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId!))
    .executeTakeFirst();
  if (taken) {
    throw new RequestError('VALIDATION_FAILED', 'another common folder has the name', {
      fieldErrors: [{ path: 'body.folderName', key: 'duplicate' }],
    });
  }
}

async function commonFolderOf(trx: Db, tenantId: number, folderId: number): Promise<FolderRow> {
  const row = await selectTenantRows(trx, 'contact_folders', tenantId, folderId)
    .selectAll()
    .where('folder_type', '=', 'COMMON')
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ContactFoldersError('FOLDER_NOT_FOUND', `no common folder ${folderId} in the tenant`);
  return row;
}

/** A folder as the action log keeps it: its target names the id, the entry's time the change. */
function loggedFolder(folder: CommonFolderAdmin | null) {
  if (folder === null) return null;
  const { folderId: _id, updatedAt: _at, ...shown } = folder;
  return shown;
}

function logged(
  actor: AdminActor,
  action: string,
  folderId: number,
  before: CommonFolderAdmin | null,
  after: CommonFolderAdmin | null,
) {
  return {
    tenantId: actor.tenantId,
    actorUserId: actor.userId,
    ip: actor.ip,
    at: actor.now,
    action: `commonContactFolder.${action}`,
    target: `commonContactFolder:${folderId}`,
    before: loggedFolder(before),
    after: loggedFolder(after),
  };
}

/** Creates a common folder; logged. */
export async function createCommonFolder(
  db: Db,
  actor: AdminActor,
  draft: CommonFolderDraft,
): Promise<FolderRow> {
  return db.transaction().execute(async (trx) => {
    await refuseTakenName(trx, actor.tenantId, draft.folderName);
    const row = await trx
      .insertInto('contact_folders')
      .values({
        tenant_id: actor.tenantId,
        folder_type: 'COMMON',
        owner_user_id: null,
        name: draft.folderName,
        description: draft.folderDescription,
        sort_score: draft.sortScore,
        tenant_public: draft.tenantPublic,
        users_can_edit: draft.usersCanEdit,
        created_by: actor.userId,
        created_at: actor.now,
        updated_at: actor.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, logged(actor, 'create', Number(row.id), null, toAdminFolder(row, 0)));
    return row;
  });
}

/** Renames, re-sorts or changes who reads and edits a common folder; logged with before and after. */
export async function updateCommonFolder(
  db: Db,
  actor: AdminActor,
  folderId: number,
  draft: CommonFolderDraft,
): Promise<{ row: FolderRow; contactCount: number }> {
  return db.transaction().execute(async (trx) => {
    const before = await commonFolderOf(trx, actor.tenantId, folderId);
    await refuseTakenName(trx, actor.tenantId, draft.folderName, folderId);
    const row = await trx
      .updateTable('contact_folders')
      .set({
        name: draft.folderName,
        description: draft.folderDescription,
        sort_score: draft.sortScore,
        tenant_public: draft.tenantPublic,
        users_can_edit: draft.usersCanEdit,
        updated_at: actor.now,
      })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', folderId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const contacts = await contactCount(trx, actor.tenantId, folderId);
    await recordAdminAction(
      trx,
      logged(actor, 'update', folderId, toAdminFolder(before, contacts), toAdminFolder(row, contacts)),
    );
    return { row, contactCount: contacts };
  });
}

/** Deletes common folders with their contacts, all or none; one log entry per folder. */
export async function deleteCommonFolders(
  db: Db,
  actor: AdminActor,
  folderIds: readonly number[],
): Promise<number> {
  const ids = [...new Set(folderIds)];
  return db.transaction().execute(async (trx) => {
    const found = await listCommonFolders(trx, actor.tenantId).then((all) =>
      all.filter((folder) => ids.includes(folder.folderId)),
    );
    if (found.length !== ids.length) {
      throw new ContactFoldersError('FOLDER_NOT_FOUND', 'some folders are not common folders of the tenant');
    }
    const result = await trx
      .deleteFrom('contact_folders')
      .where('tenant_id', '=', actor.tenantId)
      .where('folder_type', '=', 'COMMON')
      .where('id', 'in', ids)
      .executeTakeFirst();
    for (const folder of found) {
      await recordAdminAction(trx, logged(actor, 'delete', folder.folderId, folder, null));
    }
    return Number(result.numDeletedRows);
  });
}
