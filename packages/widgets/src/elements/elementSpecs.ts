import type { KizunaElementSpec } from './elementShell';

/**
 * Kizuna's elements: their attributes and events. The code that draws each is in `views/`, loaded
 * when the first such element is connected; the standalone loader and the `elements` entry both
 * register every tag from this table.
 */
export const ELEMENT_SPECS = {
  /** `<kizuna-contact-search base-url scope label placeholder debounce-ms locale>`; fires `kizuna-select`. */
  'kizuna-contact-search': {
    attributes: {
      'base-url': { prop: 'baseUrl' },
      scope: 'string',
      label: 'string',
      placeholder: 'string',
      'debounce-ms': 'number',
    },
    events: { onSelect: 'kizuna-select' },
  },
  /** `<kizuna-presence-badge base-url user-id name locale refresh-interval-ms>`; fires `kizuna-presence-change`. */
  'kizuna-presence-badge': {
    attributes: { 'user-id': 'number', name: 'string', 'refresh-interval-ms': 'number' },
    events: { onStatusChange: 'kizuna-presence-change' },
  },
  /** `<kizuna-call-panel base-url vocabulary locale>`: the signed-in person's own line. */
  'kizuna-call-panel': {
    attributes: { 'base-url': { prop: 'baseUrl' }, vocabulary: 'string' },
    events: {
      onLineStateChange: 'kizuna-line-state',
      onCallAction: 'kizuna-call-action',
      onCallError: 'kizuna-call-error',
    },
  },
  /** `<kizuna-thanks-card base-url card-id user-id name limit locale>`. */
  'kizuna-thanks-card': {
    attributes: { 'card-id': 'number', 'user-id': 'number', name: 'string', limit: 'number' },
    events: { onThanksSent: 'kizuna-thanks-sent', onLikeChange: 'kizuna-thanks-like' },
  },
  /** `<kizuna-floor-map base-url floor-id user-id name locale>`; fires `kizuna-person-select`, `kizuna-call-request`. */
  'kizuna-floor-map': {
    attributes: { 'floor-id': 'number', 'user-id': 'number', name: 'string' },
    events: { onPersonSelect: 'kizuna-person-select', onCallRequest: 'kizuna-call-request' },
  },
} as const satisfies Record<string, KizunaElementSpec>;

export type KizunaTagName = keyof typeof ELEMENT_SPECS;
