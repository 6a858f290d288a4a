import { defineElementShell } from './elementShell';
import { ELEMENT_SPECS } from './elementSpecs';

/**
 * `<kizuna-thanks-card base-url locale card-id user-id name limit>`: one thanks card, the latest a
 * person received, or the tenant's latest; fires `kizuna-thanks-sent` (detail: `{ cardId }`) and
 * `kizuna-thanks-like` (detail: `{ cardId, likeCount, liked }`).
 */
export const ThanksCardElement = defineElementShell(
  'kizuna-thanks-card',
  ELEMENT_SPECS['kizuna-thanks-card'],
  () => import('./views/thanksCardView').then((module) => module.default),
);
