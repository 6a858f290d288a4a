import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AuthErrorCode } from '../modules/auth/AuthError.js';
import type { InformationErrorCode } from '../modules/information/InformationError.js';
import type { InternalContactsErrorCode } from '../modules/internalContacts/InternalContactsError.js';
import type { UserSettingsErrorCode } from '../modules/userSettings/UserSettingsError.js';
import type { RequestErrorCode } from './KizunaError.js';

export type ErrorCode =
  RequestErrorCode | AuthErrorCode | InformationErrorCode | UserSettingsErrorCode | InternalContactsErrorCode;

/** Every error code the server answers with, and its HTTP status: the one place that decides. */
export function errorStatus(code: ErrorCode): ContentfulStatusCode {
  switch (code) {
    case 'VALIDATION_FAILED':
    case 'MALFORMED_JSON':
    case 'PASSWORD_REJECTED':
    case 'START_PAGE_UNAVAILABLE':
      return 400;
    case 'UNAUTHORIZED':
    case 'INVALID_CREDENTIALS':
    case 'IP_ADDRESS_REJECTED':
      return 401;
    case 'XSRF_TOKEN_MISSING':
    case 'FORBIDDEN':
    case 'EDIT_NOT_ALLOWED':
      return 403;
    case 'NOT_FOUND':
    case 'NOTICE_NOT_FOUND':
    case 'DIVISION_NOT_FOUND':
    case 'CONTACT_NOT_FOUND':
    case 'SCHEDULE_NOT_FOUND':
    case 'TAG_NOT_FOUND':
      return 404;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'TOO_MANY_ATTEMPTS':
      return 429;
    case 'INTERNAL':
      return 500;
    default:
      return code satisfies never;
  }
}
