import type { ServerConfig } from '../../../config.js';
import type { Db } from '../../../db/createDatabase.js';
import type { OutboundClient } from '../../../outbound/index.js';
import type { LineOwner } from '../PhoneSystemAdapter.js';
import { PhoneSystemError } from '../PhoneSystemError.js';
import { digitsBeforePause } from '../dialString.js';
import { DialOnlyAdapter } from './DialOnlyAdapter.js';
import type { VendorSettings } from './phoneSystemSettings.js';
import { soapEnvelope, xmlElement, xmlText } from './soap.js';
import { numericCallId } from './vendorCallIds.js';
import { commonFailure, vendorRequest, type VendorResponse } from './vendorRequest.js';
import { selectTenantRows } from '../../../db/tenantRows.js';

const AVAYA_TELEPHONY_PATH = '/axis/services/TelephonyService';
const TELEPHONY_NS = 'http://xml.avaya.com/ws/TelephonyService';
const SESSION_NS = 'http://xml.avaya.com/ws/session';

type Operation = 'attach' | 'makeCall' | 'release';

/**
 * Avaya Aura through AE Services' Telephony Web Service (SOAP over HTTP, basic authentication of
 * an AE Services user): `makeCall` from the user's extension to the destination, answered with the
 * call's id. Only the direct call is driven (001 §7 lists /pbx/avayaApi/directCall alone); the
 * other actions stay on the phone (ACTION_NOT_ALLOWED).
 *
 * Checked against Avaya DevConnect's Telephony Web Service FAQ (the service keeps the session,
 * the client only a session ID) and the public AE Services SOAP examples: the client `attach`es,
 * reads `sessionID` (namespace http://xml.avaya.com/ws/session) from the answer's SOAP header,
 * sends it as a SOAP header with `makeCall` (originatingExtension, destinationNumber), and
 * `release`s the session afterwards (a failed release is left to the server's session timeout).
 */
export class AvayaDmccAdapter extends DialOnlyAdapter {
  protected readonly apiName = 'Avaya AE Services';
  readonly #db: Db;
  readonly #outbound: OutboundClient;
  readonly #settings: VendorSettings;

  constructor(
    deps: { readonly db: Db; readonly config: ServerConfig; readonly outbound: OutboundClient },
    settings: VendorSettings,
  ) {
    super();
    this.#db = deps.db;
    this.#outbound = deps.outbound;
    this.#settings = settings;
  }

  async #send(operation: Operation, inner: string, sessionId: string | null): Promise<VendorResponse> {
    const { username, password } = this.#settings;
    const header = sessionId === null ? '' : `<ses:sessionID>${xmlText(sessionId)}</ses:sessionID>`;
    const response = await vendorRequest(this.#outbound, {
      url: `${this.#settings.baseUrl}${AVAYA_TELEPHONY_PATH}`,
      method: 'POST',
      headers: {
        'Content-Type': 'text/xml; charset=utf-8',
        SOAPAction: operation,
        Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
      },
      body: soapEnvelope(
        { tel: TELEPHONY_NS, ses: SESSION_NS },
        inner === '' ? `<tel:${operation}/>` : `<tel:${operation}>${inner}</tel:${operation}>`,
        header,
      ),
      timeoutMs: this.#settings.timeoutMs,
      write: operation === 'makeCall',
    });
    if (response.status === 401)
      throw new PhoneSystemError('PBX_SYSTEM_UNAUTHORIZED', 'AE Services refused the credentials');
    if (response.status === 403)
      throw new PhoneSystemError('PBX_ADAPTER_UNAUTHORIZED', 'AE Services refused the user');
    if (response.status === 404)
      throw new PhoneSystemError('ADAPTOR_SETTING_ERROR', 'no Telephony Web Service at the address');
    const fault = xmlElement(response.text, 'faultstring');
    if (fault !== null) {
      // The service reports an unknown or unreachable number as a fault naming the device.
      if (/invalid|not (?:exist|found)|unreachable/i.test(fault))
        throw new PhoneSystemError('ADDRESS_NOT_EXIST', fault);
      throw new PhoneSystemError(response.status === 503 ? 'TRANSIENT_SYSTEM_ERROR' : 'SYSTEM_ERROR', fault);
    }
    const failure = commonFailure(response.status);
    if (failure) throw new PhoneSystemError(failure, `AE Services answered ${response.status}`);
    if (response.status !== 200)
      throw new PhoneSystemError('INVALID_RESPONSE', `AE Services answered ${response.status}`);
    return response;
  }

  /** `fromNumber` (a callback's own line) is the originating extension; else the user's extension. */
  async directCall(owner: LineOwner, destination: string, fromNumber?: string): Promise<{ callId: number }> {
    const { username, password } = this.#settings;
    if (!username || !password)
      throw new PhoneSystemError('ADAPTOR_SETTING_ERROR', 'AE Services needs a user and password');
    const user = await selectTenantRows(this.#db, 'users', owner.tenantId, owner.userId)
      .select('extension_num')
      .executeTakeFirst();
    if (!user?.extension_num) throw new PhoneSystemError('USER_NOT_FOUND', 'the user has no extension');

    const attached = await this.#send('attach', '', null);
    const sessionId = xmlElement(attached.text, 'sessionID');
    if (!sessionId) throw new PhoneSystemError('INVALID_RESPONSE', 'attach named no session');
    try {
      const response = await this.#send(
        'makeCall',
        `<originatingExtension>${xmlText(fromNumber ?? user.extension_num)}</originatingExtension><destinationNumber>${xmlText(digitsBeforePause(destination))}</destinationNumber>`,
        sessionId,
      );
      const callId = xmlElement(response.text, 'callIdentifier') ?? xmlElement(response.text, 'callId');
      if (!callId) throw new PhoneSystemError('INVALID_RESPONSE', 'the makeCall answer names no call');
      return { callId: await numericCallId(this.#db, owner, `avaya:${callId}`) };
    } finally {
      await this.#send('release', '', sessionId).catch(() => undefined);
    }
  }
}
