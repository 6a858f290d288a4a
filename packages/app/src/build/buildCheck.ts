export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10 * 1000;
export const RELOAD_GUARD_STORAGE_KEY = 'kizuna.buildReloadAt';
export const BUILD_MANIFEST_URL = `${import.meta.env.BASE_URL}build-manifest.json`;

export const CURRENT_BUILD_ID: string = __KIZUNA_BUILD_ID__;

export interface ReloadDecisionInput {
  currentBuildId: string;
  latestBuildId: string | undefined;
  /** When the app last reloaded for a new build (ms since epoch), if it did. */
  lastReloadAt: number | undefined;
  now: number;
}

/**
 * Reload only for a different build, and not again within the guard window: a manifest that keeps
 * disagreeing with the bundle (a stale cache, a half-finished deploy) must not cause a reload loop.
 */
export function shouldReloadForBuild({
  currentBuildId,
  latestBuildId,
  lastReloadAt,
  now,
}: ReloadDecisionInput): boolean {
  if (!latestBuildId || latestBuildId === currentBuildId) return false;
  if (lastReloadAt !== undefined && now - lastReloadAt >= 0 && now - lastReloadAt < RELOAD_GUARD_MS)
    return false;
  return true;
}

export function readLastReloadAt(storage: Storage): number | undefined {
  const raw = storage.getItem(RELOAD_GUARD_STORAGE_KEY);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  const response = await fetchImpl(BUILD_MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) return undefined;
  const body: unknown = await response.json();
  if (body && typeof body === 'object' && 'buildId' in body && typeof body.buildId === 'string')
    return body.buildId;
  return undefined;
}

export interface BuildCheckEnvironment {
  fetch: typeof fetch;
  storage: Storage;
  reload: () => void;
  now: () => number;
  currentBuildId: string;
}

/** One check: reloads (and records when) if a newer build is deployed. Returns whether it reloaded. */
export async function runBuildCheck(env: BuildCheckEnvironment): Promise<boolean> {
  let latestBuildId: string | undefined;
  try {
    latestBuildId = await fetchLatestBuildId(env.fetch);
  } catch {
    return false;
  }
  const now = env.now();
  const reload = shouldReloadForBuild({
    currentBuildId: env.currentBuildId,
    latestBuildId,
    lastReloadAt: readLastReloadAt(env.storage),
    now,
  });
  if (!reload) return false;
  env.storage.setItem(RELOAD_GUARD_STORAGE_KEY, String(now));
  env.reload();
  return true;
}
