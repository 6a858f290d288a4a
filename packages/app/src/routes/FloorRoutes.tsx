import { useParams } from 'react-router';
import { FloorListPage, FloorMapPage } from '../features/floors';
import { usePageTitle } from '../i18n/usePageTitle';

export function FloorListRoute() {
  usePageTitle('floorMap.list.title');
  return <FloorListPage />;
}

export function FloorMapRoute() {
  usePageTitle('floorMap.map.title');
  const floorId = Number(useParams().floorId);
  return <FloorMapPage key={floorId} floorId={floorId} />;
}
