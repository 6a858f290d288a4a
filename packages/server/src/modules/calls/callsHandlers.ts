import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers, AppDeps } from '../../http/Handler.js';
import type { Principal } from '../principal/index.js';
import { CallsError } from './CallsError.js';
import {
  commonFolderEditable,
  matchCaller,
  matchCallers,
  toCallContact,
  type CallerViewer,
} from './matchCaller.js';
import {
  toHiengState,
  type LineOwner,
  type LocalPhoneStatus,
  type PhoneSystemAdapter,
} from './PhoneSystemAdapter.js';
import { phoneSystemFor } from './phoneSystemFor.js';
import { normalizeDialNumber } from './SimulatedPbx.js';
import { latestIncoming } from './callsStore.js';

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

/**
 * The HIENG and AVAYA paths speak for that one system (001 §7): a tenant on another system gets
 * ADAPTOR_SETTING_ERROR before anything reaches a line, so no call is ever placed through them.
 */
function onSystem<T>(
  system: 'HIENG' | 'AVAYA',
  principal: Principal,
  deps: AppDeps,
  action: Action<T>,
): Promise<T> {
  if (principal.capability.callControlMode !== system)
    return Promise.reject(
      new CallsError('ADAPTOR_SETTING_ERROR', `the tenant's phone system is not ${system}`),
    );
  return onLine(principal, deps, action);
}

const onHieng = <T>(principal: Principal, deps: AppDeps, action: Action<T>) =>
  onSystem('HIENG', principal, deps, action);

function viewerOf(principal: Principal): CallerViewer {
  return { userId: principal.user.id, userRoles: principal.userRoles };
}

/** The local phone status of 001 §3 in the CUCM vocabulary, with the ringing caller matched. */
async function phoneStatusView(principal: Principal, deps: AppDeps, status: LocalPhoneStatus) {
  const viewer = viewerOf(principal);
  const ringing = status.calls.find((call) => call.state === 'RINGING');
  const parties = await matchCallers(
    deps.db,
    principal.tenant.id,
    status.calls.flatMap((call) => call.others.map((o) => o.number)),
    viewer,
  );
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
        name: parties.get(o.number)?.fullname ?? null,
      })),
    })),
    commonFolderEditable: await commonFolderEditable(deps.db, principal.tenant.id, viewer),
    incomingCallContact: ringing
      ? {
          fromNum: ringing.fromNumber,
          ...toCallContact(await matchCaller(deps.db, principal.tenant.id, ringing.fromNumber, viewer)),
        }
      : null,
  };
}

/** Callbacks and transfers name the own number (001 §5); it must be the caller's extension. */
function requireOwnNumber(principal: Principal, fromNumber: string): void {
  const own = principal.user.extension_num ? normalizeDialNumber(principal.user.extension_num) : null;
  if (own === null || normalizeDialNumber(fromNumber) !== own)
    throw new CallsError('USER_NOT_FOUND', 'fromNumber is not the own extension');
}

