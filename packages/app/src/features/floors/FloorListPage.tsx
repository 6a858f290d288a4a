import './floors.css';
import type { FloorSummary } from '@kizuna/api-client/contract';
import { EmptyState, ErrorState, Icon, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../shared/Page';
import { floorMapPath } from './floorMapPath';
import { useFloors } from './useFloors';

function FloorLink({ floor }: { floor: FloorSummary }) {
  const { t } = useTranslation();
  return (
    <li className="kz-floors__item">
      <Link className="kz-floors__link" to={floorMapPath(floor.floorId)}>
        <Icon name="mapPin" size={20} />
        <span className="kz-floors__name">{floor.floorName || floor.name}</span>
        {floor.hierarchyName && <span className="kz-floors__hierarchy">{floor.hierarchyName}</span>}
        <span className="kz-floors__type">{t(`floorMap.list.type.${floor.floorType}`)}</span>
      </Link>
    </li>
  );
}

/** `/front/floors`: the floors the person may open (001 §6), each a link to its map. */
export function FloorListPage() {
  const { t } = useTranslation();
  const { floors, error, isLoading, reload } = useFloors();
  return (
    <Page title={t('floorMap.list.title')} className="kz-floors">
      <p className="kz-floors__context">{t('floorMap.list.context')}</p>
      {error != null ? (
        <ErrorState title={t('floorMap.list.loadFailed')} onRetry={reload} />
      ) : isLoading || !floors ? (
        <Skeleton lines={4} />
      ) : floors.length === 0 ? (
        <EmptyState title={t('floorMap.list.empty')} description={t('floorMap.list.emptyHint')} />
      ) : (
        <ul className="kz-floors__list" aria-label={t('floorMap.list.label')}>
          {floors.map((floor) => (
            <FloorLink key={floor.floorId} floor={floor} />
          ))}
        </ul>
      )}
    </Page>
  );
}
