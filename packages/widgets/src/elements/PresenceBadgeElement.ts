import { PresenceBadge } from '../PresenceBadge/PresenceBadge';
import widgetsCss from '../styles.css?inline';
import { defineKizunaElement } from './defineKizunaElement';

/**
 * `<kizuna-presence-badge base-url user-id name locale refresh-interval-ms>`: one person's
 * presence; fires `kizuna-presence-change` with `{ userId, status }` when the status changes.
 */
export const PresenceBadgeElement = defineKizunaElement('kizuna-presence-badge', PresenceBadge, {
  attributes: {
    'user-id': 'number',
    name: 'string',
    'refresh-interval-ms': 'number',
  },
  events: { onStatusChange: 'kizuna-presence-change' },
  css: widgetsCss,
});
