import type { ServerConfig } from '../../../config.js';
import type { Db } from '../../../db/createDatabase.js';
import type { LineOwner } from '../PhoneSystemAdapter.js';
import { PhoneSystemError } from '../PhoneSystemError.js';
import { DialOnlyAdapter } from './DialOnlyAdapter.js';
import type { VendorSettings } from './phoneSystemSettings.js';
import { soapEnvelope, xmlElement, xmlText } from './soap.js';
import { numericCallId } from './vendorCallIds.js';
import { commonFailure, vendorRequest } from './vendorRequest.js';

export const AVAYA_TELEPHONY_PATH = '/axis/services/TelephonyService';

/**
 * Avaya Aura through AE Services' Telephony Web Service (SOAP over HTTP, basic authentication of
 * an AE Services user): `makeCall` from the user's extension to the destination, answered with the
 * call's id. Only the direct call is driven (001 §7 lists /pbx/avayaApi/directCall alone); the
 * other actions stay on the phone (ACTION_NOT_ALLOWED).
 */
export class AvayaDmccAdapter extends DialOnlyAdapter {
  protected readonly apiName = 'Avaya AE Services';
  readonly #db: Db;
  readonly #settings: VendorSettings;

  constructor(deps: { readonly db: Db; readonly config: ServerConfig }, settings: VendorSettings) {
    super();
    this.#db = deps.db;
    this.#settings = settings;
  }

  async directCall(owner: LineOwner, destination: string): Promise<{ callId: number }> {
    const { username, password } = this.#settings;
    if (!username || !password)
      throw new PhoneSystemError('ADAPTOR_SETTING_ERROR', 'AE Services needs a user and password');
    const user = await this.#db
      .selectFrom('users')
      .select('extension_num')
      .where('tenant_id', '=', owner.tenantId)
      .where('id', '=', owner.userId)
      .executeTakeFirst();
    if (!user?.extension_num) throw new PhoneSystemError('USER_NOT_FOUND', 'the user has no extension');
    const response = await vendorRequest({
      url: `${this.#settings.baseUrl}${AVAYA_TELEPHONY_PATH}`,
      method: 'POST',
      headers: {
        'Content-Type': 'text/xml; charset=utf-8',
        SOAPAction: 'makeCall',
        Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
      },
      body: soapEnvelope(
        { tel: 'http://xml.avaya.com/ws/TelephonyService' },
        `<tel:makeCall><originatingExtension>${xmlText(user.extension_num)}</originatingExtension><destinationNumber>${xmlText(destination)}</destinationNumber></tel:makeCall>`,
      ),
      timeoutMs: this.#settings.timeoutMs,
      write: true,
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
    const callId = xmlElement(response.text, 'callIdentifier') ?? xmlElement(response.text, 'callId');
    if (response.status !== 200 || !callId)
      throw new PhoneSystemError('INVALID_RESPONSE', 'the makeCall answer names no call');
    return { callId: await numericCallId(this.#db, owner, `avaya:${callId}`) };
  }
}
