import type { ErrorCode, ErrorCodeOf, FieldError } from '@kizuna/api-client/contract';

/**
 * Base of the errors a module throws on purpose. Each module narrows `code` to its own closed
 * set of the contract's `ERRORS`, which also holds each code's HTTP status (`errorStatus`).
 * `message` is technical: screens show their own texts for the code.
 */
export class KizunaError<TCode extends ErrorCode = ErrorCode> extends Error {
  readonly code: TCode;
  readonly fieldErrors: readonly FieldError[] | undefined;

  constructor(
    code: TCode,
    message: string,
    options: { fieldErrors?: readonly FieldError[]; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.fieldErrors = options.fieldErrors;
  }
}

export type RequestErrorCode = ErrorCodeOf<'request'>;

/** Problems of the request itself, found before or around a module's handler. */
export class RequestError extends KizunaError<RequestErrorCode> {}
