import { isRouteErrorResponse } from 'react-router';

export interface ErrorPageInfo {
  status: number;
  /** Text of the failed response, used by the 502 page that shows the gateway's own message. */
  body?: string;
  /** The server's id of the failed request, for a person to quote. */
  requestId?: string;
  /** The server's error code (`X-Error-Code`, or the body's `code`). */
  code?: string;
}

function codeOf(error: object): string | undefined {
  const header: unknown = (error as { errorCode?: unknown }).errorCode;
  if (typeof header === 'string' && header !== '') return header;
  const data: unknown = (error as { data?: unknown }).data;
  const code: unknown = data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

function numericField(error: object, key: string): number | undefined {
  const value: unknown = (error as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 ? value : undefined;
}

function textOf(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
    return data.message;
  return undefined;
}

/** Maps whatever a loader or a render threw to the status of the error page to show. */
export function errorPageInfo(error: unknown): ErrorPageInfo {
  if (isRouteErrorResponse(error)) return { status: error.status, body: textOf(error.data) };
  if (error && typeof error === 'object') {
    const status = numericField(error, 'statusCode') ?? numericField(error, 'status');
    if (status !== undefined) {
      const requestId: unknown = (error as { requestId?: unknown }).requestId;
      const code = codeOf(error);
      return {
        status,
        body: textOf((error as { data?: unknown }).data),
        ...(typeof requestId === 'string' && requestId !== '' ? { requestId } : {}),
        ...(code ? { code } : {}),
      };
    }
  }
  return { status: 500 };
}
