import type { ContactGroup } from '@kizuna/api-client/contract';
import { Button } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

export interface GroupSettingsItemProps {
  group: ContactGroup;
  isFirst: boolean;
  isLast: boolean;
  onMove: (by: -1 | 1) => void;
  onRename: () => void;
  /** The id of the text saying why Delete is off; Delete is on while this is undefined. */
  deleteDisabledBy?: string | undefined;
  onDelete: () => void;
}

/** One group of the settings list: its name and count, move up / down, rename and delete. */
export function GroupSettingsItem({
  group,
  isFirst,
  isLast,
  onMove,
  onRename,
  deleteDisabledBy,
  onDelete,
}: GroupSettingsItemProps) {
  const { t } = useTranslation();
  return (
    <li className="kz-groups-settings__item">
      <span className="kz-groups-settings__name" data-testid="group-name">
        {group.groupName}
      </span>
      <span className="kz-groups-settings__count">
        {t('contactGroups.memberCount', { count: group.internalCount + group.externalCount })}
      </span>
      <span className="kz-groups-settings__actions">
        <Button
          size="small"
          id={`kz-group-${group.groupId}-up`}
          aria-label={t('contactGroups.settings.moveUp', { groupName: group.groupName })}
          isDisabled={isFirst}
          onPress={() => onMove(-1)}
        >
          {t('contactGroups.settings.up')}
        </Button>
        <Button
          size="small"
          id={`kz-group-${group.groupId}-down`}
          aria-label={t('contactGroups.settings.moveDown', { groupName: group.groupName })}
          isDisabled={isLast}
          onPress={() => onMove(1)}
        >
          {t('contactGroups.settings.down')}
        </Button>
        <Button
          size="small"
          aria-label={t('contactGroups.settings.renameLabel', { groupName: group.groupName })}
          onPress={onRename}
        >
          {t('contactGroups.settings.rename')}
        </Button>
        <Button
          size="small"
          variant="danger"
          aria-label={t('contactGroups.settings.deleteLabel', { groupName: group.groupName })}
          isDisabled={deleteDisabledBy !== undefined}
          aria-describedby={deleteDisabledBy}
          onPress={onDelete}
        >
          {t('contactGroups.settings.delete')}
        </Button>
      </span>
    </li>
  );
}
