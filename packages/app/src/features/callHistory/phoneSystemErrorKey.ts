import { errorCodeOf } from '@kizuna/api-client';

/**
 * Which sentence a failed phone-system action shows: transient failures (TRANSIENT_*, TIMEOUT,
 * an unreachable server) say to retry later, everything else says to contact the administrator.
 */
export function phoneSystemErrorKey(
  error: unknown,
): 'callHistory.callErrors.retryLater' | 'callHistory.callErrors.contactAdmin' {
  const code = errorCodeOf(error);
  if (code?.startsWith('TRANSIENT_') || code === 'TIMEOUT') return 'callHistory.callErrors.retryLater';
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (code === null && (status === 0 || status === 503 || status === 504))
    return 'callHistory.callErrors.retryLater';
  return 'callHistory.callErrors.contactAdmin';
}
