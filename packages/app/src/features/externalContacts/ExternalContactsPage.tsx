import './externalContacts.css';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  EXTERNAL_CONTACT_LIMITS,
  type ContactFolder,
  type ContactFolderList,
  type ExternalContactListPage,
  type ExternalContactSortColumn,
  type SortOrder,
} from '@kizuna/api-client/contract';
import { copyTargetFolders } from '@kizuna/api-client/rules';
import type { Key, Selection, SortDescriptor } from '@kizuna/ui';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Pagination,
  Row,
  SearchField,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableHeader,
  useDialogService,
} from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { formatViewHash, parseViewHash, type ExternalContactsView } from './externalContactsHash';
import { AddToGroupMenu } from '../contactGroups';
import { ImportExportActions } from '../contactImport';
import { ContactPhoto } from './ContactPhoto';
import { ContactSortControls } from './ContactSortControls';
import { FolderDialog, type FolderDialogValues } from './FolderDialog';
import { useToast } from '../../shared/toast';

/** The table's sortable columns; ContactSortControls also offers the sort score. */
const SORTABLE: readonly ExternalContactSortColumn[] = [
  'fullname',
  'companyName',
  'divisionName',
  'position',
  'registeredAt',
];

interface Folders {
  common: ContactFolderList;
  personal: ContactFolderList;
}

type FolderEditing =
  { kind: 'create'; folderType: 'common' | 'personal' } | { kind: 'rename'; folder: ContactFolder } | null;

/**
 * `/front/externalContacts`: the user's common and personal folders, and the contacts of the chosen
 * one, 10 a page, sortable, searchable by free word; selected rows can be deleted, or copied or
 * moved to an editable common folder. What is shown lives in the hash.
 */
