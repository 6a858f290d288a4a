import type { contract, ContactFolder, ContactFolderList } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import {
  canCopyContacts,
  copyExternalContacts,
  canEditFolder,
  canReadFolder,
  editableFolder,
  isCommonContactAdmin,
  readableFolder,
  type FolderRow,
} from '../externalContacts/index.js';
import type { Principal } from '../principal/index.js';
import { adminActorOf } from '../actionLog/index.js';
import {
  createCommonFolder,
  deleteCommonFolders,
  listCommonFolders,
  updateCommonFolder,
} from './commonFolderAdmin.js';
import { ContactFoldersError } from './ContactFoldersError.js';
import {
  contactCount,
  deleteFolders,
  folderRowsOf,
  insertFolder,
  updateFolder,
} from './contactFoldersStore.js';

async function foldersOf(
  db: Db,
  principal: Principal,
  folderType: 'COMMON' | 'PERSONAL',
): Promise<ContactFolder[]> {
  const rows = await folderRowsOf(db, principal, folderType);
  return rows
    .filter((row) => canReadFolder(principal, row))
    .map((row) => folderOf(principal, row, Number(row.contact_count ?? 0)));
}

function folderOf(principal: Principal, row: FolderRow, contactCount: number): ContactFolder {
  return {
    folderId: Number(row.id),
    folderName: row.name,
    folderDescription: row.description,
    tenantPublic: row.tenant_public,
    usersCanEdit: row.users_can_edit,
    editable: canEditFolder(principal, row),
    contactCount,
    sortScore: row.sort_score,
    folderType: row.folder_type,
  };
}

/** Copy or move contacts out of a readable folder into an editable common folder. */
async function copyContacts(
  db: Db,
  principal: Principal,
  source: FolderRow,
  body: { destFolderId: number; sourceData: { contactIds: number[]; operation: 'COPY' | 'MOVE' } },
): Promise<{ count: number }> {
  const { operation } = body.sourceData;
  const contactIds = [...new Set(body.sourceData.contactIds)];
  if (operation === 'MOVE' && !canEditFolder(principal, source)) {
    throw new ContactFoldersError('FOLDER_EDIT_NOT_ALLOWED', 'moving out of a read-only folder');
  }
  if (operation === 'COPY' && !canCopyContacts(principal)) {
    throw new ContactFoldersError('COPY_INHIBITED', 'the tenant does not allow copying contacts');
  }
  // Only editable common folders are copy and move targets (001 §3).
  const dest = await editableFolder(db, principal, 'COMMON', body.destFolderId);
  if (Number(dest.id) === Number(source.id)) {
    throw new RequestError('VALIDATION_FAILED', 'the destination is the source folder', {
      fieldErrors: [{ path: 'body.destFolderId', key: 'invalid' }],
    });
  }
  return db.transaction().execute(async (trx) => {
    const count = await copyExternalContacts(
      trx,
      principal.tenant.id,
      Number(source.id),
      Number(dest.id),
      contactIds,
      {
        move: operation === 'MOVE',
        userId: principal.user.id,
      },
    );
    // All or nothing: an id outside the source folder means the selection is not what the user saw.
    if (count !== contactIds.length) {
      throw new ContactFoldersError(
        'EXTERNAL_CONTACT_NOT_FOUND',
        'some contacts are not in the source folder',
      );
    }
    return { count };
  });
}

async function list(
  db: Db,
  principal: Principal,
  folderType: 'COMMON' | 'PERSONAL',
): Promise<ContactFolderList> {
  return {
    items: await foldersOf(db, principal, folderType),
    manageable: folderType === 'PERSONAL' || isCommonContactAdmin(principal),
  };
}

export const contactFoldersHandlers: AreaHandlers<typeof contract.contactFolders> = {
  commonList: ({ principal, deps }) => list(deps.db, principal, 'COMMON'),
  personalList: ({ principal, deps }) => list(deps.db, principal, 'PERSONAL'),

  async commonAdminList({ principal, deps }) {
    return { items: await listCommonFolders(deps.db, principal.tenant.id) };
  },

  async commonCreate(context) {
    const row = await createCommonFolder(context.deps.db, adminActorOf(context), context.input.body);
    return folderOf(context.principal, row, 0);
  },

  async personalCreate({ principal, deps, input }) {
    const row = await insertFolder(deps.db, principal, input.body, {
      folder_type: 'PERSONAL',
      owner_user_id: principal.user.id,
    });
    return folderOf(principal, row, 0);
  },

  async commonUpdate(context) {
    const { row, contactCount: contacts } = await updateCommonFolder(
      context.deps.db,
      adminActorOf(context),
      context.input.params.folderId,
      context.input.body,
    );
    return folderOf(context.principal, row, contacts);
  },

  async personalUpdate({ principal, deps, input }) {
    const folder = await readableFolder(deps.db, principal, 'PERSONAL', input.params.folderId);
    const row = await updateFolder(deps.db, principal.tenant.id, Number(folder.id), input.body, deps.clock());
    return folderOf(principal, row, await contactCount(deps.db, principal.tenant.id, Number(row.id)));
  },

  async commonDelete(context) {
    return {
      deletedCount: await deleteCommonFolders(
        context.deps.db,
        adminActorOf(context),
        context.input.body.folderIds,
      ),
    };
  },

  async personalDelete({ principal, deps, input }) {
    const folder = await readableFolder(deps.db, principal, 'PERSONAL', input.params.folderId);
    return { deletedCount: await deleteFolders(deps.db, principal.tenant.id, [Number(folder.id)]) };
  },

  async commonCopyContacts({ principal, deps, input }) {
    const source = await readableFolder(deps.db, principal, 'COMMON', input.params.folderId);
    return copyContacts(deps.db, principal, source, input.body);
  },

  async personalCopyContacts({ principal, deps, input }) {
    const source = await readableFolder(deps.db, principal, 'PERSONAL', input.params.folderId);
    return copyContacts(deps.db, principal, source, input.body);
  },
};
