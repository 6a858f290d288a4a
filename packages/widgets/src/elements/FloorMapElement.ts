import { defineElementShell } from './elementShell';
import { ELEMENT_SPECS } from './elementSpecs';

/**
 * `<kizuna-floor-map base-url locale floor-id user-id name>`: one floor with its people, or the floor
 * where a person is now, centred on them; fires `kizuna-person-select` (detail: `{ userId,
 * fullname, floorId }`) when a person's card is opened, and `kizuna-call-request` (detail: `{ userId,
 * fullname, number }`) when the card's call button is pressed: the page places the call.
 */
export const FloorMapElement = defineElementShell('kizuna-floor-map', ELEMENT_SPECS['kizuna-floor-map'], () =>
  import('./views/floorMapView').then((module) => module.default),
);
