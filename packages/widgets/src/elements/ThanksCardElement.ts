import { ThanksCard } from '../ThanksCard/ThanksCard';
import widgetsCss from '../styles.css?inline';
import { defineKizunaElement } from './defineKizunaElement';

/**
 * `<kizuna-thanks-card base-url locale card-id user-id name limit>`: one thanks card, the latest a
 * person received, or the tenant's latest; fires `kizuna-thanks-sent` (detail: `{ cardId }`) and
 * `kizuna-thanks-like` (detail: `{ cardId, likeCount, liked }`).
 */
export const ThanksCardElement = defineKizunaElement('kizuna-thanks-card', ThanksCard, {
  attributes: {
    'card-id': 'number',
    'user-id': 'number',
    name: 'string',
    limit: 'number',
  },
  events: { onThanksSent: 'kizuna-thanks-sent', onLikeChange: 'kizuna-thanks-like' },
  css: widgetsCss,
});
