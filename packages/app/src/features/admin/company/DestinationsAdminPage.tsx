import './companyAdmin.css';
import type { CustomDestination, CustomDestinationBody } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Skeleton, useDialogService } from '@kizuna/ui';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { DestinationBadge } from '../../whereabouts';
import { DestinationDialog } from './DestinationDialog';

/** Adding, changing, ordering and removing, each confirmed by a toast or said when refused. */
function useDestinationActions(reload: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const failed = () => toast({ title: t('whereabouts.admin.saveFailed'), tone: 'danger' });
  const save = async (destination: CustomDestination | null, body: CustomDestinationBody) => {
    try {
      if (destination) await client.destinationAdmin.update({ params: { destId: destination.destId }, body });
      else await client.destinationAdmin.create({ body });
      toast({
        title: t(destination ? 'whereabouts.admin.updated' : 'whereabouts.admin.added', {
          name: body.destName,
        }),
        tone: 'success',
      });
      reload();
      return true;
    } catch {
      failed();
      return false;
    }
  };
  const move = async (list: readonly CustomDestination[], index: number, by: -1 | 1) => {
    const ids = list.map((destination) => destination.destId);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    try {
      await client.destinationAdmin.reorder({ body: { destIds: ids } });
      reload();
    } catch {
      failed();
    }
  };
  const remove = async (destination: CustomDestination) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('whereabouts.admin.removeTitle'),
        message: t('whereabouts.admin.removeMessage', { name: destination.destName }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.destinationAdmin.remove({ params: { destId: destination.destId } });
      toast({ title: t('whereabouts.admin.removed', { name: destination.destName }), tone: 'success' });
      reload();
    } catch {
      failed();
    }
  };
  return { save, move, remove };
}

/**
 * `/front/admin/company/destinations`: the tenant's own destinations (行き先) people choose from
 * besides the built-in states — add, rename, recolour, order and remove.
 */
export function DestinationsAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const destinations = useQuery(
    (signal) => client.destinationAdmin.list(undefined, { signal }),
    'destinations',
  );
  const actions = useDestinationActions(destinations.reload);
  const [editing, setEditing] = useState<CustomDestination | 'new' | null>(null);
  const list = destinations.data?.items;
  return (
    <Page
      title={t('whereabouts.admin.title')}
      className="kz-company-admin"
      back={<Link to="/admin/company">{t('whereabouts.admin.back')}</Link>}
    >
      <div className="kz-destinations-admin__top">
        <p className="kz-company-admin__context">{t('whereabouts.admin.context')}</p>
        <Button variant="primary" onPress={() => setEditing('new')}>
          <Plus size={16} aria-hidden="true" />
          {t('whereabouts.admin.add')}
        </Button>
      </div>
      {destinations.error != null ? (
        <ErrorState title={t('whereabouts.admin.loadFailed')} onRetry={destinations.reload} />
      ) : !list ? (
        <Skeleton lines={5} />
      ) : list.length === 0 ? (
        <EmptyState title={t('whereabouts.admin.empty')} description={t('whereabouts.admin.emptyHint')} />
      ) : (
        <table className="kz-destinations-admin-table">
          <caption className="kz-VisuallyHidden">
            {t('whereabouts.admin.caption', { count: list.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('whereabouts.admin.name')}</th>
              <th scope="col">{t('whereabouts.admin.color')}</th>
              <th scope="col">
                <span className="kz-VisuallyHidden">{t('whereabouts.admin.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((destination, index) => (
              <tr key={destination.destId}>
                <th scope="row">
                  <DestinationBadge kind="CUSTOM" name={destination.destName} color={destination.destColor} />
                </th>
                <td>{t(`whereabouts.colors.${destination.color}`)}</td>
                <td className="kz-destinations-admin-table__actions">
                  <Button
                    variant="quiet"
                    isDisabled={index === 0}
                    onPress={() => void actions.move(list, index, -1)}
                    aria-label={t('whereabouts.admin.moveUpOf', { name: destination.destName })}
                  >
                    <ArrowUp size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    variant="quiet"
                    isDisabled={index === list.length - 1}
                    onPress={() => void actions.move(list, index, 1)}
                    aria-label={t('whereabouts.admin.moveDownOf', { name: destination.destName })}
                  >
                    <ArrowDown size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    variant="quiet"
                    onPress={() => setEditing(destination)}
                    aria-label={t('whereabouts.admin.editOf', { name: destination.destName })}
                  >
                    {t('whereabouts.admin.edit')}
                  </Button>
                  <Button
                    variant="quiet"
                    onPress={() => void actions.remove(destination)}
                    aria-label={t('whereabouts.admin.removeOf', { name: destination.destName })}
                  >
                    {t('whereabouts.admin.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing !== null && (
        <DestinationDialog
          destination={editing === 'new' ? null : editing}
          onSave={(body) => actions.save(editing === 'new' ? null : editing, body)}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
