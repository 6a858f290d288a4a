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

/**
 * My profile (002 §5, §9). Text lengths are in code points (𠮷 counts one); the counts and the
 * suggestion size are the spec's, the lengths are Kizuna's: a one-line message, a few paragraphs
 * of job description, a tag a chip can show, a history line a sentence or two.
 */
export const PROFILE_LIMITS = {
  oneWordMax: 100,
  jobDescriptionMax: 2_000,
  tagNameMax: 50,
  tagsPerKind: 20,
  tagSuggestions: 10,
  historyRows: 30,
  historyTextMax: 500,
  customColValueMax: 1_000,
  urlMax: 2_000,
  urlTitleMax: 100,
} as const;

/**
 * Ceilings every request obeys whatever its endpoint (see `guardRequestSchema`); fields name
 * lower limits of their own. PostgreSQL's `bigint` ids travel as JSON numbers, so an id stops at
 * the largest integer a number holds exactly; counters and offsets are `integer` (int4) columns.
 */
export const REQUEST_LIMITS = {
  /** Code points of any one string: body field, query value or path parameter. */
  textMax: 10_000,
  /** Items of any one array. */
  arrayMax: 1_000,
  /** Objects and arrays inside one another. */
  depthMax: 16,
  /** Largest id (`bigint` column, exact as a JSON number). */
  idMax: Number.MAX_SAFE_INTEGER,
  /** Largest value of an `integer` (int4) column. */
  int4Max: 2_147_483_647,
  /** Largest page number of a paged list: its offset, at 100 rows a page, stays an int4. */
  pageMax: 1_000_000,
} as const;

/** Statuses on which idempotent calls are retried exactly once (§7). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/**
 * Notice administration (002 §3, §5). Lengths in code points are Kizuna's: a title a list line
 * shows whole, a memo of a few paragraphs. The read-status list pages like the directory.
 */
export const NOTICE_LIMITS = {
  titleMax: 100,
  memoMax: 2_000,
  readsPageSizeMax: 100,
  readsPageSizeDefault: 30,
} as const;

/** Safety confirmation (002 §9: registrationMax is the server's, a sample value is 30). */
export const ANPI_LIMITS = {
  registrationMaxDefault: 30,
  titleMax: 100,
  messageMax: 2_000,
  commentMax: 1_000,
  accountIdMax: 100,
  /** Divisions one check may be started for. */
  divisionIdsMax: 500,
  /** People one DELETE of company-level permissions may name. */
  userIdsMax: 1_000,
  nonRespondersPageSizeMax: 100,
  nonRespondersPageSizeDefault: 50,
} as const;
