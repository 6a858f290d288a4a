import type { ContactGroup } from '@kizuna/api-client/contract';
import type { Key } from '@kizuna/ui';
import { Button, Select, SelectItem } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

export interface GroupMembersToolbarProps {
  /** How many members are selected. */
  count: number;
  /** The user's other groups, where the selection may move. */
  targets: readonly ContactGroup[];
  target: Key | null;
  onTargetChange: (target: Key | null) => void;
  onRemove: () => void;
  onMove: () => void;
}

/** Remove the selected members from the group, or move them to another group. */
export function GroupMembersToolbar({
  count,
  targets,
  target,
  onTargetChange,
  onRemove,
  onMove,
}: GroupMembersToolbarProps) {
  const { t } = useTranslation();
  const reason = count === 0 ? 'kz-groups-select-first' : undefined;
  return (
    <div className="kz-groups-toolbar">
      <Button variant="danger" isDisabled={count === 0} aria-describedby={reason} onPress={onRemove}>
        {t('contactGroups.remove.action', { count })}
      </Button>
      {targets.length > 0 && (
        <div className="kz-groups-toolbar__move">
          <Select
            label={t('contactGroups.move.target')}
            selectedKey={target}
            onSelectionChange={onTargetChange}
            placeholder={t('contactGroups.move.choose')}
          >
            {targets.map((item) => (
              <SelectItem key={item.groupId} id={item.groupId}>
                {item.groupName}
              </SelectItem>
            ))}
          </Select>
          <Button isDisabled={count === 0} aria-describedby={reason} onPress={onMove}>
            {t('contactGroups.move.action', { count })}
          </Button>
        </div>
      )}
      {count === 0 && (
        <p id="kz-groups-select-first" className="kz-disabled-reason">
          {t('contactGroups.remove.selectFirst')}
        </p>
      )}
    </div>
  );
}
