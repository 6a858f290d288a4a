export { LocationSettingsPage } from './LocationSettingsPage';
export { PlaceFloorPage } from './PlaceFloorPage';
export { PlaceFloorsPage } from './PlaceFloorsPage';
