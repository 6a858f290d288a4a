import type { ServerConfig } from '../../../config.js';
import type { Db } from '../../../db/createDatabase.js';
import type { OutboundClient } from '../../../outbound/index.js';
import { accessTokenFor } from './webexTokens.js';
import { digitsBeforePause } from '../dialString.js';
import { CallActionError } from '../CallActionError.js';
import type {
  CallEvent,
  CallSelector,
  LineCall,
  LineOwner,
  LineState,
  LocalPhoneStatus,
  PhoneSystemAdapter,
  Unsubscribe,
} from '../PhoneSystemAdapter.js';
import { PhoneSystemError } from '../PhoneSystemError.js';
import type { VendorSettings } from './phoneSystemSettings.js';
import { numericCallId, vendorCallId } from './vendorCallIds.js';
import { commonFailure, parseJson, vendorRequest } from './vendorRequest.js';
import { selectTenantRows } from '../../../db/tenantRows.js';

/** A call as `GET /telephony/calls` lists it (the fields this adapter reads). */
interface WebexCall {
  readonly id: string;
  readonly personality: string;
  readonly state: string;
  readonly remoteParty: { readonly number?: string; readonly name?: string } | undefined;
}

const STATES: Record<string, LineState> = {
  connecting: 'RINGING',
  alerting: 'RINGING',
  connected: 'TALKING',
  held: 'HELD',
  remoteHeld: 'TALKING',
};

function isWebexCall(value: unknown): value is WebexCall {
  const call = value as Partial<WebexCall> | null;
  return (
    typeof call?.id === 'string' && typeof call.state === 'string' && typeof call.personality === 'string'
  );
}

/**
 * Webex Calling through its documented call-control API (webexapis.com/v1/telephony/calls: dial,
 * answer, hold, resume, hangup, transfer, pickup, list; /telephony/conference to merge), acting
 * as the user with their own OAuth2 token. Webex announces call changes only through webhooks to
 * a public URL, so `subscribe` reports nothing and the line is read on demand (the spec's poll).
 */
