import './contactGroups.css';
import { useState } from 'react';
import { CONTACT_GROUP_LIMITS } from '@kizuna/api-client/contract';
import { Button, ErrorState } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { GroupNameDialog } from './GroupNameDialog';
import { GroupSettingsItem } from './GroupSettingsItem';
import { useContactGroups } from './useGroupContacts';
import { useDeleteGroup, useGroupOrder, useSaveGroupName } from './useGroupSettings';
import type { GroupEditing } from './useGroupSettings';
import { Page } from '../../shared/Page';

/**
 * `/front/settings/group`: the user's five to ten groups. Add (off at ten) and delete (off at
 * five), each with the reason beside it; rename, and reorder with move up / move down, kept on
 * the page until Save order.
 */
export function GroupSettingsPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<GroupEditing | null>(null);
  const groups = useContactGroups();
  const { order, orderChanged, announcement, savingOrder, shift, saveOrder } = useGroupOrder(groups);
  const remove = useDeleteGroup(groups, order.length);
  const saveName = useSaveGroupName(groups);
  const atMost = order.length >= CONTACT_GROUP_LIMITS.maxCount;
  const atLeast = groups.data !== null && order.length <= CONTACT_GROUP_LIMITS.minCount;

  return (
    <Page className="kz-groups-settings" title={t('contactGroups.settings.title')}>
      <p className="kz-form-help">
        {t('contactGroups.settings.intro', {
          min: CONTACT_GROUP_LIMITS.minCount,
          max: CONTACT_GROUP_LIMITS.maxCount,
        })}
      </p>
      {groups.error ? (
        <ErrorState title={t('contactGroups.loadFailed')} onRetry={groups.reload} />
      ) : (
        <>
          <div className="kz-groups-settings__toolbar">
            <Button
              variant="primary"
              isDisabled={!groups.data || atMost}
              aria-describedby={atMost ? 'kz-groups-max' : undefined}
              onPress={() => setEditing({ kind: 'add' })}
            >
              {t('contactGroups.settings.add')}
            </Button>
            <Button isDisabled={!orderChanged || savingOrder} onPress={() => void saveOrder()}>
              {t('contactGroups.settings.saveOrder')}
            </Button>
          </div>
          {atMost && (
            <p id="kz-groups-max" className="kz-groups-settings__limit" role="status">
              {t('contactGroups.settings.maxReached')}
            </p>
          )}
          {atLeast && (
            <p id="kz-groups-min" className="kz-groups-settings__limit" role="status">
              {t('contactGroups.settings.minReachedReason', { min: CONTACT_GROUP_LIMITS.minCount })}
            </p>
          )}
          {orderChanged && <p className="kz-form-help">{t('contactGroups.settings.orderChanged')}</p>}
          <ol className="kz-groups-settings__list" aria-label={t('contactGroups.settings.list')}>
            {order.map((group, index) => (
              <GroupSettingsItem
                key={group.groupId}
                group={group}
                isFirst={index === 0}
                isLast={index === order.length - 1}
                onMove={(by) => shift(index, by)}
                onRename={() => setEditing({ kind: 'rename', group })}
                deleteDisabledBy={atLeast ? 'kz-groups-min' : undefined}
                onDelete={() => void remove(group)}
              />
            ))}
          </ol>
          <p className="kz-VisuallyHidden" role="status" aria-live="polite">
            {announcement}
          </p>
        </>
      )}
      {editing && (
        <GroupNameDialog
          title={
            editing.kind === 'add'
              ? t('contactGroups.settings.addTitle')
              : t('contactGroups.settings.renameTitle')
          }
          initialName={editing.kind === 'add' ? '' : editing.group.groupName}
          onSubmit={(groupName) => saveName(editing, groupName)}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
