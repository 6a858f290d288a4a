import './externalContacts.css';
import { useCallback, useEffect, useState } from 'react';
import type { ExternalContactSortColumn, SortOrder } from '@kizuna/api-client/contract';
import { copyTargetFolders } from '@kizuna/api-client/rules';
import type { Key, Selection } from '@kizuna/ui';
import { EmptyState, ErrorState } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { ImportExportActions } from '../contactImport';
import { ContactsToolbar } from './ContactsToolbar';
import { useResultFocus } from '../../shared/useResultFocus';
import { useContactExportSettings } from './useContactExportSettings';
import { ExternalContactTable } from './ExternalContactTable';
import { FolderEditDialog } from './FolderEditDialog';
import { FolderHead } from './FolderHead';
import { FolderList } from './FolderList';
import {
  useContactFolders,
  useDeleteContacts,
  useDeleteFolder,
  useExternalContactSearch,
  useExternalContactsView,
  useSaveFolder,
  useTransferContacts,
  type FolderEditing,
} from './useExternalContacts';
import { Page } from '../../shared/Page';

/**
 * `/front/externalContacts`: the user's common and personal folders, and the contacts of the chosen
 * one, 10 a page, sortable, searchable by free word; selected rows can be deleted, or copied or
 * moved to an editable common folder. What is shown lives in the hash.
 */
export function ExternalContactsPage({ copyInhibit }: { copyInhibit: boolean }) {
  const { t } = useTranslation();
  const { view, go, hash } = useExternalContactsView();
  const [selection, setSelection] = useState<Selection>(new Set<Key>());
  const [target, setTarget] = useState<Key | null>(null);
  const [folderEditing, setFolderEditing] = useState<FolderEditing>(null);
  const { folders, folder } = useContactFolders(view, go);
  const { contacts, searchKey } = useExternalContactSearch(folder, view, hash);
  useEffect(() => setSelection(new Set<Key>()), [searchKey]);
  const summary = useResultFocus<HTMLParagraphElement>(Boolean(contacts.data && !contacts.isLoading));
  const deleteContacts = useDeleteContacts(folder, view, folders, contacts);
  const transfer = useTransferContacts(folder, folders, contacts, () => setSelection(new Set<Key>()));
  const saveFolder = useSaveFolder(view, go, folders);
  const deleteFolder = useDeleteFolder(view, go, folders);
  const { reload: reloadContacts } = contacts;
  const { reload: reloadFolders } = folders;
  // The folder list shows counts: an import changes them as a delete or a move does.
  const reloadAfterImport = useCallback(() => {
    reloadContacts();
    reloadFolders();
  }, [reloadContacts, reloadFolders]);

  const shownIds = new Set((contacts.data?.items ?? []).map((item) => item.contactId));
  const selectedIds =
    selection === 'all' ? [...shownIds] : [...selection].map(Number).filter((id) => shownIds.has(id));
  const targets = copyTargetFolders(folders.data?.common.items ?? []).filter(
    (f) => f.folderId !== folder?.folderId,
  );
  const editable = folder?.editable ?? false;
  const canCopy = !copyInhibit;
  const exports = useContactExportSettings();

  function sortBy(sortColumn: ExternalContactSortColumn, sortOrder: SortOrder) {
    if (sortColumn === view.sortColumn && sortOrder === view.sortOrder) return;
    go({ ...view, page: 1, sortColumn, sortOrder });
  }

  const manageable = (type: 'COMMON' | 'PERSONAL') =>
    type === 'PERSONAL' ? true : (folders.data?.common.manageable ?? false);

  return (
    <Page className="kz-ext" title={t('externalContacts.title')}>
      <div className="kz-ext__layout">
        <nav className="kz-ext-folders" aria-label={t('externalContacts.folders.label')}>
          {folders.error ? (
            <ErrorState title={t('externalContacts.folders.loadFailed')} onRetry={folders.reload} />
          ) : (
            (['common', 'personal'] as const).map((type) => (
              <FolderList
                key={type}
                type={type}
                list={folders.data?.[type]}
                current={folder}
                view={view}
                onCreate={() => setFolderEditing({ kind: 'create', folderType: type })}
              />
            ))
          )}
        </nav>
        <section className="kz-ext-contacts" aria-labelledby="kz-ext-folder-title">
          {folder ? (
            <>
              <FolderHead
                folder={folder}
                manageable={manageable(folder.folderType)}
                view={view}
                go={(next) => {
                  summary.searched();
                  go(next);
                }}
                onRename={() => setFolderEditing({ kind: 'rename', folder })}
                onDelete={() => void deleteFolder(folder)}
              />
              <ContactsToolbar
                folder={folder}
                folderType={view.folderType}
                editable={editable}
                canCopy={canCopy}
                targets={targets}
                target={target}
                onTargetChange={setTarget}
                selectedIds={selectedIds}
                onDelete={() => void deleteContacts(selectedIds)}
                onTransfer={(operation) =>
                  void transfer(
                    operation,
                    selectedIds,
                    targets.find((f) => f.folderId === Number(target)),
                  )
                }
              />
              <ImportExportActions
                folderType={view.folderType!}
                folderId={folder.folderId}
                editable={editable}
                exportable={view.folderType === 'common' ? exports.common : exports.personal}
                onImported={reloadAfterImport}
              />
              <ExternalContactTable
                contacts={contacts}
                view={view}
                hash={hash}
                folderName={folder.folderName}
                selectable={editable || (canCopy && targets.length > 0)}
                selection={selection}
                onSelectionChange={setSelection}
                onSortChange={sortBy}
                onPageChange={(page) => go({ ...view, page })}
                summaryRef={summary.ref}
              />
            </>
          ) : (
            <>
              <h2 id="kz-ext-folder-title" className="kz-VisuallyHidden">
                {t('externalContacts.folders.none')}
              </h2>
              {folders.data && <EmptyState title={t('externalContacts.folders.none')} />}
            </>
          )}
        </section>
      </div>
      {folderEditing && (
        <FolderEditDialog
          editing={folderEditing}
          onSubmit={(values) => saveFolder(folderEditing, values)}
          onClose={() => setFolderEditing(null)}
        />
      )}
    </Page>
  );
}
