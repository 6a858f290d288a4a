/** Link prefixes of spec 000 §2.4: a meeting service, a map search and two chat/call deep links. */
export const MEETING_LINK_PREFIX = 'https://teams.microsoft.com/l/meetup-join/';
export const MAPS_SEARCH_PREFIX = 'https://www.google.com/maps/search/?api=1&query=';
export const CHAT_DEEP_LINK_PREFIX = 'msteams:/l/chat/0/0?users=';
export const CALL_DEEP_LINK_PREFIX = 'msteams:/l/call/0/0?users=';

function configuredHosts(): string[] {
  const raw: unknown = import.meta.env.VITE_KIZUNA_ALLOWED_HOSTS;
  return typeof raw === 'string'
    ? raw
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean)
    : [];
}

/** Hosts outside the app that links may open; extended per deployment by `VITE_KIZUNA_ALLOWED_HOSTS`. */
export const EXTERNAL_HOST_ALLOW_LIST: readonly string[] = [
  'teams.microsoft.com',
  'www.google.com',
  'maps.google.com',
  ...configuredHosts(),
];

/** Schemes of the deep links above. */
export const DEEP_LINK_PROTOCOLS: readonly string[] = ['msteams'];
