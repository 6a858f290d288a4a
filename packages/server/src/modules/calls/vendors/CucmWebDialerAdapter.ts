import { randomUUID } from 'node:crypto';
import type { ServerConfig } from '../../../config.js';
import type { Db } from '../../../db/createDatabase.js';
import type { OutboundClient } from '../../../outbound/index.js';
import type { LineOwner } from '../PhoneSystemAdapter.js';
import { PhoneSystemError, type PhoneSystemErrorCode } from '../PhoneSystemError.js';
import { ciscoDialString } from '../dialString.js';
import { DialOnlyAdapter } from './DialOnlyAdapter.js';
import type { VendorSettings } from './phoneSystemSettings.js';
import { numericCallId } from './vendorCallIds.js';
import { soapEnvelope, xmlElement, xmlText } from './soap.js';
import { commonFailure, vendorRequest } from './vendorRequest.js';
import { selectTenantRows } from '../../../db/tenantRows.js';

const WEBDIALER_PATH = '/webdialer/services/WebdialerSoapService70';

/** WebDialer's documented responseCode values and what the user is told. */
const RESPONSE_CODES: Record<string, PhoneSystemErrorCode> = {
  '1': 'SYSTEM_ERROR', // call failure
  '2': 'PBX_SYSTEM_UNAUTHORIZED', // authentication error
  '3': 'PBX_ADAPTER_UNAUTHORIZED', // the application user lacks proxy rights
  '4': 'USER_NOT_FOUND', // directory error
  '5': 'USER_NOT_FOUND', // no device configured for the user, or parameters missing
  '6': 'TRANSIENT_SYSTEM_ERROR', // service temporarily unavailable
  '7': 'ADDRESS_NOT_EXIST', // destination cannot be reached
  '8': 'SYSTEM_ERROR', // service error
  '9': 'TRANSIENT_SYSTEM_ERROR', // service overloaded
};

/** The RPC-encoded profile (`urn:UserProfile`) of the CUCM end user whose phone dials. */
function userProfile(user: string, forMakeCall: boolean, lineNumber = ''): string {
  const call = forMakeCall
    ? '<dontAutoClose xsi:type="xsd:boolean">true</dontAutoClose><dontShowCallConf xsi:type="xsd:boolean">true</dontShowCallConf>'
    : '';
  return `<user xsi:type="xsd:string">${xmlText(user)}</user><deviceName xsi:type="xsd:string"></deviceName><lineNumber xsi:type="xsd:string">${xmlText(lineNumber)}</lineNumber><supportEM xsi:type="xsd:boolean">false</supportEM><locale xsi:type="xsd:string">Japanese_Japan</locale>${call}`;
}

/**
 * Cisco Unified CM through Cisco Web Dialer's SOAP interface (`makeCallSoap` / `endCallSoap` of
 * WebdialerSoapService70): an application user with proxy rights places calls on the user's own
 * phone, named by their Kizuna account id as the CUCM end user. Web Dialer offers nothing else,
 * so answer, hold, transfer and the line status stay on the phone (ACTION_NOT_ALLOWED).
 *
 * Checked against Cisco's WebDialer developer guide ("SOAP interface" and the makeCallSoap
 * "Hello World" request, developer.cisco.com/docs/webdialer): RPC/encoded parameters `in0`
 * (`urn:Credential`: userID, password), `in1` (the destination, makeCallSoap only) and the last
 * one (`urn:UserProfile`: user, deviceName, lineNumber, supportEM, locale, and for makeCallSoap
 * dontAutoClose, dontShowCallConf); the answer's `<...Return>` carries responseCode and
 * responseDescription. The device name is left empty, as Kizuna does not know the user's phones;
 * a Web Dialer that needs it answers responseCode 5 (no device, or missing parameters), which the
 * user is told as USER_NOT_FOUND.
 */
export class CucmWebDialerAdapter extends DialOnlyAdapter {
  protected readonly apiName = 'Cisco Web Dialer';
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

  async #endUser(owner: LineOwner): Promise<string> {
    const user = await selectTenantRows(this.#db, 'users', owner.tenantId, owner.userId)
      .select('account_id')
      .executeTakeFirst();
    if (!user) throw new PhoneSystemError('USER_NOT_FOUND', 'no such user');
    return user.account_id;
  }

  async #soap(operation: 'makeCallSoap' | 'endCallSoap', inner: string): Promise<void> {
    const { username, password } = this.#settings;
    if (!username || !password)
      throw new PhoneSystemError(
        'ADAPTOR_SETTING_ERROR',
        'Web Dialer needs an application user and password',
      );
    const body = soapEnvelope(
      {
        xsi: 'http://www.w3.org/2001/XMLSchema-instance',
        xsd: 'http://www.w3.org/2001/XMLSchema',
        soapenc: 'http://schemas.xmlsoap.org/soap/encoding/',
        urn: 'urn:WD70',
      },
      `<urn:${operation} soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><in0 xsi:type="urn:Credential"><userID xsi:type="xsd:string">${xmlText(username)}</userID><password xsi:type="xsd:string">${xmlText(password)}</password></in0>${inner}</urn:${operation}>`,
    );
    const response = await vendorRequest(this.#outbound, {
      url: `${this.#settings.baseUrl}${WEBDIALER_PATH}`,
      method: 'POST',
      // Axis RPC services of Unified CM declare an empty soapAction.
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '""' },
      body,
      timeoutMs: this.#settings.timeoutMs,
      write: true,
    });
    if (response.status === 401)
      throw new PhoneSystemError('PBX_SYSTEM_UNAUTHORIZED', 'Web Dialer refused the credentials');
    if (response.status === 403)
      throw new PhoneSystemError('PBX_ADAPTER_UNAUTHORIZED', 'Web Dialer refused the application user');
    if (response.status === 404)
      throw new PhoneSystemError('ADAPTOR_SETTING_ERROR', 'Web Dialer is not at the configured address');
    // A SOAP fault arrives as 500 with a body; a 500 without one is the server's own failure.
    const code = xmlElement(response.text, 'responseCode');
    if (code === null) {
      const failure = commonFailure(response.status);
      throw new PhoneSystemError(
        failure ?? 'INVALID_RESPONSE',
        `Web Dialer answered ${response.status} without a responseCode`,
      );
    }
    if (code === '0') return;
    throw new PhoneSystemError(
      RESPONSE_CODES[code] ?? 'UNEXPECTED_ERROR',
      xmlElement(response.text, 'responseDescription') ?? code,
    );
  }

  /** `fromNumber` (a callback's own line) is the profile's lineNumber: Web Dialer dials from it. */
  async directCall(owner: LineOwner, destination: string, fromNumber?: string): Promise<{ callId: number }> {
    const user = await this.#endUser(owner);
    await this.#soap(
      'makeCallSoap',
      `<in1 xsi:type="soapenc:string">${xmlText(ciscoDialString(destination))}</in1><in2 xsi:type="urn:UserProfile">${userProfile(user, true, fromNumber)}</in2>`,
    );
    // Web Dialer names no call; the id only records that this request placed one.
    return { callId: await numericCallId(this.#db, owner, `webdialer:${randomUUID()}`) };
  }

  override async end(owner: LineOwner): Promise<void> {
    const user = await this.#endUser(owner);
    await this.#soap('endCallSoap', `<in1 xsi:type="urn:UserProfile">${userProfile(user, false)}</in1>`);
  }
}
