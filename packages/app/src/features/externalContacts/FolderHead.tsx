import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { ContactFolder } from '@kizuna/api-client/contract';
import { Button, SearchField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import type { ExternalContactsView } from './externalContactsHash';

export interface FolderHeadProps {
  folder: ContactFolder;
  /** The user may rename and delete the folder. */
  manageable: boolean;
  view: ExternalContactsView;
  go: (next: ExternalContactsView) => void;
  onRename: () => void;
  onDelete: () => void;
}

/** The folder's name with rename and delete, what it is for, who reads it, and the free-word search. */
export function FolderHead({ folder, manageable, view, go, onRename, onDelete }: FolderHeadProps) {
  const { t } = useTranslation();
  const [word, setWord] = useState(view.searched);
  useEffect(() => setWord(view.searched), [view.searched]);

  function search(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    go({ ...view, page: 1, searched: word.trim() });
  }

  return (
    <>
      <div className="kz-ext-contacts__head">
        <h2 id="kz-ext-folder-title">{folder.folderName}</h2>
        {manageable && (
          <div className="kz-ext-contacts__folder-actions">
            <Button size="small" onPress={onRename}>
              {t('externalContacts.folders.rename')}
            </Button>
            <Button size="small" variant="danger" onPress={onDelete}>
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
    </>
  );
}
