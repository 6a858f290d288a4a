import { useEffect, useState } from 'react';
import { CONTACT_GROUP_LIMITS, type ContactGroup, type ContactGroupList } from '@kizuna/api-client/contract';
import { useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { useToast } from '../../shared/toast';
import type { Query } from '../../shared/useQuery';
import { groupErrorKey } from './groupErrorKey';

/**
 * The order of the groups as shown, moved up and down on the page and kept there until it is saved
 * (`sort`). A move is announced and keeps the keyboard on the moved group.
 */
export function useGroupOrder(groups: Query<ContactGroupList>) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [order, setOrder] = useState<ContactGroup[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [savingOrder, setSavingOrder] = useState(false);
  useEffect(() => {
    if (groups.data) setOrder(groups.data.items);
  }, [groups.data]);

  const saved = groups.data?.items.map((group) => group.groupId).join(',') ?? '';
  const orderChanged = order.map((group) => group.groupId).join(',') !== saved;

  function shift(index: number, by: -1 | 1) {
    const next = [...order];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    setOrder(next);
    setAnnouncement(
      t('contactGroups.settings.movedTo', {
        groupName: moved.groupName,
        position: index + by + 1,
        count: next.length,
      }),
    );
    // Keep the keyboard on the moved group's button in its new place.
    const direction = by < 0 ? 'up' : 'down';
    const edge = (by < 0 && index + by === 0) || (by > 0 && index + by === next.length - 1);
    const focusDirection = edge ? (by < 0 ? 'down' : 'up') : direction;
    requestAnimationFrame(() =>
      document.getElementById(`kz-group-${moved.groupId}-${focusDirection}`)?.focus(),
    );
  }

  async function saveOrder() {
    setSavingOrder(true);
    try {
      await client.contactGroups.sort({ body: { groupIds: order.map((group) => group.groupId) } });
      toast(t('contactGroups.settings.orderSaved'), 'success');
      groups.reload();
    } catch (error) {
      toast(t(groupErrorKey(error, 'contactGroups.settings.orderFailed')), 'danger');
    } finally {
      setSavingOrder(false);
    }
  }

  return { order, orderChanged, announcement, savingOrder, shift, saveOrder };
}

/** Deletes a group after confirmation (`delete`); the page keeps Delete off at the minimum count. */
export function useDeleteGroup(groups: Query<ContactGroupList>, count: number) {
  const { t } = useTranslation();
  const client = useClient();
  const dialogs = useDialogService();
  const toast = useToast();
  return async function remove(group: ContactGroup) {
    if (count <= CONTACT_GROUP_LIMITS.minCount) return;
    const confirmed = await dialogs
      .deleteCancel({
        title: t('contactGroups.settings.deleteTitle'),
        message: t('contactGroups.settings.deleteMessage', {
          groupName: group.groupName,
          count: group.internalCount + group.externalCount,
        }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.contactGroups.delete({ body: { groupIds: [group.groupId] } });
      toast(t('contactGroups.settings.deleted', { groupName: group.groupName }), 'success');
    } catch (error) {
      toast(t(groupErrorKey(error, 'contactGroups.settings.deleteFailed')), 'danger');
    }
    groups.reload();
  };
}

export type GroupEditing = { kind: 'add' } | { kind: 'rename'; group: ContactGroup };

/** Adds a group or renames one (`addOrUpdate`); a refusal stays with the name dialog. */
export function useSaveGroupName(groups: Query<ContactGroupList>) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  return async function saveName(editing: GroupEditing, groupName: string) {
    if (editing.kind === 'add') {
      await client.contactGroups.addOrUpdate({ body: { groupName } });
      toast(t('contactGroups.settings.created', { groupName }), 'success');
    } else {
      await client.contactGroups.addOrUpdate({ body: { groupId: editing.group.groupId, groupName } });
      toast(t('contactGroups.settings.renamed', { groupName }), 'success');
    }
    groups.reload();
  };
}
