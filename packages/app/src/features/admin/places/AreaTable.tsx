import type { Area, FloorDefinition } from '@kizuna/api-client/contract';
import { Button } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { valuesOf } from './areaValues';

interface AreaRowProps {
  area: Area;
  unit: string;
  selected: boolean;
  onEdit: (area: Area) => void;
  onRemove: (area: Area) => void;
}

function AreaRow({ area, unit, selected, onEdit, onRemove }: AreaRowProps) {
  const { t } = useTranslation();
  const values = valuesOf(area);
  return (
    <tr data-selected={selected || undefined}>
      <th scope="row">{area.name}</th>
      <td>{t(`placesAdmin.areaKinds.${area.kind}`)}</td>
      <td>{t('placesAdmin.areas.positionValue', { x: values.x, y: values.y, unit })}</td>
      <td>{t('placesAdmin.areas.sizeValue', { width: values.width, height: values.height, unit })}</td>
      <td className="kz-places-admin-table__actions">
        <Button
          variant="quiet"
          onPress={() => onEdit(area)}
          aria-label={t('placesAdmin.areas.editOf', { name: area.name })}
        >
          {t('placesAdmin.areas.edit')}
        </Button>
        <Button
          variant="quiet"
          onPress={() => onRemove(area)}
          aria-label={t('placesAdmin.areas.removeOf', { name: area.name })}
        >
          {t('placesAdmin.remove')}
        </Button>
      </td>
    </tr>
  );
}

export interface AreaTableProps {
  floor: FloorDefinition;
  selectedId: number | null;
  onEdit: (area: Area) => void;
  onRemove: (area: Area) => void;
}

/** Every area of the floor, with the same actions as the image, for the keyboard. */
export function AreaTable({ floor, selectedId, onEdit, onRemove }: AreaTableProps) {
  const { t } = useTranslation();
  const unit = t(`placesAdmin.units.${floor.dimension.unit}`);
  return (
    <section className="kz-area-editor__list" aria-labelledby="kz-area-list-title">
      <h3 id="kz-area-list-title">{t('placesAdmin.areas.listTitle')}</h3>
      {floor.areas.length === 0 ? (
        <p className="kz-form-help">{t('placesAdmin.areas.empty')}</p>
      ) : (
        <div className="kz-places-admin__scroll">
          <table className="kz-admin-table kz-places-admin-table">
            <caption className="kz-VisuallyHidden">
              {t('placesAdmin.areas.caption', { count: floor.areas.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('placesAdmin.areas.name')}</th>
                <th scope="col">{t('placesAdmin.areas.kind')}</th>
                <th scope="col">{t('placesAdmin.areas.position')}</th>
                <th scope="col">{t('placesAdmin.areas.size')}</th>
                <th scope="col">
                  <span className="kz-VisuallyHidden">{t('placesAdmin.floors.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {floor.areas.map((area) => (
                <AreaRow
                  key={area.areaId}
                  {...{ area, unit, onEdit, onRemove }}
                  selected={selectedId === area.areaId}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
