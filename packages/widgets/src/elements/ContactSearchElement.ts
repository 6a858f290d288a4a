import { defineElementShell } from './elementShell';
import { ELEMENT_SPECS } from './elementSpecs';

/**
 * `<kizuna-contact-search base-url locale scope label placeholder debounce-ms>`: the typeahead
 * search; fires `kizuna-select` with the chosen contact as `detail`.
 */
export const ContactSearchElement = defineElementShell(
  'kizuna-contact-search',
  ELEMENT_SPECS['kizuna-contact-search'],
  () => import('./views/contactSearchView').then((module) => module.default),
);
