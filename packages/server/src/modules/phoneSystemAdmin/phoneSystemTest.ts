import type { PhoneSystemTestResult } from '@kizuna/api-client/contract';
import { OutboundError, type OutboundClient, type OutboundResponse } from '../../outbound/index.js';
import { soapEnvelope, xmlElement, xmlText, type VendorSettings } from '../calls/index.js';

/** An administrator waits for the test; a phone system slower than this is reported as a timeout. */
const TEST_TIMEOUT_MS = 8000;
const MAX_ANSWER_BYTES = 256 * 1024;

const WEBDIALER_PATH = '/webdialer/services/WebdialerSoapService70';
const AVAYA_TELEPHONY_PATH = '/axis/services/TelephonyService';

/** Whether a failed exchange failed in TLS (handshake, certificate), by the codes Node gives. */
function isTlsFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 6; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /CERT|SSL|TLS|SIGNATURE|ISSUER/.test(code)) return true;
    cause = cause.cause;
  }
  return false;
}

async function exchange(
  outbound: OutboundClient,
  settings: VendorSettings,
  request: { url: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<OutboundResponse | PhoneSystemTestResult> {
  try {
    return await outbound.request(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      timeoutMs: Math.min(settings.timeoutMs, TEST_TIMEOUT_MS),
      maxBytes: MAX_ANSWER_BYTES,
    });
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    if (error.code === 'TOO_LARGE') return { outcome: 'UNEXPECTED', status: null };
    if (error.timedOut) return { outcome: 'TIMEOUT', status: null };
    return { outcome: isTlsFailure(error) ? 'TLS' : 'UNREACHABLE', status: null };
  }
}

function basic(username: string | null, password: string | null): string {
  return `Basic ${Buffer.from(`${username ?? ''}:${password ?? ''}`).toString('base64')}`;
}

/**
 * Cisco Web Dialer: `getProfileSoap` for the application user itself (a read, no call placed).
 * responseCode 0 is a working user; 2 (authentication error) and 3 (no proxy rights) are refusals.
 */
async function testCucm(outbound: OutboundClient, settings: VendorSettings): Promise<PhoneSystemTestResult> {
  const user = settings.username ?? '';
  const body = soapEnvelope(
    {
      xsi: 'http://www.w3.org/2001/XMLSchema-instance',
      xsd: 'http://www.w3.org/2001/XMLSchema',
      soapenc: 'http://schemas.xmlsoap.org/soap/encoding/',
      urn: 'urn:WD70',
    },
    `<urn:getProfileSoap soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><in0 xsi:type="urn:Credential"><userID xsi:type="xsd:string">${xmlText(user)}</userID><password xsi:type="xsd:string">${xmlText(settings.password ?? '')}</password></in0><in1 xsi:type="xsd:string">${xmlText(user)}</in1></urn:getProfileSoap>`,
  );
  const response = await exchange(outbound, settings, {
    url: `${settings.baseUrl}${WEBDIALER_PATH}`,
    method: 'POST',
    headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '""' },
    body,
  });
  if (!('text' in response)) return response;
  const status = response.status;
  if (status === 401 || status === 403) return { outcome: 'AUTH_REFUSED', status };
  const code = xmlElement(response.text(), 'responseCode');
  if (code === '2' || code === '3') return { outcome: 'AUTH_REFUSED', status };
  // Any other code is Web Dialer answering the accepted user (4 and 5 are about the profile).
  return { outcome: code === null ? 'UNEXPECTED' : 'OK', status };
}

/** Avaya AE Services: `attach` opens a session (refused: 401/403), which is `release`d at once. */
async function testAvaya(outbound: OutboundClient, settings: VendorSettings): Promise<PhoneSystemTestResult> {
  const namespaces = {
    tel: 'http://xml.avaya.com/ws/TelephonyService',
    ses: 'http://xml.avaya.com/ws/session',
  };
  const headers = (operation: string) => ({
    'Content-Type': 'text/xml; charset=utf-8',
    SOAPAction: operation,
    Authorization: basic(settings.username, settings.password),
  });
  const url = `${settings.baseUrl}${AVAYA_TELEPHONY_PATH}`;
  const response = await exchange(outbound, settings, {
    url,
    method: 'POST',
    headers: headers('attach'),
    body: soapEnvelope(namespaces, '<tel:attach/>'),
  });
  if (!('text' in response)) return response;
  const status = response.status;
  if (status === 401 || status === 403) return { outcome: 'AUTH_REFUSED', status };
  const sessionId = status === 200 ? xmlElement(response.text(), 'sessionID') : null;
  if (!sessionId) return { outcome: 'UNEXPECTED', status };
  await exchange(outbound, settings, {
    url,
    method: 'POST',
    headers: headers('release'),
    body: soapEnvelope(namespaces, '<tel:release/>', `<ses:sessionID>${xmlText(sessionId)}</ses:sessionID>`),
  });
  return { outcome: 'OK', status };
}

/**
 * Webex: the integration's client id and secret at the token endpoint, with a refresh token that
 * cannot be valid. RFC 6749 §5.2: a refused client is `invalid_client` (401, or 400 naming it);
 * `invalid_grant` or `invalid_request` means the client itself was accepted.
 */
async function testWebex(outbound: OutboundClient, settings: VendorSettings): Promise<PhoneSystemTestResult> {
  const response = await exchange(outbound, settings, {
    url: settings.tokenUrl,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: 'kizuna-connection-test',
      client_id: settings.clientId ?? '',
      client_secret: settings.clientSecret ?? '',
    }).toString(),
  });
  if (!('text' in response)) return response;
  const status = response.status;
  let error: unknown = null;
  try {
    error = (JSON.parse(response.text()) as { error?: unknown }).error ?? null;
  } catch {
    return { outcome: 'UNEXPECTED', status };
  }
  if (status === 401 || status === 403 || error === 'invalid_client' || error === 'unauthorized_client')
    return { outcome: 'AUTH_REFUSED', status };
  if (status === 200 || error === 'invalid_grant' || error === 'invalid_request')
    return { outcome: 'OK', status };
  return { outcome: 'UNEXPECTED', status };
}

/** The connection check of the tenant's vendor phone system, through the outbound client. */
export function testPhoneSystem(
  outbound: OutboundClient,
  settings: VendorSettings,
): Promise<PhoneSystemTestResult> {
  switch (settings.vendor) {
    case 'CUCM':
      return testCucm(outbound, settings);
    case 'AVAYA':
      return testAvaya(outbound, settings);
    case 'WEBEX':
      return testWebex(outbound, settings);
    default:
      return settings.vendor satisfies never;
  }
}
