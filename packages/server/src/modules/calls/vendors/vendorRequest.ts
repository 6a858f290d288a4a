import { OutboundError, type OutboundClient } from '../../../outbound/index.js';
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

/** A SOAP or JSON answer of a phone system is small; a larger one is not its answer. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * One HTTP exchange with a vendor phone system, through the outbound client (its address rules,
 * size limit and timeouts). Network failures and timeouts become phone-system codes here; the
 * caller maps the status codes, which mean different things per vendor. Redirects are not
 * followed: a 3xx is a setting to correct.
 */
export async function vendorRequest(
  outbound: OutboundClient,
  request: VendorRequest,
): Promise<VendorResponse> {
  try {
    const response = await outbound.request(request.url, {
      method: request.method,
      ...(request.headers ? { headers: request.headers } : {}),
      ...(request.body === undefined ? {} : { body: request.body }),
      timeoutMs: request.timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
    });
    return { status: response.status, text: response.text() };
  } catch (error) {
    if (error instanceof OutboundError && error.code === 'TOO_LARGE')
      throw new PhoneSystemError('INVALID_RESPONSE', 'the phone system answered too much', { cause: error });
    // The phone systems are the operator's (their settings are not a tenant's to set), so the
    // codes of 001 §8 may tell a call that timed out, and so may have been placed, from one that
    // could not start.
    if (error instanceof OutboundError && error.timedOut)
      throw new PhoneSystemError(
        request.write ? 'TIMEOUT' : 'TRANSIENT_TIMEOUT',
        'the phone system did not answer in time',
        { cause: error },
      );
    throw new PhoneSystemError('TRANSIENT_SYSTEM_ERROR', 'the phone system cannot be reached', {
      cause: error,
    });
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
