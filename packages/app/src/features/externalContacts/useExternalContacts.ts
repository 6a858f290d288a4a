import { useContext, useEffect } from 'react';
import type { ContactFolder, ContactFolderList, ExternalContactListPage } from '@kizuna/api-client/contract';
import { useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterStateContext, useLocation, useNavigate } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { useToast } from '../../shared/toast';
import { useQuery, type Query } from '../../shared/useQuery';
import { formatViewHash, parseViewHash, type ExternalContactsView } from './externalContactsHash';
import type { FolderDialogValues } from './FolderDialog';

export interface Folders {
  common: ContactFolderList;
  personal: ContactFolderList;
}

export type FolderEditing =
  { kind: 'create'; folderType: 'common' | 'personal' } | { kind: 'rename'; folder: ContactFolder } | null;

/** What the hash shows (`view`), and `go` to show another view (`replace` keeps the history entry). */
export function useExternalContactsView() {
  const navigate = useNavigate();
  const location = useLocation();
  const view = parseViewHash(location.hash);
  function go(next: ExternalContactsView, replace = false) {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: formatViewHash(next) },
      { replace },
    );
  }
  return { view, go, hash: location.hash };
}

/**
 * The user's common and personal folders (`commonList`, `personalList`) and the one the view names.
 * No folder named (or one no longer there): the view moves to the first folder the user has.
 */
