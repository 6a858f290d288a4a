function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

/** The phone-system code of a failed call (001 §8): the body's `code`, else the error-code header. */
export function phoneSystemCodeOf(error: unknown): string | null {
  const fields = record(error);
  const bodyCode = record(fields?.data)?.code;
  if (typeof bodyCode === 'string' && bodyCode !== '') return bodyCode;
  const header = fields?.errorCode;
  return typeof header === 'string' && header !== '' ? header : null;
}

/**
 * Which sentence a failed phone-system action shows: transient failures (TRANSIENT_*, TIMEOUT,
 * an unreachable server) say to retry later, everything else says to contact the administrator.
 */
export function phoneSystemErrorKey(
  error: unknown,
): 'callHistory.callErrors.retryLater' | 'callHistory.callErrors.contactAdmin' {
  const code = phoneSystemCodeOf(error);
  if (code?.startsWith('TRANSIENT_') || code === 'TIMEOUT') return 'callHistory.callErrors.retryLater';
  const status = record(error)?.statusCode;
  if (code === null && (status === 0 || status === 503 || status === 504))
    return 'callHistory.callErrors.retryLater';
  return 'callHistory.callErrors.contactAdmin';
}
