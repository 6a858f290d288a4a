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

/** Schemes of the deep links of spec 000 §2.4 (chat and call). */
export const DEEP_LINK_PROTOCOLS: readonly string[] = ['msteams'];