export function useContactFolders(
  view: ExternalContactsView,
  go: (next: ExternalContactsView, replace?: boolean) => void,
) {
  const client = useClient();
  // A navigation under way (the person clicked away while the folders were read): moving the view
  // now would replace it, and the click would be lost. Null outside a data router (tests).
  const navigating = (useContext(UNSAFE_DataRouterStateContext)?.navigation.state ?? 'idle') !== 'idle';
  const folders = useQuery<Folders>(async (signal) => {
    const [common, personal] = await Promise.all([
      client.contactFolders.commonList(undefined, { signal }),
      client.contactFolders.personalList(undefined, { signal }),
    ]);
    return { common, personal };
  }, 'folders');
  const allFolders = folders.data ? [...folders.data.common.items, ...folders.data.personal.items] : [];
  const folder =
    allFolders.find(
      (item) => item.folderId === view.folderId && item.folderType === view.folderType?.toUpperCase(),
    ) ?? null;

  // Not while the folders are read again: a folder just created is not in the list being replaced.
  useEffect(() => {
    if (!folders.data || folders.isLoading || folder || navigating) return;
    const first = folders.data.common.items[0] ?? folders.data.personal.items[0];
    if (!first) return;
    go(
      {
        ...view,
        folderType: first.folderType === 'COMMON' ? 'common' : 'personal',
        folderId: first.folderId,
        page: 1,
      },
      true,
    );
    // Runs when the folders arrive or the hash names a folder that is not in them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [folders.data, folders.isLoading, folder === null, navigating]);

  return { folders, folder };
}

/** The chosen folder's contacts as the view asks for them (`search`); `searchKey` changes with each ask. */
export function useExternalContactSearch(
  folder: ContactFolder | null,
  view: ExternalContactsView,
  hash: string,
) {
  const client = useClient();
  const searchKey = folder ? `${folder.folderType}:${folder.folderId}:${hash}` : '';
  const contacts = useQuery<ExternalContactListPage>(
    folder && view.folderType
      ? (signal) =>
          client.externalContacts.search(
            {
              params: { folderType: view.folderType!, folderId: folder.folderId },
              body: {
                page: view.page,
                sortColumn: view.sortColumn,
                sortOrder: view.sortOrder,
                freeWord: view.searched,
              },
            },
            { signal },
          )
      : null,
    searchKey,
  );
  return { contacts, searchKey };
}

/** Deletes the selected contacts after confirmation (`deleteContacts`). */
export function useDeleteContacts(
  folder: ContactFolder | null,
  view: ExternalContactsView,
  folders: Query<Folders>,
  contacts: Query<ExternalContactListPage>,
) {
  const { t } = useTranslation();
  const client = useClient();
  const dialogs = useDialogService();
  const toast = useToast();
  return async function deleteSelected(selectedIds: number[]) {
    if (!folder || !view.folderType || selectedIds.length === 0) return;
    const count = selectedIds.length;
    const confirmed = await dialogs
      .deleteCancel({
        title: t('externalContacts.delete.title'),
        message: t('externalContacts.delete.message', { count }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.externalContacts.deleteContacts({
        params: { folderType: view.folderType, folderId: folder.folderId },
        body: { contactIds: selectedIds },
      });
      toast(t('externalContacts.delete.done', { count }), 'success');
      contacts.reload();
      folders.reload();
    } catch {
      toast(t('externalContacts.delete.failed'), 'danger');
    }
  };
}

/** Copies or moves the selected contacts to another folder (`commonCopyContacts`, `personalCopyContacts`). */
export function useTransferContacts(
  folder: ContactFolder | null,
  folders: Query<Folders>,
  contacts: Query<ExternalContactListPage>,
  onDone: () => void,
) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  return async function transfer(
    operation: 'COPY' | 'MOVE',
    selectedIds: number[],
    dest: ContactFolder | undefined,
  ) {
    if (!folder || selectedIds.length === 0) return;
    if (!dest) {
      toast(t('externalContacts.transfer.chooseTarget'), 'danger');
      return;
    }
    const count = selectedIds.length;
    const body = { destFolderId: dest.folderId, sourceData: { contactIds: selectedIds, operation } };
    const params = { folderId: folder.folderId };
    try {
      if (folder.folderType === 'COMMON') await client.contactFolders.commonCopyContacts({ params, body });
      else await client.contactFolders.personalCopyContacts({ params, body });
      const key = operation === 'COPY' ? 'copied' : 'moved';
      toast(t(`externalContacts.transfer.${key}`, { count, folderName: dest.folderName }), 'success');
      onDone();
      folders.reload();
      if (operation === 'MOVE') contacts.reload();
    } catch {
      toast(t('externalContacts.transfer.failed'), 'danger');
    }
  };
}

/** Creates a folder and shows it, or changes one (`commonCreate`/`personalCreate`, `commonUpdate`/`personalUpdate`). */
export function useSaveFolder(
  view: ExternalContactsView,
  go: (next: ExternalContactsView) => void,
  folders: Query<Folders>,
) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  return async function saveFolder(folderEditing: FolderEditing, values: FolderDialogValues) {
    if (!folderEditing) return;
    const { tenantPublic, usersCanEdit, ...shared } = values;
    const common = { ...shared, tenantPublic, usersCanEdit };
    if (folderEditing.kind === 'create') {
      const created =
        folderEditing.folderType === 'common'
          ? await client.contactFolders.commonCreate({ body: common })
          : await client.contactFolders.personalCreate({ body: shared });
      folders.reload();
      go({
        ...view,
        folderType: folderEditing.folderType,
        folderId: created.folderId,
        page: 1,
        searched: '',
      });
      toast(t('externalContacts.folders.created', { folderName: created.folderName }), 'success');
    } else {
      const current = folderEditing.folder;
      const params = { folderId: current.folderId };
      if (current.folderType === 'COMMON') await client.contactFolders.commonUpdate({ params, body: common });
      else await client.contactFolders.personalUpdate({ params, body: shared });
      folders.reload();
      toast(t('externalContacts.folders.renamed', { folderName: values.folderName }), 'success');
    }
  };
}

/** Deletes a folder with its contacts after confirmation (`commonDelete`, `personalDelete`). */
export function useDeleteFolder(
  view: ExternalContactsView,
  go: (next: ExternalContactsView, replace?: boolean) => void,
  folders: Query<Folders>,
) {
  const { t } = useTranslation();
  const client = useClient();
  const dialogs = useDialogService();
  const toast = useToast();
  return async function deleteFolder(target: ContactFolder) {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('externalContacts.folders.deleteTitle'),
        message: t('externalContacts.folders.deleteMessage', {
          folderName: target.folderName,
          count: target.contactCount,
        }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      if (target.folderType === 'COMMON')
        await client.contactFolders.commonDelete({ body: { folderIds: [target.folderId] } });
      else await client.contactFolders.personalDelete({ params: { folderId: target.folderId } });
      toast(t('externalContacts.folders.deleted', { folderName: target.folderName }), 'success');
      go({ ...view, folderType: null, folderId: null, page: 1, searched: '' }, true);
      folders.reload();
    } catch {
      toast(t('externalContacts.folders.deleteFailed'), 'danger');
    }
  };
}
