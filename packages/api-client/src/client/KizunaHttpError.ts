import type { EndpointDefinition, EndpointErrorCode, HttpMethod } from '../contract/endpoint';
import { IP_ADDRESS_REJECTED } from '../contract/enums';
import type { ErrorCode } from '../contract/errors';
import type { FieldError } from '../contract/schemas/commonSchemas';

export interface KizunaHttpErrorInit {
  readonly method: HttpMethod;
  /** Full request path, e.g. `/api/browser/principal/user/info`. */
  readonly path: string;
  /** 0 when there was no response. */
  readonly statusCode: number;
  readonly statusText?: string;
  /** The parsed answer body (`ErrorBody` from our server; text from a proxy). */
  readonly data?: unknown;
  /** Value of the `X-Error-Code` response header. */
  readonly errorCode?: string | undefined;
  /** The answer's `Retry-After` (seconds or a date), in ms from now. */
  readonly retryAfterMs?: number | undefined;
  /** The answer's `X-Request-Id`: what a person quotes to the administrator to find the request's log line. */
  readonly requestId?: string | undefined;
  readonly cause?: unknown;
}

/**
 * Any failed call. Prints as `[GET] "/api/browser/information": 404 Not Found`. Subclasses name
 * the statuses screens treat differently; other statuses stay this class. `TCode` is the union of
 * codes the call may fail with (`errorCodeOf(error, endpoint)` narrows it to one endpoint's).
 */
export class KizunaHttpError<TCode extends ErrorCode = ErrorCode> extends Error {
  override name = 'KizunaHttpError';
  readonly method: HttpMethod;
  readonly path: string;
  readonly statusCode: number;
  readonly statusText: string;
  readonly data: unknown;
  /** Value of the `X-Error-Code` response header, a code of the contract's `ERRORS`. */
  readonly errorCode: TCode | undefined;
  /** How long the server asked to wait before trying again (`Retry-After`), in ms; absent when it did not say. */
  readonly retryAfterMs: number | undefined;
  /** The server's id of the request (`X-Request-Id`); absent without an answer from Kizuna. */
  readonly requestId: string | undefined;

  constructor(init: KizunaHttpErrorInit, detail?: string) {
    const status =
      init.statusCode === 0 ? '<no response>' : `${init.statusCode} ${init.statusText ?? ''}`.trim();
    super(`[${init.method}] ${JSON.stringify(init.path)}: ${status}${detail ? ` ${detail}` : ''}`, {
      cause: init.cause,
    });
    this.method = init.method;
    this.path = init.path;
    this.statusCode = init.statusCode;
    this.statusText = init.statusText ?? '';
    this.data = init.data;
    this.errorCode = init.errorCode as TCode | undefined;
    this.retryAfterMs = init.retryAfterMs;
    this.requestId = init.requestId;
  }

  /** Same as `statusCode`, for code written against fetch-style errors. */
  get status(): number {
    return this.statusCode;
  }

  /** The code the server refused with: the body's `code`, else the `X-Error-Code` header. */
  get code(): TCode | undefined {
    return (errorCodeOf(this) as TCode | null) ?? undefined;
  }

  /** Field errors of a 400 answer from our server; empty for anything else. */
  get fieldErrors(): FieldError[] {
    const data = this.data as { fieldErrors?: unknown } | null | undefined;
    return Array.isArray(data?.fieldErrors) ? (data.fieldErrors as FieldError[]) : [];
  }
}

export class BadRequestError extends KizunaHttpError {
  override name = 'BadRequestError';
}

export class UnauthorizedError extends KizunaHttpError {
  override name = 'UnauthorizedError';
  /** The tenant's address allow-list refused the caller: the sign-in page says so instead. */
  get addressRejected(): boolean {
    return this.errorCode === IP_ADDRESS_REJECTED;
  }
}

export class ForbiddenError extends KizunaHttpError {
  override name = 'ForbiddenError';
}

export class NotFoundError extends KizunaHttpError {
  override name = 'NotFoundError';
}

export class ServerError extends KizunaHttpError {
  override name = 'ServerError';
}

export class BadGatewayError extends KizunaHttpError {
  override name = 'BadGatewayError';
}

export class ServiceUnavailableError extends KizunaHttpError {
  override name = 'ServiceUnavailableError';
}

/** No answer at all: the server is unreachable or the connection broke. `statusCode` is 0. */
export class NetworkError extends KizunaHttpError {
  override name = 'NetworkError';
}

/** No answer within the call's time limit (the password-status call: 40 s). `statusCode` is 0. */
export class TimeoutError extends KizunaHttpError {
  override name = 'TimeoutError';
}

/** The server answered 2xx with a body that breaks the contract's response schema. */
export class InvalidResponseError extends KizunaHttpError {
  override name = 'InvalidResponseError';
}

/**
 * The code of a failed call (the body's `code`, else the `X-Error-Code` header), typed by the
 * codes `endpoint` may fail with (every code of the contract without one), so that comparing it
 * with a code the endpoint cannot answer fails to compile. Null when the failure carries no code
 * (no answer, a proxy's page).
 */
export function errorCodeOf<E extends EndpointDefinition = EndpointDefinition>(
  error: unknown,
  _endpoint?: E,
): EndpointErrorCode<E> | null {
  const fields = error && typeof error === 'object' ? (error as { data?: unknown; errorCode?: unknown }) : {};
  const body = fields.data && typeof fields.data === 'object' ? (fields.data as { code?: unknown }) : {};
  const code = typeof body.code === 'string' && body.code !== '' ? body.code : fields.errorCode;
  return typeof code === 'string' && code !== '' ? (code as EndpointErrorCode<E>) : null;
}

/** The error class for an answer with this status. */
export function createHttpError(init: KizunaHttpErrorInit): KizunaHttpError {
  switch (init.statusCode) {
    case 0:
      return new NetworkError(init);
    case 400:
      return new BadRequestError(init);
    case 401:
      return new UnauthorizedError(init);
    case 403:
      return new ForbiddenError(init);
    case 404:
      return new NotFoundError(init);
    case 500:
      return new ServerError(init);
    case 502:
      return new BadGatewayError(init);
    case 503:
      return new ServiceUnavailableError(init);
    default:
      return new KizunaHttpError(init);
  }
}

/** `Retry-After` as ms from `now`: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
