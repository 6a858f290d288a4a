import '../adminPage.css';
import './commonContactAdmin.css';
import { useState } from 'react';
import type { CommonFolderAdmin } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Skeleton, useDialogService } from '@kizuna/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { DEFAULT_VIEW, FolderDialog, formatViewHash, type FolderDialogValues } from '../../externalContacts';

/** Where a folder's contacts are listed, in the external contacts area. */
export function folderContactsPath(folderId: number): string {
  return `/externalContacts${formatViewHash({ ...DEFAULT_VIEW, folderType: 'common', folderId })}`;
}

const NEW_FOLDER: FolderDialogValues = {
  folderName: '',
  folderDescription: '',
  sortScore: '',
  tenantPublic: true,
  usersCanEdit: false,
};

function valuesOf(folder: CommonFolderAdmin): FolderDialogValues {
  return {
    folderName: folder.folderName,
    folderDescription: folder.folderDescription,
    sortScore: String(folder.sortScore),
    tenantPublic: folder.tenantPublic,
    usersCanEdit: folder.usersCanEdit,
  };
}

/**
 * Creating, changing and deleting common folders, each confirmed by a toast. A save that is
 * refused throws, so the folder dialog shows the field errors; a delete asks first.
 */
function useCommonFolderActions(reload: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const save = async (folder: CommonFolderAdmin | null, values: FolderDialogValues) => {
    if (folder === null) {
      const created = await client.contactFolders.commonCreate({ body: values });
      toast(t('admin.commonContact.created', { folderName: created.folderName }), 'success');
    } else {
      await client.contactFolders.commonUpdate({ params: { folderId: folder.folderId }, body: values });
      toast(t('admin.commonContact.saved', { folderName: values.folderName }), 'success');
    }
    reload();
  };
  const remove = async (folder: CommonFolderAdmin) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('admin.commonContact.removeTitle'),
        message: t('admin.commonContact.removeMessage', {
          folderName: folder.folderName,
          count: folder.contactCount,
        }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.contactFolders.commonDelete({ body: { folderIds: [folder.folderId] } });
      toast(t('admin.commonContact.removed', { folderName: folder.folderName }), 'success');
      reload();
    } catch {
      toast(t('admin.commonContact.removeFailed'), 'danger');
    }
  };
  return { save, remove };
}

function FolderRows({
  folders,
  onEdit,
  onRemove,
}: {
  folders: readonly CommonFolderAdmin[];
  onEdit: (folder: CommonFolderAdmin) => void;
  onRemove: (folder: CommonFolderAdmin) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="kz-admin-table kz-common-contact-table">
      <caption className="kz-VisuallyHidden">
        {t('admin.commonContact.caption', { count: folders.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.commonContact.columns.name')}</th>
          <th scope="col">{t('admin.commonContact.columns.contacts')}</th>
          <th scope="col">{t('admin.commonContact.columns.read')}</th>
          <th scope="col">{t('admin.commonContact.columns.edit')}</th>
          <th scope="col">{t('admin.commonContact.columns.updatedAt')}</th>
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('admin.commonContact.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {folders.map((folder) => (
          <tr key={folder.folderId} data-public={folder.tenantPublic} data-editable={folder.usersCanEdit}>
            <th scope="row">
              <Link
                to={folderContactsPath(folder.folderId)}
                aria-label={t('admin.commonContact.contactsOf', { folderName: folder.folderName })}
              >
                {folder.folderName}
              </Link>
              {folder.folderDescription && (
                <span className="kz-common-contact-table__description">{folder.folderDescription}</span>
              )}
            </th>
            <td className="kz-common-contact-table__count">
              {t('admin.commonContact.contactCount', { count: folder.contactCount })}
            </td>
            <td>
              <span className="kz-common-contact-table__label">{t('admin.commonContact.columns.read')}</span>
              <span className="kz-admin-table__status kz-common-contact-table__read">
                {folder.tenantPublic
                  ? t('admin.commonContact.readAll')
                  : t('admin.commonContact.readAllowed')}
              </span>
            </td>
            <td>
              <span className="kz-common-contact-table__label">{t('admin.commonContact.columns.edit')}</span>
              <span className="kz-admin-table__status kz-common-contact-table__edit">
                {folder.usersCanEdit ? t('admin.commonContact.editAll') : t('admin.commonContact.editAdmins')}
              </span>
            </td>
            <td className="kz-common-contact-table__updated">
              <span className="kz-common-contact-table__label">
                {t('admin.commonContact.columns.updatedAt')}
              </span>
              <time dateTime={folder.updatedAt}>{formatDisplayDate(folder.updatedAt, 'dateTime')}</time>
            </td>
            <td className="kz-common-contact-table__actions">
              <Button
                variant="quiet"
                onPress={() => onEdit(folder)}
                aria-label={t('admin.commonContact.editOf', { folderName: folder.folderName })}
              >
                {t('admin.commonContact.edit')}
              </Button>
              <Button
                variant="quiet"
                onPress={() => onRemove(folder)}
                aria-label={t('admin.commonContact.removeOf', { folderName: folder.folderName })}
              >
                {t('admin.commonContact.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `/front/admin/commonContact`: the tenant's common folders of external contacts: create, rename,
 * who reads and who edits each, delete; each leads to its contacts.
 */
export function CommonContactAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const folders = useQuery(
    (signal) => client.contactFolders.commonAdminList(undefined, { signal }),
    'adminCommonFolders',
  );
  const actions = useCommonFolderActions(folders.reload);
  const [editing, setEditing] = useState<CommonFolderAdmin | 'new' | null>(null);
  const list = folders.data?.items;
  return (
    <Page title={t('admin.commonContact.title')} className="kz-common-contact-admin">
      <div className="kz-admin-page__top">
        <p className="kz-admin-page__context">{t('admin.commonContact.context')}</p>
        <Button variant="primary" onPress={() => setEditing('new')}>
          <Plus size={16} aria-hidden="true" />
          {t('admin.commonContact.add')}
        </Button>
      </div>
      {folders.error != null ? (
        <ErrorState title={t('admin.commonContact.loadFailed')} onRetry={folders.reload} />
      ) : !list ? (
        <Skeleton lines={5} />
      ) : list.length === 0 ? (
        <EmptyState title={t('admin.commonContact.empty')} description={t('admin.commonContact.emptyHint')} />
      ) : (
        <FolderRows folders={list} onEdit={setEditing} onRemove={(folder) => void actions.remove(folder)} />
      )}
      {editing !== null && (
        <FolderDialog
          title={editing === 'new' ? t('admin.commonContact.addTitle') : t('admin.commonContact.editTitle')}
          common
          initial={editing === 'new' ? NEW_FOLDER : valuesOf(editing)}
          onSubmit={(values) => actions.save(editing === 'new' ? null : editing, values)}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
