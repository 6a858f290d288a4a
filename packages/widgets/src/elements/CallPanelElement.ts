import { CallPanel } from '../CallPanel/CallPanel';
import widgetsCss from '../styles.css?inline';
import { defineKizunaElement } from './defineKizunaElement';

/**
 * `<kizuna-call-panel base-url locale vocabulary>`: the user's phone line with a dial pad; fires
 * `kizuna-line-state` (detail: the state), `kizuna-call-action` (detail: the action) and
 * `kizuna-call-error` (detail: `{ code, transient }`).
 */
export const CallPanelElement = defineKizunaElement('kizuna-call-panel', CallPanel, {
  attributes: {
    'base-url': { prop: 'baseUrl' },
    vocabulary: 'string',
  },
  events: {
    onLineStateChange: 'kizuna-line-state',
    onCallAction: 'kizuna-call-action',
    onCallError: 'kizuna-call-error',
  },
  css: widgetsCss,
});
