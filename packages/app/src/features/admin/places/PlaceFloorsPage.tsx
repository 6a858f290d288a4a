import '../adminPage.css';
import './placesAdmin.css';
import { useState } from 'react';
import type { FloorDefinition } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Skeleton } from '@kizuna/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useQuery } from '../../../shared/useQuery';
import { FloorFormDialog } from './FloorFormDialog';
import { PlacesAdminNav } from './PlacesAdminNav';
import { areaCounts } from './placeForm';
import { useFloorActions } from './useFloorActions';

function FloorRows({
  floors,
  onRename,
  onRemove,
}: {
  floors: readonly FloorDefinition[];
  onRename: (floor: FloorDefinition) => void;
  onRemove: (floor: FloorDefinition) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="kz-places-admin__scroll">
      <table className="kz-admin-table kz-places-admin-table">
        <caption className="kz-VisuallyHidden">
          {t('placesAdmin.floors.caption', { count: floors.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('placesAdmin.floors.columns.name')}</th>
            <th scope="col">{t('placesAdmin.floors.columns.floorNumber')}</th>
            <th scope="col">{t('placesAdmin.floors.columns.hierarchy')}</th>
            <th scope="col">{t('placesAdmin.floors.columns.type')}</th>
            <th scope="col">{t('placesAdmin.floors.columns.image')}</th>
            <th scope="col">{t('placesAdmin.floors.columns.areas')}</th>
            <th scope="col">
              <span className="kz-VisuallyHidden">{t('placesAdmin.floors.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {floors.map((floor) => {
            const counts = areaCounts(floor);
            return (
              <tr key={floor.floorId}>
                <th scope="row">
                  <Link to={`/admin/ibasho/floors/${floor.floorId}`}>{floor.name}</Link>
                </th>
                <td>{t('placesAdmin.floors.floorNumber', { number: floor.floorNumber })}</td>
                <td>{floor.hierarchyName || '—'}</td>
                <td>{t(`placesAdmin.floorTypes.${floor.floorType}`)}</td>
                <td>
                  <span className="kz-admin-table__status">
                    {floor.image.imageName === null
                      ? t('placesAdmin.floors.noImage')
                      : t('placesAdmin.floors.hasImage')}
                  </span>
                </td>
                <td>{t('placesAdmin.floors.areaCount', counts)}</td>
                <td className="kz-places-admin-table__actions">
                  <Button
                    variant="quiet"
                    onPress={() => onRename(floor)}
                    aria-label={t('placesAdmin.floors.editOf', { name: floor.name })}
                  >
                    {t('placesAdmin.floors.edit')}
                  </Button>
                  <Button
                    variant="quiet"
                    onPress={() => onRemove(floor)}
                    aria-label={t('placesAdmin.floors.removeOf', { name: floor.name })}
                  >
                    {t('placesAdmin.remove')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** `/front/admin/ibasho`: the place floors (Kizuna's own site model): add, rename, remove, open. */
export function PlaceFloorsPage() {
  const { t } = useTranslation();
  const client = useClient();
  const floors = useQuery((signal) => client.placesAdmin.floors(undefined, { signal }), 'placeFloors');
  const actions = useFloorActions(() => floors.reload());
  const [editing, setEditing] = useState<FloorDefinition | 'new' | null>(null);
  const list = floors.data?.items.filter((floor) => floor.floorType === 'IBASHO');
  return (
    <Page title={t('placesAdmin.title')} className="kz-places-admin">
      <PlacesAdminNav />
      <div className="kz-admin-page__top">
        <p className="kz-admin-page__context">{t('placesAdmin.floors.context')}</p>
        <Button variant="primary" onPress={() => setEditing('new')}>
          <Plus size={16} aria-hidden="true" />
          {t('placesAdmin.floors.add')}
        </Button>
      </div>
      {floors.error != null ? (
        <ErrorState title={t('placesAdmin.floors.loadFailed')} onRetry={floors.reload} />
      ) : !list ? (
        <Skeleton lines={5} />
      ) : list.length === 0 ? (
        <EmptyState title={t('placesAdmin.floors.empty')} description={t('placesAdmin.floors.emptyHint')} />
      ) : (
        <FloorRows floors={list} onRename={setEditing} onRemove={(floor) => void actions.remove(floor)} />
      )}
      {editing !== null && (
        <FloorFormDialog
          floor={editing === 'new' ? null : editing}
          onSave={(body) => actions.save(editing === 'new' ? null : editing.floorId, body)}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
