import '../adminPage.css';
import '../adminConnection.css';
import { useState } from 'react';
import type { DialPickupEntry } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Skeleton, TextField, useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';

/** The entry being edited (an id) or added (null). */
type Editing = { entry: DialPickupEntry | null; number: string; label: string; error: string | null };

function DialPickupRows({
  items,
  onEdit,
  onRemove,
}: {
  items: readonly DialPickupEntry[];
  onEdit: (entry: DialPickupEntry) => void;
  onRemove: (entry: DialPickupEntry) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="kz-admin-table kz-admin-connection-table">
      <caption className="kz-VisuallyHidden">{t('dialPickupAdmin.heading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dialPickupAdmin.number')}</th>
          <th scope="col">{t('dialPickupAdmin.label')}</th>
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('dialPickupAdmin.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((entry) => (
          <tr key={entry.dialPickupId}>
            <th scope="row">{entry.number}</th>
            <td>{entry.label}</td>
            <td className="kz-admin-connection-table__actions">
              <Button
                variant="quiet"
                aria-label={t('dialPickupAdmin.editOf', { number: entry.number })}
                onPress={() => onEdit(entry)}
              >
                {t('dialPickupAdmin.edit')}
              </Button>
              <Button
                variant="quiet"
                aria-label={t('dialPickupAdmin.removeOf', { number: entry.number })}
                onPress={() => onRemove(entry)}
              >
                {t('dialPickupAdmin.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `/front/admin/dialPickup`: the numbers the reception desk monitors so that it can pick up their
 * calls (000 §2.2), each with a label, at most the tenant's registrable count.
 */
export function DialPickupAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const list = useQuery((signal) => client.dialPickupAdmin.list(undefined, { signal }), 'dialPickup');
  const [editing, setEditing] = useState<Editing | null>(null);
  const items = list.data?.items;
  const limit = list.data?.limit ?? 0;
  const full = items !== undefined && items.length >= limit;

  const save = async () => {
    if (!editing) return;
    const body = { number: editing.number, label: editing.label };
    try {
      if (editing.entry)
        await client.dialPickupAdmin.update({ params: { dialPickupId: editing.entry.dialPickupId }, body });
      else await client.dialPickupAdmin.add({ body });
      toast({ title: t('dialPickupAdmin.saved', { number: editing.number }), tone: 'success' });
      setEditing(null);
      list.reload();
    } catch (error) {
      const field = fieldErrorsOf(error).find((e) => e.path === 'body.number');
      const code = (error as { data?: { code?: string } }).data?.code;
      setEditing({
        ...editing,
        error:
          code === 'DIAL_PICKUP_DUPLICATE'
            ? t('dialPickupAdmin.errors.duplicate')
            : code === 'DIAL_PICKUP_LIMIT_EXCEEDED'
              ? t('dialPickupAdmin.errors.limit', { max: limit })
              : field
                ? t('dialPickupAdmin.errors.number')
                : t('dialPickupAdmin.errors.failed'),
      });
    }
  };

  const remove = async (entry: DialPickupEntry) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('dialPickupAdmin.removeTitle'),
        message: t('dialPickupAdmin.removeMessage', { number: entry.number }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.dialPickupAdmin.remove({ params: { dialPickupId: entry.dialPickupId } });
      toast({ title: t('dialPickupAdmin.removed', { number: entry.number }), tone: 'success' });
    } catch {
      toast({ title: t('dialPickupAdmin.errors.failed'), tone: 'danger' });
    }
    list.reload();
  };

  return (
    <Page title={t('menu.admin.DIAL_PICKUP')} className="kz-dial-pickup-admin">
      <p className="kz-admin-connection__context">{t('dialPickupAdmin.context')}</p>
      <section className="kz-admin-connection__section" aria-labelledby="kz-dial-pickup-list">
        <div className="kz-admin-connection__top">
          <h2 id="kz-dial-pickup-list">
            {t('dialPickupAdmin.heading')}{' '}
            {items && t('dialPickupAdmin.count', { count: items.length, max: limit })}
          </h2>
          <Button
            variant="primary"
            isDisabled={full || editing !== null || items === undefined}
            onPress={() => setEditing({ entry: null, number: '', label: '', error: null })}
          >
            {t('dialPickupAdmin.add')}
          </Button>
        </div>
        {full && <p className="kz-form-help">{t('dialPickupAdmin.errors.limit', { max: limit })}</p>}
        {editing && (
          <form
            className="kz-admin-connection__copyable kz-admin-connection__copyable--stacked"
            aria-label={editing.entry ? t('dialPickupAdmin.editTitle') : t('dialPickupAdmin.addTitle')}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <TextField
              label={t('dialPickupAdmin.number')}
              description={t('dialPickupAdmin.numberHelp')}
              value={editing.number}
              onChange={(number) => setEditing({ ...editing, number, error: null })}
              isRequired
              isInvalid={editing.error !== null}
              errorMessage={editing.error ?? undefined}
              inputMode="tel"
              autoFocus
            />
            <TextField
              label={t('dialPickupAdmin.label')}
              value={editing.label}
              onChange={(label) => setEditing({ ...editing, label })}
              maxLength={100}
            />
            <div>
              <Button variant="primary" type="submit">
                {t('dialPickupAdmin.save')}
              </Button>{' '}
              <Button variant="quiet" onPress={() => setEditing(null)}>
                {t('dialPickupAdmin.cancel')}
              </Button>
            </div>
          </form>
        )}
        {list.error != null ? (
          <ErrorState title={t('dialPickupAdmin.loadFailed')} onRetry={list.reload} />
        ) : !items ? (
          <Skeleton lines={3} />
        ) : items.length === 0 ? (
          <EmptyState title={t('dialPickupAdmin.empty')} description={t('dialPickupAdmin.emptyHint')} />
        ) : (
          <DialPickupRows
            items={items}
            onEdit={(entry) => setEditing({ entry, number: entry.number, label: entry.label, error: null })}
            onRemove={(entry) => void remove(entry)}
          />
        )}
      </section>
    </Page>
  );
}
