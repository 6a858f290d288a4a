import { useEffect } from 'react';
import { BUILD_CHECK_INTERVAL_MS, CURRENT_BUILD_ID, runBuildCheck } from './buildCheck';

/** Checks the build manifest every hour and reloads when a newer build has been deployed. */
export function BuildCheckEffect({ intervalMs = BUILD_CHECK_INTERVAL_MS }: { intervalMs?: number }): null {
  useEffect(() => {
    const timer = window.setInterval(() => {
      void runBuildCheck({
        fetch: window.fetch.bind(window),
        storage: window.sessionStorage,
        reload: () => window.location.reload(),
        now: () => Date.now(),
        currentBuildId: CURRENT_BUILD_ID,
      });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return null;
}