export class WebexCallingAdapter implements PhoneSystemAdapter {
  readonly #deps: {
    readonly db: Db;
    readonly config: ServerConfig;
    readonly clock: () => Date;
    readonly outbound: OutboundClient;
  };
  readonly #settings: VendorSettings;

  constructor(
    deps: {
      readonly db: Db;
      readonly config: ServerConfig;
      readonly clock: () => Date;
      readonly outbound: OutboundClient;
    },
    settings: VendorSettings,
  ) {
    this.#deps = deps;
    this.#settings = settings;
  }

  async #call(
    owner: LineOwner,
    method: 'GET' | 'POST',
    path: string,
    body: Record<string, unknown> | undefined,
    options: { write: boolean; dialling?: boolean },
  ): Promise<unknown> {
    const send = async (token: string) =>
      vendorRequest(this.#deps.outbound, {
        url: `${this.#settings.baseUrl}${path}`,
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        timeoutMs: this.#settings.timeoutMs,
        write: options.write,
      });
    let response = await send(await accessTokenFor(this.#deps, this.#settings, owner));
    if (response.status === 401) {
      // Revoked or expired early: one refresh; a refused refresh is USER_API_PBX_SYSTEM_UNAUTHORIZED.
      response = await send(await accessTokenFor(this.#deps, this.#settings, owner, { force: true }));
      if (response.status === 401)
        throw new PhoneSystemError('USER_API_PBX_SYSTEM_UNAUTHORIZED', 'Webex refuses the user token');
    }
    const { status } = response;
    if (status === 403)
      throw new PhoneSystemError(
        'PBX_ADAPTER_UNAUTHORIZED',
        'the user or integration may not use Webex Calling',
      );
    if (status === 404) {
      if (options.dialling)
        throw new PhoneSystemError('ADDRESS_NOT_EXIST', 'Webex knows no such destination');
      throw new CallActionError('CALL_NOT_FOUND', 'Webex has no such call on the line');
    }
    if (status === 400) {
      if (options.dialling)
        throw new PhoneSystemError('ADDRESS_NOT_EXIST', 'Webex cannot dial the destination');
      throw new CallActionError('ACTION_NOT_ALLOWED', 'Webex refused the action in the call state');
    }
    const failure = commonFailure(status);
    if (failure) throw new PhoneSystemError(failure, `Webex answered ${status}`);
    if (status < 200 || status >= 300)
      throw new PhoneSystemError('INVALID_RESPONSE', `Webex answered ${status}`);
    return response.text === '' ? null : parseJson(response.text);
  }

  async #calls(owner: LineOwner): Promise<WebexCall[]> {
    const body = (await this.#call(owner, 'GET', '/telephony/calls', undefined, { write: false })) as {
      items?: unknown;
    } | null;
    if (!Array.isArray(body?.items) || !body.items.every(isWebexCall))
      throw new PhoneSystemError('INVALID_RESPONSE', 'the call list has no items of calls');
    return body.items.filter((call) => call.state !== 'disconnected');
  }

  async #pick(
    owner: LineOwner,
    selector: CallSelector | undefined,
    wanted: (call: WebexCall) => boolean,
    action: string,
  ): Promise<string> {
    if (selector?.callId !== undefined) return vendorCallId(this.#deps.db, owner, selector.callId);
    const call = (await this.#calls(owner)).find(wanted);
    if (!call) throw new CallActionError('CALL_NOT_FOUND', `no call on the line to ${action}`);
    return call.id;
  }

  async #dial(owner: LineOwner, destination: string): Promise<{ callId: number }> {
    const body = (await this.#call(
      owner,
      'POST',
      '/telephony/calls/dial',
      { destination: digitsBeforePause(destination) },
      { write: true, dialling: true },
    )) as { callId?: unknown } | null;
    if (typeof body?.callId !== 'string' || body.callId === '')
      throw new PhoneSystemError('INVALID_RESPONSE', 'the dial answer has no callId');
    return { callId: await numericCallId(this.#deps.db, owner, body.callId) };
  }

  directCall(owner: LineOwner, destination: string): Promise<{ callId: number }> {
    return this.#dial(owner, destination);
  }

  /** Webex Calling has no callback registration in its API: the colleague is dialled at once. */
  async callBack(owner: LineOwner, destination: string) {
    const { callId } = await this.#dial(owner, destination);
    return { callId, registered: false };
  }

  async #simple(owner: LineOwner, path: string, callId: string): Promise<void> {
    await this.#call(owner, 'POST', path, { callId }, { write: true });
  }

  async answer(owner: LineOwner, selector?: CallSelector): Promise<void> {
    const id = await this.#pick(
      owner,
      selector,
      (c) => c.state === 'alerting' && c.personality === 'terminator',
      'answer',
    );
    await this.#simple(owner, '/telephony/calls/answer', id);
  }

  async hold(owner: LineOwner, selector?: CallSelector): Promise<void> {
    await this.#simple(
      owner,
      '/telephony/calls/hold',
      await this.#pick(owner, selector, (c) => c.state === 'connected', 'hold'),
    );
  }

  async unhold(owner: LineOwner, selector?: CallSelector): Promise<void> {
    await this.#simple(
      owner,
      '/telephony/calls/resume',
      await this.#pick(owner, selector, (c) => c.state === 'held', 'resume'),
    );
  }

  async end(owner: LineOwner, selector?: CallSelector): Promise<void> {
    await this.#simple(
      owner,
      '/telephony/calls/hangup',
      await this.#pick(owner, selector, () => true, 'end'),
    );
  }

  async directTransfer(owner: LineOwner, destination: string, selector?: CallSelector): Promise<void> {
    const id = await this.#pick(
      owner,
      selector,
      (c) => c.state === 'connected' || c.state === 'held',
      'transfer',
    );
    await this.#call(
      owner,
      'POST',
      '/telephony/calls/transfer',
      { callId1: id, destination: digitsBeforePause(destination) },
      { write: true, dialling: true },
    );
  }

  /** Consult: the current call goes on hold and the destination is dialled as a second call. */
  async #consult(owner: LineOwner, destination: string, selector?: CallSelector) {
    const id = await this.#pick(owner, selector, (c) => c.state === 'connected', 'consult');
    await this.#simple(owner, '/telephony/calls/hold', id);
    return this.#dial(owner, destination);
  }

  consultTransfer(owner: LineOwner, destination: string, selector?: CallSelector) {
    return this.#consult(owner, destination, selector);
  }

  consultConference(owner: LineOwner, destination: string, selector?: CallSelector) {
    return this.#consult(owner, destination, selector);
  }

  async #consultPair(owner: LineOwner): Promise<[string, string]> {
    const calls = await this.#calls(owner);
    const held = calls.find((c) => c.state === 'held');
    const active = calls.find((c) => c.state === 'connected' || c.state === 'remoteHeld');
    if (!held || !active)
      throw new CallActionError('ACTION_NOT_ALLOWED', 'no held call and consult call to join');
    return [held.id, active.id];
  }

  async consultTransferComplete(owner: LineOwner): Promise<void> {
    const [callId1, callId2] = await this.#consultPair(owner);
    await this.#call(owner, 'POST', '/telephony/calls/transfer', { callId1, callId2 }, { write: true });
  }

  async consultConferenceComplete(owner: LineOwner): Promise<void> {
    const callIds = await this.#consultPair(owner);
    await this.#call(owner, 'POST', '/telephony/conference', { callIds }, { write: true });
  }

  /** Webex picks up from the user's own call pickup group when no target is named. */
  async pickup(owner: LineOwner): Promise<void> {
    await this.#call(owner, 'POST', '/telephony/calls/pickup', {}, { write: true });
  }

  async localPhoneStatus(owner: LineOwner): Promise<LocalPhoneStatus> {
    const webexCalls = await this.#calls(owner);
    const user = await selectTenantRows(this.#deps.db, 'users', owner.tenantId, owner.userId)
      .select('extension_num')
      .executeTakeFirst();
    const calls: LineCall[] = [];
    for (const call of webexCalls) {
      const state = STATES[call.state];
      if (!state) throw new PhoneSystemError('INVALID_RESPONSE', `unknown Webex call state ${call.state}`);
      const incoming = call.personality === 'terminator';
      const remote = call.remoteParty?.number ?? '';
      const own = user?.extension_num ?? '';
      calls.push({
        callId: await numericCallId(this.#deps.db, owner, call.id),
        state,
        direction: incoming ? 'INCOMING' : 'OUTGOING',
        fromNumber: incoming ? remote : own,
        toNumber: incoming ? own : remote,
        others: [
          {
            userId: null,
            number: remote,
            role: incoming ? 'CALLER' : 'CALLEE',
            status: state === 'RINGING' ? 'RINGING' : call.state === 'remoteHeld' ? 'HELD' : 'CONNECTED',
            viaMobile: false,
          },
        ],
        consultOfCallId: null,
      });
    }
    const states = calls.map((c) => c.state);
    const talking = states.includes('TALKING');
    const lineState: LineState = states.includes('RINGING')
      ? 'RINGING'
      : talking
        ? 'TALKING'
        : states.includes('HELD')
          ? 'HELD'
          : 'IDLE';
    return {
      userId: owner.userId,
      extensionNum: user?.extension_num ?? null,
      state: lineState,
      calls,
      buttons: {
        answer: webexCalls.some((c) => c.state === 'alerting' && c.personality === 'terminator'),
        hold: talking,
        unhold: states.includes('HELD'),
        end: calls.length > 0,
        transfer: talking,
        conference: talking,
        consultComplete: talking && states.includes('HELD'),
        // Webex does not list the group's ringing calls to a user; the pickup is always offered.
        pickup: true,
      },
      callBacks: [],
    };
  }

  async subscribe(_tenantId: number, _listener: (event: CallEvent) => void): Promise<Unsubscribe> {
    return async () => {};
  }
}
