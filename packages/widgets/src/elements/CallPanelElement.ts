import { defineElementShell } from './elementShell';
import { ELEMENT_SPECS } from './elementSpecs';

/**
 * `<kizuna-call-panel base-url locale vocabulary>`: the user's phone line with a dial pad; fires
 * `kizuna-line-state` (detail: the state), `kizuna-call-action` (detail: the action) and
 * `kizuna-call-error` (detail: `{ code, transient }`).
 */
export const CallPanelElement = defineElementShell(
  'kizuna-call-panel',
  ELEMENT_SPECS['kizuna-call-panel'],
  () => import('./views/callPanelView').then((module) => module.default),
);
