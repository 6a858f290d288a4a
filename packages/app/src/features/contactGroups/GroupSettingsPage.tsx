import './contactGroups.css';
import { useEffect, useState } from 'react';
import { CONTACT_GROUP_LIMITS, type ContactGroup, type ContactGroupList } from '@kizuna/api-client/contract';
import { Button, ErrorState, useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { groupErrorKey } from './groupErrorKey';
import { GroupNameDialog } from './GroupNameDialog';
import { useToast } from '../../shared/toast';

type Editing = { kind: 'add' } | { kind: 'rename'; group: ContactGroup } | null;

/**
 * `/front/settings/group`: the user's five to ten groups. Add (refused at ten with the spec's
 * message), rename, delete (refused at five), and reorder with move up / move down, kept on the
 * page until Save order.
 */
export function GroupSettingsPage() {
  const { t } = useTranslation();
  const client = useClient();
  const dialogs = useDialogService();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [order, setOrder] = useState<ContactGroup[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [savingOrder, setSavingOrder] = useState(false);

  const groups = useQuery<ContactGroupList>(
    (signal) => client.contactGroups.allList(undefined, { signal }),
    'groups',
  );
  useEffect(() => {
    if (groups.data) setOrder(groups.data.items);
  }, [groups.data]);

  const count = order.length;
  const atMost = count >= CONTACT_GROUP_LIMITS.maxCount;
  const atLeast = count <= CONTACT_GROUP_LIMITS.minCount;
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

  async function remove(group: ContactGroup) {
    if (atLeast) {
      await dialogs
        .message({
          title: t('contactGroups.settings.deleteTitle'),
          message: t('contactGroups.settings.minReached'),
        })
        .catch(() => undefined);
      return;
    }
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
  }

  async function saveName(groupName: string) {
    if (!editing) return;
    if (editing.kind === 'add') {
      await client.contactGroups.addOrUpdate({ body: { groupName } });
      toast(t('contactGroups.settings.created', { groupName }), 'success');
    } else {
      await client.contactGroups.addOrUpdate({ body: { groupId: editing.group.groupId, groupName } });
      toast(t('contactGroups.settings.renamed', { groupName }), 'success');
    }
    groups.reload();
  }

  return (
    <main className="kz-page kz-groups-settings" aria-labelledby="kz-page-title">
      <h1 id="kz-page-title" className="kz-page__title">
        {t('contactGroups.settings.title')}
      </h1>
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
          {orderChanged && <p className="kz-form-help">{t('contactGroups.settings.orderChanged')}</p>}
          <ol className="kz-groups-settings__list" aria-label={t('contactGroups.settings.list')}>
            {order.map((group, index) => (
              <li key={group.groupId} className="kz-groups-settings__item">
                <span className="kz-groups-settings__name">{group.groupName}</span>
                <span className="kz-groups-settings__count">
                  {t('contactGroups.memberCount', { count: group.internalCount + group.externalCount })}
                </span>
                <span className="kz-groups-settings__actions">
                  <Button
                    size="small"
                    id={`kz-group-${group.groupId}-up`}
                    aria-label={t('contactGroups.settings.moveUp', { groupName: group.groupName })}
                    isDisabled={index === 0}
                    onPress={() => shift(index, -1)}
                  >
                    {t('contactGroups.settings.up')}
                  </Button>
                  <Button
                    size="small"
                    id={`kz-group-${group.groupId}-down`}
                    aria-label={t('contactGroups.settings.moveDown', { groupName: group.groupName })}
                    isDisabled={index === order.length - 1}
                    onPress={() => shift(index, 1)}
                  >
                    {t('contactGroups.settings.down')}
                  </Button>
                  <Button
                    size="small"
                    aria-label={t('contactGroups.settings.renameLabel', { groupName: group.groupName })}
                    onPress={() => setEditing({ kind: 'rename', group })}
                  >
                    {t('contactGroups.settings.rename')}
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={t('contactGroups.settings.deleteLabel', { groupName: group.groupName })}
                    onPress={() => void remove(group)}
                  >
                    {t('contactGroups.settings.delete')}
                  </Button>
                </span>
              </li>
            ))}
          </ol>
          <p className="kz-visually-hidden" role="status" aria-live="polite">
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
          onSubmit={saveName}
          onClose={() => setEditing(null)}
        />
      )}
    </main>
  );
}
