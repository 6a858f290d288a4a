import { useParams } from 'react-router';
import { LocationSettingsPage, PlaceFloorPage, PlaceFloorsPage } from '../features/admin/places';
import { usePageTitle } from '../i18n/usePageTitle';

export function PlaceFloorsRoute() {
  usePageTitle('placesAdmin.title');
  return <PlaceFloorsPage />;
}

/** The loader has checked that the id is a number. */
export function PlaceFloorRoute() {
  usePageTitle('placesAdmin.floor.title');
  return <PlaceFloorPage floorId={Number(useParams().floorId)} />;
}

export function LocationSettingsRoute() {
  usePageTitle('placesAdmin.settings.title');
  return <LocationSettingsPage />;
}
