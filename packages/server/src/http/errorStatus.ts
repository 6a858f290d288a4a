import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AuthErrorCode } from '../modules/auth/index.js';
import type { BusinessCardsErrorCode } from '../modules/businessCards/index.js';
import type { CallHistoryErrorCode } from '../modules/callHistory/index.js';
import type { CallSettingsErrorCode } from '../modules/callSettings/index.js';
import type { CallsErrorCode } from '../modules/calls/index.js';
import type { CompanyDirectoryErrorCode } from '../modules/companyDirectory/index.js';
import type { ContactGroupsErrorCode } from '../modules/contactGroups/index.js';
import type { ContactImportErrorCode } from '../modules/contactImport/index.js';
import type { ExternalContactsErrorCode } from '../modules/externalContacts/index.js';
import type { GroupCompaniesErrorCode } from '../modules/groupCompanies/index.js';
import type { InformationErrorCode } from '../modules/information/index.js';
import type { InternalContactsErrorCode } from '../modules/internalContacts/index.js';
import type { UserSettingsErrorCode } from '../modules/userSettings/index.js';
import type { RequestErrorCode } from './KizunaError.js';

export type ErrorCode =
  | RequestErrorCode
  | GroupCompaniesErrorCode
  | CompanyDirectoryErrorCode
  | AuthErrorCode
  | InformationErrorCode
  | UserSettingsErrorCode
  | InternalContactsErrorCode
  | ContactImportErrorCode
  | CallsErrorCode
  | CallHistoryErrorCode
  | CallSettingsErrorCode
  | ExternalContactsErrorCode
  | ContactGroupsErrorCode
  | BusinessCardsErrorCode;

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
    case 'FOLDER_NOT_FOUND':
    case 'EXTERNAL_CONTACT_NOT_FOUND':
      return 404;
    // Group companies and the company directory: what the user cannot reach is not there.
    case 'GROUP_COMPANY_NOT_FOUND':
    case 'GROUP_DIVISION_NOT_FOUND':
    case 'COMPANY_NOT_FOUND':
    case 'COMPANY_DIVISION_NOT_FOUND':
      return 404;
    case 'FOLDER_EDIT_NOT_ALLOWED':
    case 'COPY_INHIBITED':
      return 403;
    // Favourite groups: another user's group or member is one that does not exist; the 10 and 5
    // limits are the caller's to respect.
    case 'GROUP_NOT_FOUND':
    case 'GROUP_CONTACT_NOT_FOUND':
      return 404;
    case 'GROUP_LIMIT_EXCEEDED':
    case 'GROUP_MINIMUM_REQUIRED':
      return 400;
    // Contact import and export: too many files at once is the caller's to fix; a tenant that keeps
    // its contacts inside (copy inhibit) refuses exports.
    case 'TOO_MANY_FILES':
      return 400;
    case 'EXPORT_NOT_ALLOWED':
      return 403;
    case 'IMPORT_FILE_NOT_FOUND':
    case 'UPLOAD_HISTORY_NOT_FOUND':
      return 404;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'TOO_MANY_ATTEMPTS':
      return 429;
    case 'INTERNAL':
      return 500;
    // Phone systems (001 §8): what the caller or the settings must fix is a 400, a call not on
    // the line a 404, an action the line's state refuses a 409; transient failures a 503.
    case 'ADDRESS_NOT_EXIST':
    case 'USER_NOT_FOUND':
    case 'CALL_BACK_NUMBER_NOT_FOUND':
    case 'CALL_BACK_NUMBER_MADE_NO_RESPONSE':
    case 'ADAPTOR_SETTING_ERROR':
    case 'PBX_ADAPTER_UNAUTHORIZED':
    case 'PBX_SYSTEM_UNAUTHORIZED':
    case 'USER_API_PBX_SYSTEM_UNAUTHORIZED':
    case 'OAUTH2_URL_GENERATION_FAILED':
    case 'OAUTH2_CODE_UNAUTHORIZED':
    case 'OAUTH2_STATE_NOT_MATCH':
      return 400;
    case 'CALL_NOT_FOUND':
      return 404;
    // Call history and call settings: the own rows only; bad input or a refused file is a 400.
    case 'CALL_HISTORY_NOT_FOUND':
    case 'CALL_REJECTION_NOT_FOUND':
    case 'IMPORT_RESULT_NOT_FOUND':
      return 404;
    case 'CALL_REJECTION_DUPLICATE':
    case 'CALL_REJECTION_LIMIT_EXCEEDED':
    case 'IMPORT_FILE_INVALID':
    case 'OWN_NUMBER':
      return 400;
    case 'EXTENSION_REQUIRED':
      return 409;
    case 'ACTION_NOT_ALLOWED':
      return 409;
    case 'SYSTEM_ERROR':
    case 'INVALID_RESPONSE':
    case 'UNEXPECTED_ERROR':
      return 502;
    case 'TRANSIENT_ADDRESS_NOT_EXIST':
    case 'TRANSIENT_PBX_ADAPTER_UNAUTHORIZED':
    case 'TRANSIENT_PBX_SYSTEM_UNAUTHORIZED':
    case 'TRANSIENT_SYSTEM_ERROR':
    case 'TRANSIENT_TIMEOUT':
      return 503;
    case 'TIMEOUT':
      return 504;
    // Business cards: a card the contact does not have yet or a reading still running is the
    // state of the contact (409); no engine on this server is a service that is not there (503).
    case 'BIZCARD_IMAGE_MISSING':
    case 'OCR_ALREADY_SENDING':
      return 409;
    case 'OCR_UNAVAILABLE':
      return 503;
    default:
      return code satisfies never;
  }
}
