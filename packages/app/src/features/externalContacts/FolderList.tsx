import type { ContactFolder, ContactFolderList } from '@kizuna/api-client/contract';
import { Button } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatViewHash, type ExternalContactsView } from './externalContactsHash';

export interface FolderListProps {
  type: 'common' | 'personal';
  /** The user's folders of this type; undefined while they load. */
  list: ContactFolderList | undefined;
  /** The folder shown. */
  current: ContactFolder | null;
  view: ExternalContactsView;
  onCreate: () => void;
}

/** The common or the personal folders as links with their contact counts, and "create" where allowed. */
export function FolderList({ type, list, current: shown, view, onCreate }: FolderListProps) {
  const { t } = useTranslation();
  const headingId = `kz-ext-folders-${type}`;
  return (
    <section aria-labelledby={headingId} className="kz-ext-folders__group">
      <h2 id={headingId} className="kz-ext-folders__title">
        {t(`externalContacts.folders.${type}`)}
      </h2>
      <ul className="kz-ext-folders__list">
        {(list?.items ?? []).map((item) => {
          const current = item.folderId === shown?.folderId;
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
        <Button size="small" onPress={onCreate}>
          {t(`externalContacts.folders.create.${type}`)}
        </Button>
      )}
    </section>
  );
}
