import type { Plugin } from 'vite';

/** The contract's endpoint tables, whose `summary` texts only the OpenAPI document reads. */
const CONTRACT_AREAS = /[\\/]api-client[\\/]src[\\/]contract[\\/]areas[\\/][^\\/]+\.ts$/;
/** `summary: '…',` (or "…" or `…`, on its line or the next), the property and its comma. */
const SUMMARY = /\bsummary:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)\s*,/g;

/**
 * Leaves the endpoints' summaries out of a browser build: they describe the API to integrators
 * (the server's OpenAPI document keeps them) and are never shown in the app or the widgets.
 */
export function stripEndpointSummaries(): Plugin {
  return {
    name: 'kizuna-strip-endpoint-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_AREAS.test(id)) return null;
      return { code: code.replace(SUMMARY, ''), map: null };
    },
  };
}
