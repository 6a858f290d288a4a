import { useState } from 'react';
import type { EditDelegation, UserAdminDivisionOption, UserAdminUser } from '@kizuna/api-client/contract';
import { Button, Select, SelectItem } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { MemberPicker, type MemberCandidate } from '../../talk';

export interface EditDelegationSectionProps {
  /** The person to whom editing is delegated (a secretary). */
  user: UserAdminUser;
  /** Every division of the tenant in tree order. */
  divisions: readonly UserAdminDivisionOption[];
}

/** The name of a grant's target as the list shows it. */
function targetName(delegation: EditDelegation): string {
  return delegation.target.kind === 'USER' ? delegation.target.fullname : delegation.target.name;
}

/**
 * "Delegated editing" on a person's admin page: whose directory entries this person may edit
 * (people, or the members of a division), as those people may edit their own; add and remove.
 */
export function EditDelegationSection({ user, divisions }: EditDelegationSectionProps) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const all = useQuery(
    (signal) => client.userAdmin.editDelegations(undefined, { signal }),
    'editDelegations',
  );
  const [people, setPeople] = useState<Map<number, MemberCandidate>>(new Map());
  const [divisionId, setDivisionId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = (all.data?.items ?? []).filter((item) => item.delegate.userId === user.userId);

  const search = async (word: string, signal: AbortSignal): Promise<MemberCandidate[]> => {
    const found = await client.userAdmin.list({ query: { freeWord: word, size: 20 } }, { signal });
    return found.items.map((item) => ({
      contactId: item.userId,
      userId: item.userId,
      fullname: item.fullname,
      detail: item.mainDivisionName ?? item.accountId,
    }));
  };

  const grant = async () => {
    const userIds = [...people.keys()];
    const divisionIds = divisionId === null ? [] : [divisionId];
    if (userIds.length + divisionIds.length === 0) return;
    setBusy(true);
    try {
      all.set(
        await client.userAdmin.grantEditDelegation({
          body: { delegateUserId: user.userId, userIds, divisionIds },
        }),
      );
      setPeople(new Map());
      setDivisionId(null);
      toast({ title: t('admin.users.delegation.granted', { name: user.fullname }), tone: 'success' });
    } catch {
      toast({ title: t('admin.users.delegation.failed'), tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (delegation: EditDelegation) => {
    try {
      all.set(
        await client.userAdmin.revokeEditDelegation({ params: { delegationId: delegation.delegationId } }),
      );
      toast({
        title: t('admin.users.delegation.revoked', { target: targetName(delegation) }),
        tone: 'success',
      });
    } catch {
      toast({ title: t('admin.users.delegation.failed'), tone: 'danger' });
    }
  };

  const nothingChosen = people.size === 0 && divisionId === null;
  return (
    <section className="kz-user-delegation" aria-labelledby="kz-user-delegation-title">
      <h2 id="kz-user-delegation-title">{t('admin.users.delegation.title')}</h2>
      <p className="kz-form-help">{t('admin.users.delegation.intro', { name: user.fullname })}</p>
      {all.error != null ? (
        <p role="alert">{t('admin.users.delegation.loadFailed')}</p>
      ) : all.data === null ? null : mine.length === 0 ? (
        <p className="kz-user-delegation__empty">
          {t('admin.users.delegation.empty', { name: user.fullname })}
        </p>
      ) : (
        <ul
          className="kz-user-delegation__list"
          aria-label={t('admin.users.delegation.listLabel', { name: user.fullname })}
        >
          {mine.map((delegation) => (
            <li key={delegation.delegationId}>
              <span className="kz-user-delegation__target">
                <span className="kz-user-delegation__kind">
                  {t(`admin.users.delegation.kind.${delegation.target.kind}`)}
                </span>
                <span>{targetName(delegation)}</span>
              </span>
              <Button
                size="small"
                aria-label={t('admin.users.delegation.revokeLabel', { target: targetName(delegation) })}
                onPress={() => void revoke(delegation)}
              >
                {t('admin.users.delegation.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="kz-user-delegation__add">
        <h3>{t('admin.users.delegation.addTitle')}</h3>
        <MemberPicker
          search={search}
          selected={people}
          onChange={setPeople}
          excludedUserIds={new Set([user.userId])}
        />
        <Select
          label={t('admin.users.delegation.division')}
          placeholder={t('admin.users.delegation.noDivision')}
          selectedKey={divisionId}
          onSelectionChange={(key) => setDivisionId(key === null ? null : Number(key))}
          items={divisions.map((division) => ({ id: division.divisionId, ...division }))}
        >
          {(division) => (
            <SelectItem id={division.divisionId} textValue={division.name}>
              {'\u3000'.repeat(division.depth)}
              {division.name}
            </SelectItem>
          )}
        </Select>
        <Button variant="primary" isDisabled={nothingChosen || busy} onPress={() => void grant()}>
          {t('admin.users.delegation.grant')}
        </Button>
      </div>
    </section>
  );
}
