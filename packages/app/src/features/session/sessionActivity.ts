/**
 * When this browser last heard from the server: every answered call moves the session's idle
 * time back to zero on the server, whichever tab made it, so tabs share the time through
 * localStorage (a tab left alone does not end a session another tab keeps busy).
 */
const KEY = 'kizuna.lastApiActivity';

let kept = 0;

export function noteApiActivity(now: number = Date.now()): void {
  kept = Math.max(kept, now);
  try {
    window.localStorage.setItem(KEY, String(kept));
  } catch {
    // Storage may be unavailable (private mode, quota): this tab's own time still counts.
  }
}

export function lastApiActivity(): number {
  let stored = 0;
  try {
    stored = Number(window.localStorage.getItem(KEY)) || 0;
  } catch {
    stored = 0;
  }
  return Math.max(kept, stored);
}

/**
 * Whether the server has ended the session by now: no call for the tenant's idle minutes. The
 * server notes a call's time up to a minute late, so it never ends a session later than this.
 */
export function isSessionIdleOver(lastActivity: number, now: number, idleMinutes: number): boolean {
  return lastActivity > 0 && now - lastActivity >= idleMinutes * 60_000;
}
