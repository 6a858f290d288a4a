import { ContactSearch } from '../ContactSearch/ContactSearch';
import widgetsCss from '../styles.css?inline';
import { defineKizunaElement } from './defineKizunaElement';

/**
 * `<kizuna-contact-search base-url locale scope label placeholder debounce-ms>`: the typeahead
 * search; fires `kizuna-select` with the chosen contact as `detail`.
 */
export const ContactSearchElement = defineKizunaElement('kizuna-contact-search', ContactSearch, {
  attributes: {
    'base-url': { prop: 'baseUrl' },
    scope: 'string',
    label: 'string',
    placeholder: 'string',
    'debounce-ms': 'number',
  },
  events: { onSelect: 'kizuna-select' },
  css: widgetsCss,
});
