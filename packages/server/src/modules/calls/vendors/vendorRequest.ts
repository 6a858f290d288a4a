import { PhoneSystemError, type PhoneSystemErrorCode } from '../PhoneSystemError.js';

export interface VendorRequest {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  readonly body?: string;
  readonly timeoutMs: number;
  /**
   * Whether the request changes something at the vendor (placing a call). A write that timed out
   * may have happened, so it is TIMEOUT (check the phone) rather than TRANSIENT_TIMEOUT (retry).
   */
  readonly write: boolean;
}

export interface VendorResponse {
  readonly status: number;
  readonly text: string;
}

/**
 * One HTTP exchange with a vendor phone system. Network failures and timeouts become phone-system
 * codes here; the caller maps the status codes, which mean different things per vendor.
 */
export async function vendorRequest(request: VendorRequest): Promise<VendorResponse> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'manual',
    });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new PhoneSystemError(
        request.write ? 'TIMEOUT' : 'TRANSIENT_TIMEOUT',
        'the phone system did not answer in time',
        {
          cause: error,
        },
      );
    }
    throw new PhoneSystemError('TRANSIENT_SYSTEM_ERROR', 'the phone system cannot be reached', {
      cause: error,
    });
  }
  try {
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new PhoneSystemError(request.write ? 'TIMEOUT' : 'TRANSIENT_TIMEOUT', 'the answer stopped', {
        cause: error,
      });
    throw new PhoneSystemError('TRANSIENT_SYSTEM_ERROR', 'the answer broke off', { cause: error });
  }
}

/**
 * The status rules every vendor shares: throttling and gateway failures are transient, a server
 * fault is a system error. Returns null for the statuses the vendor adapter decides itself.
 */
export function commonFailure(status: number): PhoneSystemErrorCode | null {
  if (status === 429 || status === 502 || status === 503 || status === 504) return 'TRANSIENT_SYSTEM_ERROR';
  if (status >= 500) return 'SYSTEM_ERROR';
  if (status >= 300 && status < 400) return 'ADAPTOR_SETTING_ERROR';
  return null;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new PhoneSystemError('INVALID_RESPONSE', 'the phone system answered something that is not JSON', {
      cause: error,
    });
  }
}