export const callsHandlers: AreaHandlers<typeof contract.calls> = {
  async directCall({ principal, deps, input }) {
    return onLine(principal, deps, (pbx, owner) => pbx.directCall(owner, input.body.destination));
  },
  async callBack({ principal, deps, input }) {
    const { fromNumber, toNumber } = input.body;
    requireOwnNumber(principal, fromNumber);
    return onLine(principal, deps, (pbx, owner) => pbx.callBack(owner, toNumber, fromNumber));
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
    const { fromNumber, toNumber, callId } = input.body;
    requireOwnNumber(principal, fromNumber);
    await onLine(principal, deps, (pbx, owner) =>
      pbx.directTransfer(owner, toNumber, { callId, fromNumber }),
    );
    return null;
  },
  async consultTransfer({ principal, deps, input }) {
    const { fromNumber, toNumber, callId } = input.body;
    requireOwnNumber(principal, fromNumber);
    return onLine(principal, deps, (pbx, owner) =>
      pbx.consultTransfer(owner, toNumber, { callId, fromNumber }),
    );
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
    return phoneStatusView(principal, deps, status);
  },
  async latestIncomingCall({ principal, deps }) {
    const owner = { tenantId: principal.tenant.id, userId: principal.user.id };
    const viewer = viewerOf(principal);
    const editable = await commonFolderEditable(deps.db, owner.tenantId, viewer);
    const latest = await latestIncoming(deps.db, owner);
    if (!latest) return { data: null, commonFolderEditable: editable };
    const match = await matchCaller(deps.db, owner.tenantId, latest.from_number, viewer);
    return {
      data: {
        callId: latest.id,
        calledAt: new Date(latest.created_at).toISOString(),
        fromNum: latest.from_number,
        ...toCallContact(match),
        registeredUserFullname: match.registeredUserFullname,
        registeredAt: match.registeredAt ? match.registeredAt.toISOString() : null,
        // A user's own entry in the internal directory carries the user's id.
        registeredUserContactId: match.registeredUserId,
      },
      commonFolderEditable: editable,
    };
  },
  async hiengDirectCall({ principal, deps, input }) {
    return onHieng(principal, deps, (pbx, owner) => pbx.directCall(owner, input.body.destination));
  },
  async hiengCallBack({ principal, deps, input }) {
    return onHieng(principal, deps, (pbx, owner) => {
      requireOwnNumber(principal, input.body.fromNumber);
      return pbx.callBack(owner, input.body.toNumber, input.body.fromNumber);
    });
  },
  async hiengTransfer({ principal, deps, input }) {
    await onHieng(principal, deps, (pbx, owner) => {
      requireOwnNumber(principal, input.body.fromNumber);
      return pbx.directTransfer(owner, input.body.toNumber, { fromNumber: input.body.fromNumber });
    });
    return null;
  },
  async hiengCallPickup({ principal, deps, input }) {
    await onHieng(principal, deps, (pbx, owner) => pbx.pickup(owner, { callId: input.query.callId }));
    return null;
  },
  async hiengLocalPhoneStatus({ principal, deps }) {
    const status = await onHieng(principal, deps, (pbx, owner) => pbx.localPhoneStatus(owner));
    const view = await phoneStatusView(principal, deps, status);
    return {
      ...view,
      self: { ...view.self, status: toHiengState(status.state) },
      statuses: view.statuses.map((call) => ({ ...call, status: toHiengState(call.status) })),
    };
  },
  async hiengAnswer({ principal, deps, input }) {
    await onHieng(principal, deps, (pbx, owner) => pbx.answer(owner, { callId: input.query.callId }));
    return null;
  },
  async hiengEndCall({ principal, deps, input }) {
    await onHieng(principal, deps, (pbx, owner) => pbx.end(owner, { callId: input.query.callId }));
    return null;
  },
  async hiengConferenceStart({ principal, deps, input }) {
    const { callId } = input.query;
    await onHieng(principal, deps, async (pbx, owner) => {
      if (callId !== undefined) {
        const line = await pbx.localPhoneStatus(owner);
        if (!line.calls.some((call) => call.callId === callId && call.state === 'HELD'))
          throw new CallsError('CALL_NOT_FOUND', 'no such held call on this line');
      }
      await pbx.consultConferenceComplete(owner);
    });
    return null;
  },
  async hiengHoldOn({ principal, deps, input }) {
    await onHieng(principal, deps, (pbx, owner) => pbx.hold(owner, { callId: input.query.callId }));
    return null;
  },
  async hiengHoldOff({ principal, deps, input }) {
    await onHieng(principal, deps, (pbx, owner) => pbx.unhold(owner, { callId: input.query.callId }));
    return null;
  },
  async avayaDirectCall({ principal, deps, input }) {
    return onSystem('AVAYA', principal, deps, (pbx, owner) => pbx.directCall(owner, input.body.destination));
  },
  async pbxApiDirectCall({ principal, deps, input }) {
    return onLine(principal, deps, (pbx, owner) => pbx.directCall(owner, input.body.destination));
  },
  async pbxApiCallBack({ principal, deps, input }) {
    const { fromNumber, toNumber } = input.body;
    requireOwnNumber(principal, fromNumber);
    return onLine(principal, deps, (pbx, owner) => pbx.callBack(owner, toNumber, fromNumber));
  },
};
