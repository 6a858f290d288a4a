import { useState } from 'react';
import type { ContactGroupHeader, FolderType } from '@kizuna/api-client/contract';
import { Button, Menu, MenuItem, MenuTrigger } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { useToast } from '../../shared/toast';

export type GroupCandidates =
  | { kind: 'internal'; contactIds: readonly number[] }
  | { kind: 'external'; contacts: readonly { folderType: FolderType; contactId: number }[] };

export interface AddToGroupMenuProps {
  candidates: GroupCandidates;
  isDisabled?: boolean;
}

function countOf(candidates: GroupCandidates): number {
  return candidates.kind === 'internal' ? candidates.contactIds.length : candidates.contacts.length;
}

/**
 * "Add to group": a menu of the user's groups, loaded when it opens; picking one adds the
 * contacts to it. A contact already in the group stays there once.
 */
export function AddToGroupMenu({ candidates, isDisabled = false }: AddToGroupMenuProps) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [groups, setGroups] = useState<ContactGroupHeader[] | null>(null);
  const [failed, setFailed] = useState(false);
  const count = countOf(candidates);

  function load(isOpen: boolean) {
    if (!isOpen) return;
    setFailed(false);
    client.contactGroups.headerList().then(
      (list) => setGroups(list.items),
      () => setFailed(true),
    );
  }

  async function add(groupId: number) {
    const group = groups?.find((item) => item.groupId === groupId);
    if (!group) return;
    try {
      const { addedCount } =
        candidates.kind === 'internal'
          ? await client.contactGroups.copyFromInternal({
              params: { groupId },
              body: { contactIds: [...candidates.contactIds] },
            })
          : await client.contactGroups.copyFromExternal({
              params: { groupId },
              body: { contacts: [...candidates.contacts] },
            });
      const key = addedCount === 0 ? 'contactGroups.add.already' : 'contactGroups.add.done';
      toast({ title: t(key, { count: addedCount, groupName: group.groupName }), tone: 'success' });
    } catch {
      toast({
        title: t('contactGroups.add.failed', { groupName: group.groupName }),
        tone: 'danger',
      });
    }
  }

  return (
    <>
      <MenuTrigger onOpenChange={load}>
        <Button isDisabled={isDisabled || count === 0}>
          {count > 1 ? t('contactGroups.add.actionMany', { count }) : t('contactGroups.add.action')}
        </Button>
        <Menu
          onAction={(key) => void add(Number(key))}
          renderEmptyState={() => (
            <p className="kz-groups-menu__state">
              {failed ? t('contactGroups.add.loadFailed') : t('common.loading')}
            </p>
          )}
          items={groups ?? []}
        >
          {(group) => (
            <MenuItem id={group.groupId} textValue={group.groupName}>
              {group.groupName}
            </MenuItem>
          )}
        </Menu>
      </MenuTrigger>
    </>
  );
}
