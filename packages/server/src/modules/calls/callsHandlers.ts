import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers, AppDeps } from '../../http/Handler.js';
import type { Principal } from '../principal/loadPrincipal.js';
import { CallsError } from './CallsError.js';
import { matchCaller } from './matchCaller.js';
import type { LineOwner, PhoneSystemAdapter } from './PhoneSystemAdapter.js';
import { phoneSystemFor } from './phoneSystemFor.js';

type Action<T> = (adapter: PhoneSystemAdapter, owner: LineOwner) => Promise<T>;

/** Runs an action on the caller's phone system; every failure leaves as a CallsError. */
async function onLine<T>(principal: Principal, deps: AppDeps, action: Action<T>): Promise<T> {
  const adapter = phoneSystemFor(principal.capability.callControlMode, deps);
  if (!adapter) throw new CallsError('ADAPTOR_SETTING_ERROR', 'the tenant has no phone-system adapter');
  try {
    return await action(adapter, { tenantId: principal.tenant.id, userId: principal.user.id });
  } catch (error) {
    throw CallsError.from(error);
  }
}

async function latestIncoming(deps: AppDeps, owner: LineOwner) {
  const row = await deps.db
    .selectFrom('pbx_call_parties as p')
    .innerJoin('pbx_calls as c', 'c.id', 'p.call_id')
    .select(['c.id', 'c.from_number', 'c.created_at'])
    .where('p.tenant_id', '=', owner.tenantId)
    .where('c.tenant_id', '=', owner.tenantId)
    .where('p.user_id', '=', owner.userId)
    .where('p.role', '=', 'CALLEE')
    .where('p.via_mobile', '=', false)
    .orderBy('p.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export const callsHandlers: AreaHandlers<typeof contract.calls> = {
  async directCall({ principal, deps, input }) {
    return onLine(principal, deps, (pbx, owner) => pbx.directCall(owner, input.body.destination));
  },
  async callBack({ principal, deps, input }) {
    return onLine(principal, deps, (pbx, owner) => pbx.callBack(owner, input.body.destination));
  },
  async answerCall({ principal, deps, input }) {
    await onLine(principal, deps, (pbx, owner) => pbx.answer(owner, { callId: input.query.callId }));
    return null;
  },
  async holdCall({ principal, deps, input }) {
    await onLine(principal, deps, (pbx, owner) => pbx.hold(owner, { callId: input.query.callId }));
    return null;
  },
  async unholdCall({ principal, deps, input }) {
    await onLine(principal, deps, (pbx, owner) => pbx.unhold(owner, { callId: input.query.callId }));
    return null;
  },
  async endCall({ principal, deps, input }) {
    await onLine(principal, deps, (pbx, owner) => pbx.end(owner, { callId: input.query.callId }));
    return null;
  },
  async pcPickup({ principal, deps, input }) {
    await onLine(principal, deps, (pbx, owner) => pbx.pickup(owner, { callId: input.query.callId }));
    return null;
  },
  async directTransfer({ principal, deps, input }) {
    const { destination, callId } = input.body;
    await onLine(principal, deps, (pbx, owner) => pbx.directTransfer(owner, destination, { callId }));
    return null;
  },
  async consultTransfer({ principal, deps, input }) {
    const { destination, callId } = input.body;
    return onLine(principal, deps, (pbx, owner) => pbx.consultTransfer(owner, destination, { callId }));
  },
  async consultTransferComplete({ principal, deps }) {
    await onLine(principal, deps, (pbx, owner) => pbx.consultTransferComplete(owner));
    return null;
  },
  async consultConference({ principal, deps, input }) {
    const { destination, callId } = input.body;
    return onLine(principal, deps, (pbx, owner) => pbx.consultConference(owner, destination, { callId }));
  },
  async consultConferenceComplete({ principal, deps }) {
    await onLine(principal, deps, (pbx, owner) => pbx.consultConferenceComplete(owner));
    return null;
  },
  async localPhoneStatus({ principal, deps }) {
    const status = await onLine(principal, deps, (pbx, owner) => pbx.localPhoneStatus(owner));
    const ringing = status.calls.find((call) => call.state === 'RINGING');
    return {
      self: {
        userId: status.userId,
        extensionNum: status.extensionNum,
        status: status.state,
        ctiPort: null,
        buttons: { ...status.buttons },
      },
      callBacks: status.callBacks.map((callBackNumber) => ({ callBackNumber })),
      statuses: status.calls.map((call) => ({
        callId: call.callId,
        status: call.state,
        direction: call.direction,
        fromNumber: call.fromNumber,
        toNumber: call.toNumber,
        consultOfCallId: call.consultOfCallId,
        others: call.others.map((o) => ({
          userId: o.userId,
          number: o.number,
          status: o.status,
          viaMobile: o.viaMobile,
        })),
      })),
      // External contact folders do not exist yet, so no common folder is editable.
      commonFolderEditable: false,
      incomingCallContact: ringing
        ? {
            fromNum: ringing.fromNumber,
            ...(await matchCaller(deps.db, principal.tenant.id, ringing.fromNumber)),
          }
        : null,
    };
  },
  async latestIncomingCall({ principal, deps }) {
    const owner = { tenantId: principal.tenant.id, userId: principal.user.id };
    const latest = await latestIncoming(deps, owner);
    if (!latest) return { data: null, commonFolderEditable: false };
    return {
      data: {
        callId: latest.id,
        calledAt: new Date(latest.created_at).toISOString(),
        fromNum: latest.from_number,
        ...(await matchCaller(deps.db, owner.tenantId, latest.from_number)),
        registeredUserFullname: null,
        registeredAt: null,
        registeredUserContactId: null,
      },
      commonFolderEditable: false,
    };
  },
};
