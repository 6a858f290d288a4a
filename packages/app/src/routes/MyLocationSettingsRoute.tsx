import { MyLocationPage } from '../features/places';

/** `/front/settings/location`: the person's own devices and whether they are shown on maps. */
export function MyLocationSettingsRoute() {
  return <MyLocationPage />;
}
