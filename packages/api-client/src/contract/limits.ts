/** Business constants of spec 000 §9 (and part 3 where the foundation needs them). */
export const LIMITS = {
  pageSizes: [30, 50, 100],
  defaultPageSize: 30,
  /** Server default for `multipart.maxFileSize` (30 MB). */
  multipartMaxFileSize: 31_457_280,
  imageExtensions: ['gif', 'jpeg', 'jpg', 'png'],
  passwordMinLength: 8,
  passwordMaxLength: 20,
  passwordStatusTimeoutMs: 40_000,
  incomingCallPollMs: 10_000,
  buildCheckIntervalMs: 3_600_000,
  reloadGuardMs: 10_000,
  vcfImportLimitCount: 100,
  callbackRegistrableCount: 3,
  pickupRegistrableCount: 5,
} as const;

/** Statuses on which idempotent calls are retried exactly once (§7). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

export const DATE_DISPLAY_FORMAT = 'YYYY/MM/DD';
export const DATE_ISO_FORMAT = 'YYYY-MM-DD';
