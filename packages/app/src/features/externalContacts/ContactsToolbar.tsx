import type { ContactFolder, FolderTypeParam } from '@kizuna/api-client/contract';
import type { ReactNode } from 'react';
import type { Key } from '@kizuna/ui';
import { Button, Select, SelectItem } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToGroupMenu } from '../contactGroups';

export interface ContactsToolbarProps {
  folder: ContactFolder;
  folderType: FolderTypeParam | null;
  /** The user may change the folder's contacts: add, delete, move. */
  editable: boolean;
  /** The user may copy contacts out of the folder. */
  canCopy: boolean;
  /** Common folders the selection may be copied or moved to. */
  targets: readonly ContactFolder[];
  target: Key | null;
  onTargetChange: (target: Key | null) => void;
  selectedIds: readonly number[];
  onDelete: () => void;
  onTransfer: (operation: 'COPY' | 'MOVE') => void;
  /** At the row's end: the menu of the folder's imports and exports. */
  more?: ReactNode;
}

/**
 * What can be done with the folder's contacts, on one row where the screen allows: add one (the
 * primary action); delete, group, copy or move the selected; then `more` (imports and exports).
 * On a phone the groups wrap under one another.
 */
export function ContactsToolbar({
  folder,
  folderType,
  editable,
  canCopy,
  targets,
  target,
  onTargetChange,
  selectedIds,
  onDelete,
  onTransfer,
  more,
}: ContactsToolbarProps) {
  const { t } = useTranslation();
  const nothingSelected = selectedIds.length === 0;
  // What is off for want of a selection says so beside it (not only in a tooltip).
  const reason = nothingSelected ? 'kz-ext-select-first' : undefined;
  return (
    <>
      <div className="kz-ext-contacts__toolbar">
        {editable && (
          <Link
            className="kz-ext-contacts__add"
            to={`/externalContacts/${folderType}/add/${folder.folderId}`}
          >
            {t('externalContacts.add.action')}
          </Link>
        )}
        <div className="kz-ext-contacts__selected">
          {editable && (
            <Button
              size="small"
              variant="danger"
              isDisabled={nothingSelected}
              aria-describedby={reason}
              onPress={onDelete}
            >
              {t('externalContacts.delete.action', { count: selectedIds.length })}
            </Button>
          )}
          <AddToGroupMenu
            candidates={{
              kind: 'external',
              contacts: selectedIds.map((contactId) => ({ folderType: folder.folderType, contactId })),
            }}
            isDisabled={nothingSelected}
          />
          {targets.length > 0 && (canCopy || editable) && (
            <div className="kz-ext-contacts__transfer">
              <Select
                aria-label={t('externalContacts.transfer.target')}
                selectedKey={target}
                onSelectionChange={onTargetChange}
                placeholder={t('externalContacts.transfer.placeholder')}
              >
                {targets.map((f) => (
                  <SelectItem key={f.folderId} id={f.folderId}>
                    {f.folderName}
                  </SelectItem>
                ))}
              </Select>
              {canCopy && (
                <Button
                  size="small"
                  isDisabled={nothingSelected}
                  aria-describedby={reason}
                  onPress={() => onTransfer('COPY')}
                >
                  {t('externalContacts.transfer.copy', { count: selectedIds.length })}
                </Button>
              )}
              {editable && (
                <Button
                  size="small"
                  isDisabled={nothingSelected}
                  aria-describedby={reason}
                  onPress={() => onTransfer('MOVE')}
                >
                  {t('externalContacts.transfer.move', { count: selectedIds.length })}
                </Button>
              )}
            </div>
          )}
        </div>
        {more != null && <div className="kz-ext-contacts__more">{more}</div>}
      </div>
      {nothingSelected && (
        <p id="kz-ext-select-first" className="kz-disabled-reason kz-ext-contacts__hint">
          {t('externalContacts.delete.selectFirst')}
        </p>
      )}
    </>
  );
}
