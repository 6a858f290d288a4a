import type { CallControlMode } from '@kizuna/api-client/contract';

/** Schemes that can run code or smuggle content: a tenant setting can never make them a phone link. */
const REFUSED_SCHEMES = new Set(['javascript', 'data', 'blob', 'vbscript', 'file', 'http', 'https']);

export interface PhoneLinkSettings {
  mode: CallControlMode;
  /** The tenant's scheme for DYNAMIC_SCHEME, e.g. `sip` or `ciscotel`. */
  dynamicScheme: string | null;
}

/** Modes whose calls go through the phone system: a number is an action that places the call. */
const PHONE_SYSTEM_MODES: ReadonlySet<CallControlMode> = new Set(['CUCM', 'HIENG', 'AVAYA', 'PBX_API']);

/** Whether numbers call through the phone system (a button) rather than a link or plain text. */
export function callsThroughPhoneSystem(settings: PhoneLinkSettings): boolean {
  return PHONE_SYSTEM_MODES.has(settings.mode);
}

/**
 * The dialable part of a number: digits, `*`, `#`, a leading `+` and the pauses `,` (wait two
 * seconds) and `;` (wait for the caller), which the server passes on as each phone system
 * documents; separators dropped, and pauses before the first digit mean nothing.
 */
export function dialString(number: string): string {
  const trimmed = number.normalize('NFKC').trim();
  const digits = trimmed.replace(/[^0-9*#,;]/g, '').replace(/^[,;]+/, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** The number a call to `dialString` rings: what comes before the first pause. */
export function rungNumber(dial: string): string {
  return dial.split(/[,;]/)[0] ?? dial;
}

function schemeName(raw: string | null): string | null {
  const name = (raw ?? '')
    .trim()
    .replace(/:(\/\/)?$/, '')
    .toLowerCase();
  if (!/^[a-z][a-z0-9+.-]*$/.test(name) || REFUSED_SCHEMES.has(name)) return null;
  return name;
}

/**
 * The link a phone number opens in this tenant's call control mode (spec 001 §1): `tel:` for
 * TEL_COLON, the tenant's own scheme for DYNAMIC_SCHEME, and none otherwise. VIEW_ONLY only shows
 * numbers; the phone-system modes place calls through the call actions, not through a link.
 */
export function phoneHref(number: string, settings: PhoneLinkSettings): string | null {
  const dial = dialString(number);
  if (rungNumber(dial).replace('+', '') === '') return null;
  // `#` starts a fragment in a URI, so it travels encoded.
  const encoded = dial.replace(/#/g, '%23');
  switch (settings.mode) {
    case 'TEL_COLON':
      return `tel:${encoded}`;
    case 'DYNAMIC_SCHEME': {
      const scheme = schemeName(settings.dynamicScheme);
      return scheme ? `${scheme}:${encoded}` : null;
    }
    case 'VIEW_ONLY':
    case 'CUCM':
    case 'HIENG':
    case 'AVAYA':
    case 'PBX_API':
      return null;
    default:
      return settings.mode satisfies never;
  }
}
