import { ERROR_STATUS, type ErrorCode, type ErrorStatus } from '@kizuna/api-client/contract';

export type { ErrorCode };

/** The HTTP status of an error code: the contract's table decides, one place for server and client. */
export function errorStatus(code: ErrorCode): ErrorStatus {
  return ERROR_STATUS[code];
}
