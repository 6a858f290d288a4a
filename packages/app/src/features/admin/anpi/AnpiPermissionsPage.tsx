import '../adminPage.css';
import './anpiAdmin.css';
import { useState, type FormEvent } from 'react';
import type { AnpiUser } from '@kizuna/api-client/contract';
import { Button, Checkbox, EmptyState, ErrorState, Skeleton, TextField, useDialogService } from '@kizuna/ui';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { AnpiAdminNav } from './AnpiAdminNav';
import { errorCodeOf } from './anpiErrors';

/** The refusals of 002 §8 and the limit, each with its own message; the account id stays to correct. */
const REFUSALS = ['USER_NOT_FOUND', 'ANPI_USER_NOT_FOUND', 'ANPI_REGISTRATION_MAX_EXCEEDED'];

/** Adds a person by account id (required, 002 §5); a refusal shows on the field. */
function AddHolderForm({
  registrationMax,
  isFull,
  onAdded,
}: {
  registrationMax: number;
  isFull: boolean;
  onAdded: (user: AnpiUser) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [accountId, setAccountId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = accountId.trim();
    if (value === '') {
      setProblem('validation.required');
      return;
    }
    setSaving(true);
    try {
      const { user } = await client.anpiAdmin.addCompanyLevelPermission({ body: { accountId: value } });
      setAccountId('');
      setProblem(null);
      onAdded(user);
    } catch (error) {
      const code = errorCodeOf(error);
      if (code && REFUSALS.includes(code)) setProblem(`anpi.admin.permissions.refused.${code}`);
      else toast(t('anpi.admin.permissions.addFailed'), 'danger');
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="kz-anpi-admin__form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('anpi.admin.permissions.accountId')}
        description={
          isFull
            ? t('anpi.admin.permissions.full', { max: registrationMax })
            : t('anpi.admin.permissions.accountIdHint')
        }
        value={accountId}
        onChange={(text) => {
          setAccountId(text);
          setProblem(null);
        }}
        isRequired
        isInvalid={problem !== null}
        errorMessage={problem ? t(problem, { max: registrationMax }) : undefined}
      />
      <Button type="submit" variant="primary" isDisabled={saving}>
        <UserPlus size={16} aria-hidden="true" />
        {t('anpi.admin.permissions.add')}
      </Button>
    </form>
  );
}

function HolderRows({
  holders,
  selected,
  onSelect,
  onRemove,
}: {
  holders: readonly AnpiUser[];
  selected: ReadonlySet<number>;
  onSelect: (userId: number, on: boolean) => void;
  onRemove: (holders: readonly AnpiUser[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="kz-admin-table kz-anpi-table">
      <caption className="kz-VisuallyHidden">
        {t('anpi.admin.permissions.caption', { count: holders.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('anpi.admin.permissions.columns.select')}</span>
          </th>
          <th scope="col">{t('anpi.admin.permissions.columns.name')}</th>
          <th scope="col">{t('anpi.admin.permissions.columns.accountId')}</th>
          <th scope="col">{t('anpi.admin.permissions.columns.anpiLoginId')}</th>
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('anpi.admin.permissions.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {holders.map((holder) => (
          <tr key={holder.userId}>
            <td>
              <Checkbox
                isSelected={selected.has(holder.userId)}
                onChange={(on) => onSelect(holder.userId, on)}
                aria-label={t('anpi.admin.permissions.selectOf', { name: holder.fullname })}
              />
            </td>
            <th scope="row">{holder.fullname}</th>
            <td className="kz-anpi-table__code">{holder.accountId}</td>
            <td className="kz-anpi-table__code">
              {holder.anpiLoginId ?? t('anpi.admin.permissions.noLoginId')}
            </td>
            <td className="kz-anpi-table__actions">
              <Button
                variant="quiet"
                onPress={() => onRemove([holder])}
                aria-label={t('anpi.admin.permissions.removeOf', { name: holder.fullname })}
              >
                {t('anpi.admin.permissions.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `/front/admin/anpi/users/companyLevelPermissions` (002 §2): the people who may see the safety
 * answers of the whole company, at most `registrationMax` of them. Add by account id; remove one,
 * or the selected ones together.
 */
export function AnpiPermissionsPage() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const holders = useQuery(
    (signal) => client.anpiAdmin.companyLevelPermissions(undefined, { signal }),
    'anpiCompanyLevelPermissions',
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const list = holders.data?.items;
  const registrationMax = holders.data?.registrationMax ?? 0;

  const remove = async (chosen: readonly AnpiUser[]) => {
    const names = chosen.map((holder) => holder.fullname).join(t('anpi.admin.permissions.nameSeparator'));
    const confirmed = await dialogs
      .deleteCancel({
        title: t('anpi.admin.permissions.removeTitle'),
        message: t('anpi.admin.permissions.removeMessage', { names }),
        confirmLabel: t('anpi.admin.permissions.remove'),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      const { count } = await client.anpiAdmin.removeCompanyLevelPermissions({
        query: { userIds: chosen.map((holder) => holder.userId).join(',') },
      });
      toast(t('anpi.admin.permissions.removed', { count }), 'success');
      setSelected(new Set());
    } catch {
      toast(t('anpi.admin.permissions.removeFailed'), 'danger');
    }
    holders.reload();
  };

  const chosen = (list ?? []).filter((holder) => selected.has(holder.userId));
  return (
    <Page title={t('anpi.admin.permissions.title')} className="kz-anpi-admin">
      <AnpiAdminNav />
      <div className="kz-admin-page__top">
        <p className="kz-admin-page__context">{t('anpi.admin.permissions.context')}</p>
        {list && (
          <p className="kz-anpi-admin__count" data-full={list.length >= registrationMax}>
            {t('anpi.admin.permissions.count', { count: list.length, max: registrationMax })}
          </p>
        )}
      </div>
      {holders.data && (
        <AddHolderForm
          registrationMax={registrationMax}
          isFull={(list?.length ?? 0) >= registrationMax}
          onAdded={(user) => {
            toast(t('anpi.admin.permissions.added', { name: user.fullname }), 'success');
            holders.reload();
          }}
        />
      )}
      {holders.error != null ? (
        <ErrorState title={t('anpi.admin.loadFailed')} onRetry={holders.reload} />
      ) : !list ? (
        <Skeleton lines={3} />
      ) : list.length === 0 ? (
        <EmptyState
          title={t('anpi.admin.permissions.empty')}
          description={t('anpi.admin.permissions.emptyHint')}
        />
      ) : (
        <>
          <div className="kz-anpi-admin__bulk">
            <Button variant="secondary" isDisabled={chosen.length === 0} onPress={() => void remove(chosen)}>
              {chosen.length === 0
                ? t('anpi.admin.permissions.removeSelectedNone')
                : t('anpi.admin.permissions.removeSelected', { count: chosen.length })}
            </Button>
          </div>
          <HolderRows
            holders={list}
            selected={selected}
            onSelect={(userId, on) =>
              setSelected((current) => {
                const next = new Set(current);
                if (on) next.add(userId);
                else next.delete(userId);
                return next;
              })
            }
            onRemove={(chosenOnes) => void remove(chosenOnes)}
          />
        </>
      )}
    </Page>
  );
}
