import { RequestError } from './KizunaError.js';

/**
 * SQLSTATEs PostgreSQL raises for a value it cannot take, not for a fault of the server:
 * 22021 a byte sequence (NUL) that is not text, 22P05 a character (a lone surrogate escaped in
 * `jsonb`) with no UTF-8 form, 22003 a number past its column's type, 22P02 text that is not a
 * number, 22007 and 22008 an unreadable or impossible date, 22001 text longer than its column.
 */
const INPUT_SQLSTATES = new Set(['22021', '22P05', '22003', '22P02', '22007', '22008', '22001']);

/** The SQLSTATE of a database error (PGlite or node-postgres), looking through `cause`. */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/**
 * The last line of defence behind the contract's schemas: a request value that still reached
 * PostgreSQL and was refused there is the caller's fault, so it answers 400, never 500. Which
 * field it was is not known this deep, so the answer names none; the caller's log line names the
 * SQLSTATE, a schema that should have refused the value first.
 */
export function refusedByDatabase(error: unknown): RequestError | undefined {
  const sqlState = sqlStateOf(error);
  if (!sqlState || !INPUT_SQLSTATES.has(sqlState)) return undefined;
  return new RequestError(
    'VALIDATION_FAILED',
    `a value of the request cannot be stored (SQLSTATE ${sqlState})`,
    {
      cause: error,
    },
  );
}
