import type {
  ContactGroup,
  ContactGroupList,
  GroupExternalContactList,
  GroupInternalContactList,
} from '@kizuna/api-client/contract';
import { useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { useToast } from '../../shared/toast';
import { useQuery } from '../../shared/useQuery';
import { groupErrorKey } from './groupErrorKey';

export interface Members {
  internal: GroupInternalContactList;
  external: GroupExternalContactList;
}

/** The user's groups in their order (`allList`). */
export function useContactGroups() {
  const client = useClient();
  return useQuery<ContactGroupList>(
    (signal) => client.contactGroups.allList(undefined, { signal }),
    'groups',
  );
}

/** The group's colleagues and external contacts (`internalContacts`, `externalContacts`). */
export function useGroupMembers(group: ContactGroup | null) {
  const client = useClient();
  return useQuery<Members>(
    group
      ? async (signal) => {
          const params = { groupId: group.groupId };
          const [internal, external] = await Promise.all([
            client.contactGroups.internalContacts({ params }, { signal }),
            client.contactGroups.externalContacts({ params }, { signal }),
          ]);
          return { internal, external };
        }
      : null,
    group ? String(group.groupId) : '',
  );
}

/** Removes the selected members from the group after confirmation (`removeContacts`). */
export function useRemoveMembers(group: ContactGroup | null, refresh: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const dialogs = useDialogService();
  const toast = useToast();
  return async function removeSelected(selectedIds: number[]) {
    if (!group || selectedIds.length === 0) return;
    const count = selectedIds.length;
    const confirmed = await dialogs
      .deleteCancel({
        title: t('contactGroups.remove.title'),
        message: t('contactGroups.remove.message', { count, groupName: group.groupName }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.contactGroups.removeContacts({
        params: { groupId: group.groupId },
        body: { contactIds: selectedIds },
      });
      toast(t('contactGroups.remove.done', { count, groupName: group.groupName }), 'success');
    } catch (error) {
      toast(t(groupErrorKey(error, 'contactGroups.remove.failed')), 'danger');
    }
    refresh();
  };
}

/** Moves the selected members to another group (`move`). */
export function useMoveMembers(group: ContactGroup | null, refresh: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  return async function moveSelected(selectedIds: number[], dest: ContactGroup | undefined) {
    if (!group || selectedIds.length === 0) return;
    if (!dest) {
      toast(t('contactGroups.move.chooseTarget'), 'danger');
      return;
    }
    const count = selectedIds.length;
    try {
      await client.contactGroups.move({
        params: { groupId: group.groupId },
        body: { destGroupId: dest.groupId, contactIds: selectedIds },
      });
      toast(t('contactGroups.move.done', { count, groupName: dest.groupName }), 'success');
    } catch (error) {
      toast(t(groupErrorKey(error, 'contactGroups.move.failed')), 'danger');
    }
    refresh();
  };
}
