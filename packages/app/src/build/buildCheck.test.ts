import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, RELOAD_GUARD_STORAGE_KEY, runBuildCheck, shouldReloadForBuild } from './buildCheck';

function manifestFetch(body: unknown, status = 200): typeof fetch {
  return vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
}

describe('shouldReloadForBuild', () => {
  const base = { currentBuildId: 'a', now: 1_000_000 };

  it('does not reload for the same build or an unreadable manifest', () => {
    expect(shouldReloadForBuild({ ...base, latestBuildId: 'a', lastReloadAt: undefined })).toBe(false);
    expect(shouldReloadForBuild({ ...base, latestBuildId: undefined, lastReloadAt: undefined })).toBe(false);
  });

  it('reloads for a different build', () => {
    expect(shouldReloadForBuild({ ...base, latestBuildId: 'b', lastReloadAt: undefined })).toBe(true);
  });

  it('does not reload again within 10 seconds of the last reload', () => {
    expect(
      shouldReloadForBuild({ ...base, latestBuildId: 'b', lastReloadAt: base.now - RELOAD_GUARD_MS + 1 }),
    ).toBe(false);
    expect(
      shouldReloadForBuild({ ...base, latestBuildId: 'b', lastReloadAt: base.now - RELOAD_GUARD_MS }),
    ).toBe(true);
  });
});

describe('runBuildCheck', () => {
  it('reloads once for a new build and records when, then holds off during the guard window', async () => {
    sessionStorage.clear();
    const reload = vi.fn();
    let now = 5_000_000;
    const env = {
      fetch: manifestFetch({ buildId: 'new' }),
      storage: sessionStorage,
      reload,
      now: () => now,
      currentBuildId: 'old',
    };

    expect(await runBuildCheck(env)).toBe(true);
    expect(sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBe('5000000');
    // The page came back with the old bundle still cached: no loop.
    now += 3_000;
    expect(await runBuildCheck(env)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps running when the manifest is missing', async () => {
    const reload = vi.fn();
    const env = {
      fetch: manifestFetch({}, 404),
      storage: sessionStorage,
      reload,
      now: () => 1,
      currentBuildId: 'old',
    };
    expect(await runBuildCheck(env)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
