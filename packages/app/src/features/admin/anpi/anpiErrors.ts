/** The error code of a refused call (`data.code` of the contract's error body), or null. */
export function errorCodeOf(error: unknown): string | null {
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  return typeof data?.code === 'string' ? data.code : null;
}
