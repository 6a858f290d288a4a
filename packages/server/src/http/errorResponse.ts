import { ERROR_CODE_HEADER } from '@kizuna/api-client/contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorStatus } from './errorStatus.js';
import type { KizunaError } from './KizunaError.js';

/** The answer to an error a module throws on purpose: its code in a header and in the body, never cached. */
export function errorResponse(
  c: Context,
  error: KizunaError,
  status: ContentfulStatusCode = errorStatus(error.code),
): Response {
  c.header(ERROR_CODE_HEADER, error.code);
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      code: error.code,
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    },
    status,
  );
}
