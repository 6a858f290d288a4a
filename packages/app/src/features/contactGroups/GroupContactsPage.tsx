import './contactGroups.css';
import { useEffect, useState } from 'react';
import type { Key, Selection } from '@kizuna/ui';
import { EmptyState, ErrorState } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { formatGroupHash, parseGroupHash } from './groupHash';
import { GroupMembersToolbar } from './GroupMembersToolbar';
import { GroupMemberTable } from './GroupMemberTable';
import { GroupNav } from './GroupNav';
import { useContactGroups, useGroupMembers, useMoveMembers, useRemoveMembers } from './useGroupContacts';
import { externalMemberPath, internalMemberPath, useMemberColumns } from './useMemberColumns';
import { Page } from '../../shared/Page';

function selectedOf(selection: Selection, shown: readonly number[]): number[] {
  if (selection === 'all') return [...shown];
  const ids = new Set(shown);
  return [...selection].map(Number).filter((id) => ids.has(id));
}

/**
 * `/front/groupContacts`: the user's favourite groups, the one in the hash (the first when the
 * hash names none of them) with its colleagues and external contacts; selected members can be
 * removed from the group or moved to another.
 */
export function GroupContactsPage({ phoneSettings }: { phoneSettings: PhoneLinkSettings }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [internalSelection, setInternalSelection] = useState<Selection>(new Set<Key>());
  const [externalSelection, setExternalSelection] = useState<Selection>(new Set<Key>());
  const [target, setTarget] = useState<Key | null>(null);
  const columns = useMemberColumns(phoneSettings);

  const groups = useContactGroups();
  const hashGroupId = parseGroupHash(location.hash);
  const group = groups.data?.items.find((item) => item.groupId === hashGroupId) ?? null;

  // No group named, or one that is not the user's: show the first group.
  useEffect(() => {
    const first = groups.data?.items[0];
    if (!first || group) return;
    void navigate({ pathname: location.pathname, hash: formatGroupHash(first.groupId) }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groups.data, group === null]);

  const membersKey = group ? String(group.groupId) : '';
  const members = useGroupMembers(group);
  useEffect(() => {
    setInternalSelection(new Set<Key>());
    setExternalSelection(new Set<Key>());
  }, [membersKey]);

  const internalItems = members.data?.internal.items ?? [];
  const externalItems = members.data?.external.items ?? [];
  const memberCount = internalItems.length + externalItems.length;
  const selectedIds = [
    ...selectedOf(
      internalSelection,
      internalItems.map((item) => item.contactId),
    ),
    ...selectedOf(
      externalSelection,
      externalItems.map((item) => item.contactId),
    ),
  ];
  const targets = (groups.data?.items ?? []).filter((item) => item.groupId !== group?.groupId);

  function refresh() {
    setInternalSelection(new Set<Key>());
    setExternalSelection(new Set<Key>());
    members.reload();
    groups.reload();
  }
  const removeSelected = useRemoveMembers(group, refresh);
  const moveSelected = useMoveMembers(group, refresh);

  return (
    <Page className="kz-groups" title={t('contactGroups.title')}>
      <div className="kz-groups__layout">
        <GroupNav groups={groups} current={group} />
        <section className="kz-groups-members" aria-labelledby="kz-groups-title">
          <h2 id="kz-groups-title">{group ? group.groupName : t('common.loading')}</h2>
          {group && members.error !== null && (
            <ErrorState title={t('contactGroups.membersLoadFailed')} onRetry={members.reload} />
          )}
          {group && members.error === null && (
            <>
              <p role="status" className="kz-groups-members__status">
                {members.isLoading
                  ? t('common.loading')
                  : memberCount === 0
                    ? t('contactGroups.empty')
                    : t('contactGroups.memberCount', { count: memberCount })}
              </p>
              {!members.isLoading && memberCount === 0 && (
                <EmptyState title={t('contactGroups.empty')} description={t('contactGroups.emptyHint')} />
              )}
              <GroupMembersToolbar
                count={selectedIds.length}
                targets={targets}
                target={target}
                onTargetChange={setTarget}
                onRemove={() => void removeSelected(selectedIds)}
                onMove={() =>
                  void moveSelected(
                    selectedIds,
                    targets.find((item) => item.groupId === Number(target)),
                  )
                }
              />
              <GroupMemberTable
                headingId="kz-groups-internal"
                title={t('contactGroups.internal', { count: internalItems.length })}
                items={internalItems}
                columns={columns.internal}
                detailPath={internalMemberPath}
                selection={internalSelection}
                onSelectionChange={setInternalSelection}
                empty={t('contactGroups.noInternal')}
                isLoading={members.isLoading}
              />
              <GroupMemberTable
                headingId="kz-groups-external"
                title={t('contactGroups.external', { count: externalItems.length })}
                items={externalItems}
                columns={columns.external}
                detailPath={externalMemberPath}
                selection={externalSelection}
                onSelectionChange={setExternalSelection}
                empty={t('contactGroups.noExternal')}
                isLoading={members.isLoading}
              />
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