export function ExternalContactsPage({ copyInhibit }: { copyInhibit: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const dialogs = useDialogService();
  const navigate = useNavigate();
  const location = useLocation();
  const view = parseViewHash(location.hash);
  const toast = useToast();
  const [selection, setSelection] = useState<Selection>(new Set<Key>());
  const [word, setWord] = useState(view.searched);
  const [target, setTarget] = useState<Key | null>(null);
  const [folderEditing, setFolderEditing] = useState<FolderEditing>(null);

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

  // No folder named (or one no longer there): show the first folder the user has. Not while the
  // folders are read again: a folder just created is not in the list being replaced.
  useEffect(() => {
    if (!folders.data || folders.isLoading || folder) return;
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
  }, [folders.data, folders.isLoading, folder === null]);

  useEffect(() => setWord(view.searched), [view.searched]);

  const searchKey = folder ? `${folder.folderType}:${folder.folderId}:${location.hash}` : '';
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
  useEffect(() => setSelection(new Set<Key>()), [searchKey]);

  function go(next: ExternalContactsView, replace = false) {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: formatViewHash(next) },
      { replace },
    );
  }

  const items = contacts.data?.items ?? [];
  const shownIds = new Set(items.map((item) => item.contactId));
  const selectedIds =
    selection === 'all' ? [...shownIds] : [...selection].map(Number).filter((id) => shownIds.has(id));
  const targets = copyTargetFolders(folders.data?.common.items ?? []).filter(
    (f) => f.folderId !== folder?.folderId,
  );
  const editable = folder?.editable ?? false;
  const canCopy = !copyInhibit;

  async function deleteSelected() {
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
  }

  async function transfer(operation: 'COPY' | 'MOVE') {
    if (!folder || selectedIds.length === 0) return;
    const dest = targets.find((f) => f.folderId === Number(target));
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
      setSelection(new Set<Key>());
      folders.reload();
      if (operation === 'MOVE') contacts.reload();
    } catch {
      toast(t('externalContacts.transfer.failed'), 'danger');
    }
  }

  async function saveFolder(values: FolderDialogValues) {
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
  }

  async function deleteFolder(target: ContactFolder) {
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
  }

  function search(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    go({ ...view, page: 1, searched: word.trim() });
  }

  function sortBy(sortColumn: ExternalContactSortColumn, sortOrder: SortOrder) {
    if (sortColumn === view.sortColumn && sortOrder === view.sortOrder) return;
    go({ ...view, page: 1, sortColumn, sortOrder });
  }

  const sortDescriptor: SortDescriptor = {
    column: view.sortColumn,
    direction: view.sortOrder === 'DESC' ? 'descending' : 'ascending',
  };
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const manageable = (type: 'COMMON' | 'PERSONAL') =>
    type === 'PERSONAL' ? true : (folders.data?.common.manageable ?? false);

  const folderList = (type: 'common' | 'personal') => {
    const list = folders.data?.[type];
    const headingId = `kz-ext-folders-${type}`;
    return (
      <section aria-labelledby={headingId} className="kz-ext-folders__group">
        <h2 id={headingId} className="kz-ext-folders__title">
          {t(`externalContacts.folders.${type}`)}
        </h2>
        <ul className="kz-ext-folders__list">
          {(list?.items ?? []).map((item) => {
            const current = item.folderId === folder?.folderId;
            return (
              <li key={item.folderId}>
                <Link
                  className="kz-ext-folders__link"
                  aria-current={current ? 'page' : undefined}
                  to={{
                    hash: formatViewHash({
                      ...view,
                      folderType: type,
                      folderId: item.folderId,
                      page: 1,
                      searched: '',
                    }),
                  }}
                >
                  <span>{item.folderName}</span>
                  <span className="kz-ext-folders__count">
                    {t('externalContacts.folders.count', { count: item.contactCount })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        {list?.manageable && (
          <Button size="small" onPress={() => setFolderEditing({ kind: 'create', folderType: type })}>
            {t(`externalContacts.folders.create.${type}`)}
          </Button>
        )}
      </section>
    );
  };

  const table = contacts.error ? (
    <ErrorState title={t('externalContacts.loadFailed')} onRetry={contacts.reload} />
  ) : (
    <>
      <p
        className="kz-ext-contacts__count"
        role="status"
        data-result-for={contacts.isLoading ? undefined : location.hash}
      >
        {contacts.isLoading
          ? t('common.loading')
          : view.searched
            ? t('externalContacts.foundCount', { count: contacts.data?.totalCount ?? 0, word: view.searched })
            : t('externalContacts.totalCount', { count: contacts.data?.totalCount ?? 0 })}
      </p>
      <ContactSortControls sortColumn={view.sortColumn} sortOrder={view.sortOrder} onSortChange={sortBy} />
      <Table
        aria-label={t('externalContacts.list', { folderName: folder?.folderName ?? '' })}
        selectionMode={editable || (canCopy && targets.length > 0) ? 'multiple' : 'none'}
        selectionBehavior="toggle"
        selectedKeys={selection}
        onSelectionChange={setSelection}
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) =>
          sortBy(
            descriptor.column as ExternalContactSortColumn,
            descriptor.direction === 'descending' ? 'DESC' : 'ASC',
          )
        }
      >
        <TableHeader>
          {SORTABLE.slice(0, 4).map((column) => (
            <Column key={column} id={column} isRowHeader={column === 'fullname'} allowsSorting>
              {t(`externalContacts.columns.${column}`)}
            </Column>
          ))}
          <Column id="phone">{t('externalContacts.columns.phone')}</Column>
          <Column id="email">{t('externalContacts.columns.email')}</Column>
          <Column id="registeredAt" allowsSorting>
            {t('externalContacts.columns.registeredAt')}
          </Column>
        </TableHeader>
        <TableBody
          items={items}
          renderEmptyState={() =>
            contacts.isLoading ? null : (
              <EmptyState
                title={t(view.searched ? 'externalContacts.noMatch' : 'externalContacts.empty')}
                description={view.searched ? t('externalContacts.noMatchHint') : undefined}
              />
            )
          }
        >
          {(item) => (
            <Row id={item.contactId} textValue={item.fullname}>
              <Cell>
                <span className="kz-ext-contacts__name">
                  <ContactPhoto contactId={item.contactId} photoUpdatedAt={item.photoUpdatedAt} alt="" />
                  <span>
                    <Link to={`/externalContacts/${view.folderType}/detail/${item.contactId}`}>
                      {item.fullname}
                    </Link>
                    {item.fullnameKana && <span className="kz-ext-contacts__kana">{item.fullnameKana}</span>}
                  </span>
                </span>
              </Cell>
              <Cell>{item.companyName}</Cell>
              <Cell>{item.divisionName}</Cell>
              <Cell>{item.position}</Cell>
              <Cell>
                {item.phoneNum || item.mobileNum || item.companyMobileNum || item.personalMobileNum}
              </Cell>
              <Cell>{item.email1}</Cell>
              <Cell>{dateFormat.format(new Date(item.registeredAt))}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {(contacts.data?.totalCount ?? 0) > EXTERNAL_CONTACT_LIMITS.pageSize && (
        <Pagination
          page={view.page}
          pageSize={EXTERNAL_CONTACT_LIMITS.pageSize}
          totalCount={contacts.data?.totalCount ?? 0}
          isDisabled={contacts.isLoading}
          onPageChange={(page) => go({ ...view, page })}
        />
      )}
    </>
  );

  return (
    <main className="kz-page kz-ext" aria-labelledby="kz-page-title">
      <h1 id="kz-page-title" className="kz-page__title">
        {t('externalContacts.title')}
      </h1>
      <div className="kz-ext__layout">
        <nav className="kz-ext-folders" aria-label={t('externalContacts.folders.label')}>
          {folders.error ? (
            <ErrorState title={t('externalContacts.folders.loadFailed')} onRetry={folders.reload} />
          ) : (
            <>
              {folderList('common')}
              {folderList('personal')}
            </>
          )}
        </nav>
        <section className="kz-ext-contacts" aria-labelledby="kz-ext-folder-title">
          {folder ? (
            <>
              <div className="kz-ext-contacts__head">
                <h2 id="kz-ext-folder-title">{folder.folderName}</h2>
                {manageable(folder.folderType) && (
                  <div className="kz-ext-contacts__folder-actions">
                    <Button size="small" onPress={() => setFolderEditing({ kind: 'rename', folder })}>
                      {t('externalContacts.folders.rename')}
                    </Button>
                    <Button size="small" variant="danger" onPress={() => void deleteFolder(folder)}>
                      {t('externalContacts.folders.delete')}
                    </Button>
                  </div>
                )}
              </div>
              {folder.folderDescription && <p className="kz-form-help">{folder.folderDescription}</p>}
              {folder.folderType === 'COMMON' && (
                <p className="kz-form-help">
                  {t(`externalContacts.folders.${folder.tenantPublic ? 'readAll' : 'readAllowed'}`)}{' '}
                  {t(`externalContacts.folders.${folder.usersCanEdit ? 'editAll' : 'editAdmins'}`)}
                </p>
              )}
              <form className="kz-ext-contacts__search" role="search" onSubmit={search}>
                <SearchField
                  label={t('externalContacts.search.label')}
                  value={word}
                  onChange={setWord}
                  onClear={() => go({ ...view, page: 1, searched: '' })}
                  description={t('externalContacts.search.help')}
                />
                <Button type="submit">{t('externalContacts.search.action')}</Button>
              </form>
              <div className="kz-ext-contacts__toolbar">
                {editable && (
                  <Link
                    className="kz-ext-contacts__add"
                    to={`/externalContacts/${view.folderType}/add/${folder.folderId}`}
                  >
                    {t('externalContacts.add.action')}
                  </Link>
                )}
                {editable && (
                  <Button
                    variant="danger"
                    isDisabled={selectedIds.length === 0}
                    onPress={() => void deleteSelected()}
                  >
                    {t('externalContacts.delete.action', { count: selectedIds.length })}
                  </Button>
                )}
                <AddToGroupMenu
                  candidates={{
                    kind: 'external',
                    contacts: selectedIds.map((contactId) => ({ folderType: folder.folderType, contactId })),
                  }}
                  isDisabled={selectedIds.length === 0}
                />
                {targets.length > 0 && (canCopy || editable) && (
                  <div className="kz-ext-contacts__transfer">
                    <Select
                      label={t('externalContacts.transfer.target')}
                      selectedKey={target}
                      onSelectionChange={setTarget}
                      placeholder={t('externalContacts.transfer.choose')}
                    >
                      {targets.map((f) => (
                        <SelectItem key={f.folderId} id={f.folderId}>
                          {f.folderName}
                        </SelectItem>
                      ))}
                    </Select>
                    {canCopy && (
                      <Button isDisabled={selectedIds.length === 0} onPress={() => void transfer('COPY')}>
                        {t('externalContacts.transfer.copy', { count: selectedIds.length })}
                      </Button>
                    )}
                    {editable && (
                      <Button isDisabled={selectedIds.length === 0} onPress={() => void transfer('MOVE')}>
                        {t('externalContacts.transfer.move', { count: selectedIds.length })}
                      </Button>
                    )}
                  </div>
                )}
              </div>
              <ImportExportActions
                folderType={view.folderType!}
                folderId={folder.folderId}
                editable={editable}
                exportable={canCopy}
                onImported={contacts.reload}
              />
              {table}
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
        <FolderDialog
          title={
            folderEditing.kind === 'create'
              ? t(`externalContacts.folders.create.${folderEditing.folderType}`)
              : t('externalContacts.folders.renameTitle')
          }
          common={
            folderEditing.kind === 'create'
              ? folderEditing.folderType === 'common'
              : folderEditing.folder.folderType === 'COMMON'
          }
          initial={
            folderEditing.kind === 'create'
              ? {
                  folderName: '',
                  folderDescription: '',
                  sortScore: '',
                  tenantPublic: true,
                  usersCanEdit: false,
                }
              : {
                  folderName: folderEditing.folder.folderName,
                  folderDescription: folderEditing.folder.folderDescription,
                  sortScore: String(folderEditing.folder.sortScore),
                  tenantPublic: folderEditing.folder.tenantPublic,
                  usersCanEdit: folderEditing.folder.usersCanEdit,
                }
          }
          onSubmit={saveFolder}
          onClose={() => setFolderEditing(null)}
        />
      )}
    </main>
  );
}
