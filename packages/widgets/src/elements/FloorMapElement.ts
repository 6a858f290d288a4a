import { FloorMap } from '../FloorMap/FloorMap';
import widgetsCss from '../styles.css?inline';
import { defineKizunaElement } from './defineKizunaElement';

/**
 * `<kizuna-floor-map base-url locale floor-id user-id name>`: one floor with its people, or the floor
 * where a person is now, centred on them; fires `kizuna-person-select` (detail: `{ userId,
 * fullname, floorId }`) when a person's card is opened.
 */
export const FloorMapElement = defineKizunaElement('kizuna-floor-map', FloorMap, {
  attributes: {
    'floor-id': 'number',
    'user-id': 'number',
    name: 'string',
  },
  events: { onPersonSelect: 'kizuna-person-select' },
  css: widgetsCss,
});
