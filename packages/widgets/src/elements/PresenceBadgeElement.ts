import { defineElementShell } from './elementShell';
import { ELEMENT_SPECS } from './elementSpecs';

/**
 * `<kizuna-presence-badge base-url user-id name locale refresh-interval-ms>`: one person's
 * presence; fires `kizuna-presence-change` with `{ userId, status }` when the status changes.
 */
export const PresenceBadgeElement = defineElementShell(
  'kizuna-presence-badge',
  ELEMENT_SPECS['kizuna-presence-badge'],
  () => import('./views/presenceBadgeView').then((module) => module.default),
);
