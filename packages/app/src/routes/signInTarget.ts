import { INIT_PAGE, safeNextPath } from '../features/auth/safeNextPath';
import { useLandingStore } from '../features/session/landingStore';

/**
 * Where a sign-in continues to: the `next` page, else `/initPage`, which then opens the login
 * destination (not the start page) once.
 */
export function signInTarget(next: string | null): string {
  const target = safeNextPath(next);
  if (target === INIT_PAGE) useLandingStore.getState().markSignedIn();
  return target;
}
