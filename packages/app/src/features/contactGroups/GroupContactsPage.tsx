import './contactGroups.css';
import { useEffect, useState } from 'react';
import type {
  ContactGroupList,
  GroupExternalContactList,
  GroupInternalContactList,
} from '@kizuna/api-client/contract';
import type { Key, Selection } from '@kizuna/ui';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Row,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableHeader,
  useDialogService,
} from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { ContactPhones } from '../../shared/ContactPhones';
import { FaceThumbnail } from '../../shared/FaceThumbnail';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { PresenceIndicator } from '../presence';
import { groupErrorKey } from './groupErrorKey';
import { formatGroupHash, parseGroupHash } from './groupHash';
import { useToast } from '../../shared/toast';

interface Members {
  internal: GroupInternalContactList;
  external: GroupExternalContactList;
}

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
  const client = useClient();
  const dialogs = useDialogService();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [internalSelection, setInternalSelection] = useState<Selection>(new Set<Key>());
  const [externalSelection, setExternalSelection] = useState<Selection>(new Set<Key>());
  const [target, setTarget] = useState<Key | null>(null);

  const groups = useQuery<ContactGroupList>(
    (signal) => client.contactGroups.allList(undefined, { signal }),
    'groups',
  );
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
  const members = useQuery<Members>(
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
    membersKey,
  );
  useEffect(() => {
    setInternalSelection(new Set<Key>());
    setExternalSelection(new Set<Key>());
  }, [membersKey]);

  const internalItems = members.data?.internal.items ?? [];
  const externalItems = members.data?.external.items ?? [];
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

  async function removeSelected() {
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
  }

  async function moveSelected() {
    if (!group || selectedIds.length === 0) return;
    const dest = targets.find((item) => item.groupId === Number(target));
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
  }

  const emptyRow = (key: string) => () => (members.isLoading ? null : <EmptyState title={t(key)} />);

  const internalTable = (
    <section className="kz-groups-members__section" aria-labelledby="kz-groups-internal">
      <h3 id="kz-groups-internal">{t('contactGroups.internal', { count: internalItems.length })}</h3>
      <Table
        aria-labelledby="kz-groups-internal"
        selectionMode="multiple"
        selectionBehavior="toggle"
        selectedKeys={internalSelection}
        onSelectionChange={setInternalSelection}
      >
        <TableHeader>
          <Column id="fullname" isRowHeader>
            {t('contactGroups.columns.fullname')}
          </Column>
          <Column id="presence">{t('contactGroups.columns.presence')}</Column>
          <Column id="division">{t('contactGroups.columns.division')}</Column>
          <Column id="phone">{t('contactGroups.columns.phone')}</Column>
          <Column id="email">{t('contactGroups.columns.email')}</Column>
        </TableHeader>
        <TableBody items={internalItems} renderEmptyState={emptyRow('contactGroups.noInternal')}>
          {(item) => (
            <Row id={item.contactId} textValue={item.fullname}>
              <Cell>
                <span className="kz-groups-person">
                  <FaceThumbnail userId={item.linkageContactId} alt="" />
                  <span>
                    <Link to={`/internalContacts/detail/${item.linkageContactId}`}>{item.fullname}</Link>
                    {item.position && <span className="kz-groups-person__sub">{item.position}</span>}
                  </span>
                </span>
              </Cell>
              <Cell>
                <PresenceIndicator status={item.presence.status} />
              </Cell>
              <Cell>{item.divisions.map((division) => division.divisionName).join(' / ')}</Cell>
              <Cell>
                <ContactPhones phones={item} settings={phoneSettings} />
              </Cell>
              <Cell>{item.email1 && <a href={`mailto:${item.email1}`}>{item.email1}</a>}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </section>
  );

  const externalTable = (
    <section className="kz-groups-members__section" aria-labelledby="kz-groups-external">
      <h3 id="kz-groups-external">{t('contactGroups.external', { count: externalItems.length })}</h3>
      <Table
        aria-labelledby="kz-groups-external"
        selectionMode="multiple"
        selectionBehavior="toggle"
        selectedKeys={externalSelection}
        onSelectionChange={setExternalSelection}
      >
        <TableHeader>
          <Column id="fullname" isRowHeader>
            {t('contactGroups.columns.fullname')}
          </Column>
          <Column id="company">{t('contactGroups.columns.company')}</Column>
          <Column id="phone">{t('contactGroups.columns.phone')}</Column>
          <Column id="email">{t('contactGroups.columns.email')}</Column>
        </TableHeader>
        <TableBody items={externalItems} renderEmptyState={emptyRow('contactGroups.noExternal')}>
          {(item) => (
            <Row id={item.contactId} textValue={item.fullname}>
              <Cell>
                <Link
                  to={`/externalContacts/${item.folderType === 'COMMON' ? 'common' : 'personal'}/detail/${item.linkageContactId}`}
                >
                  {item.fullname}
                </Link>
                {item.position && <span className="kz-groups-person__sub">{item.position}</span>}
              </Cell>
              <Cell>{[item.companyName, item.divisionName].filter(Boolean).join(' ')}</Cell>
              <Cell>
                <ContactPhones phones={item} settings={phoneSettings} />
              </Cell>
              <Cell>{item.email1 && <a href={`mailto:${item.email1}`}>{item.email1}</a>}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </section>
  );

  return (
    <main className="kz-page kz-groups" aria-labelledby="kz-page-title">
      <h1 id="kz-page-title" className="kz-page__title">
        {t('contactGroups.title')}
      </h1>
      <div className="kz-groups__layout">
        <nav className="kz-groups-nav" aria-label={t('contactGroups.groupsLabel')}>
          {groups.error ? (
            <ErrorState title={t('contactGroups.loadFailed')} onRetry={groups.reload} />
          ) : (
            <ul className="kz-groups-nav__list">
              {(groups.data?.items ?? []).map((item) => (
                <li key={item.groupId}>
                  <Link
                    className="kz-groups-nav__link"
                    aria-current={item.groupId === group?.groupId ? 'page' : undefined}
                    to={{ hash: formatGroupHash(item.groupId) }}
                  >
                    <span>{item.groupName}</span>
                    <span className="kz-groups-nav__count">
                      {t('contactGroups.memberCount', { count: item.internalCount + item.externalCount })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link className="kz-groups-nav__manage" to="/settings/group">
            {t('contactGroups.manage')}
          </Link>
        </nav>
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
                  : internalItems.length + externalItems.length === 0
                    ? t('contactGroups.empty')
                    : t('contactGroups.memberCount', { count: internalItems.length + externalItems.length })}
              </p>
              {!members.isLoading && internalItems.length + externalItems.length === 0 && (
                <EmptyState title={t('contactGroups.empty')} description={t('contactGroups.emptyHint')} />
              )}
              <div className="kz-groups-toolbar">
                <Button
                  variant="danger"
                  isDisabled={selectedIds.length === 0}
                  onPress={() => void removeSelected()}
                >
                  {t('contactGroups.remove.action', { count: selectedIds.length })}
                </Button>
                {targets.length > 0 && (
                  <div className="kz-groups-toolbar__move">
                    <Select
                      label={t('contactGroups.move.target')}
                      selectedKey={target}
                      onSelectionChange={setTarget}
                      placeholder={t('contactGroups.move.choose')}
                    >
                      {targets.map((item) => (
                        <SelectItem key={item.groupId} id={item.groupId}>
                          {item.groupName}
                        </SelectItem>
                      ))}
                    </Select>
                    <Button isDisabled={selectedIds.length === 0} onPress={() => void moveSelected()}>
                      {t('contactGroups.move.action', { count: selectedIds.length })}
                    </Button>
                  </div>
                )}
              </div>
              {internalTable}
              {externalTable}
            </>
          )}
        </section>
      </div>
    </main>
  );
}
