import * as v from 'valibot';
import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  CallBackResultSchema,
  CallConsultBodySchema,
  CallNumbersBodySchema,
  CallSelectorQuerySchema,
  CallStartedSchema,
  CallTransferBodySchema,
  DirectCallBodySchema,
  HiengLocalPhoneStatusSchema,
  HiengNumbersBodySchema,
  LatestIncomingCallSchema,
  LocalPhoneStatusSchema,
} from '../schemas/callsSchemas';

/** CUCM-style call control needs the CUCM feature and mode (§6.5). */
const cucm = { kind: 'rule', rule: 'cucm' } as const;
/** Any tenant whose calls go through a phone-system adapter. */
const phoneSystem = { kind: 'rule', rule: 'phoneSystem' } as const;

/**
 * Call control through the phone system (001 §7 "Phone systems", the `/pbx/cucmApi` paths).
 * Actions answer 204; the line's new state comes from `localPhoneStatus` (or the call event).
 * Failures of the phone system answer the codes of 001 §8.
 *
 * The `/pbx/hiengApi`, `/pbx/avayaApi` and `/pbxApi` paths are the same actions in those systems'
 * words (HIENG line states IDLE, INCOMING, ON_CALL, ON_HOLD). Each is served by the adapter of the
 * caller's tenant (`phoneSystemFor`), whichever adapter mode it runs in, so the path names the
 * vocabulary, not a second phone system.
 *
 * The spec makes answering, holding, resuming, picking up and ending a call GETs; they are flagged
 * `changesState`, so they need the XSRF token like the POSTs.
 */
export const callsEndpoints = withErrors(errorCodesOf('calls'), {
  directCall: defineEndpoint({
    method: 'POST',
    path: '/pbx/cucmApi/directCall',
    summary: 'Call a number from the own line',
    body: DirectCallBodySchema,
    response: CallStartedSchema,
    capability: cucm,
  }),
  callBack: defineEndpoint({
    method: 'POST',
    path: '/pbx/cucmApi/callBack',
    summary:
      'From the own line, call a colleague now if their line is free, else once it is (at most 3 waiting)',
    body: CallNumbersBodySchema,
    response: CallBackResultSchema,
    capability: cucm,
  }),
  answerCall: defineEndpoint({
    method: 'GET',
    path: '/pbx/cucmApi/answerCall',
    summary: 'Answer the call ringing on the own line',
    query: CallSelectorQuerySchema,
    response: v.null(),
    changesState: true,
    capability: cucm,
  }),
  holdCall: defineEndpoint({
    method: 'GET',
    path: '/pbx/cucmApi/holdCall',
    summary: 'Put the current call on hold',
    query: CallSelectorQuerySchema,
    response: v.null(),
    changesState: true,
    capability: cucm,
  }),
  unholdCall: defineEndpoint({
    method: 'GET',
    path: '/pbx/cucmApi/unholdCall',
    summary: 'Resume a held call (other calls go on hold)',
    query: CallSelectorQuerySchema,
    response: v.null(),
    changesState: true,
    capability: cucm,
  }),
  endCall: defineEndpoint({
    method: 'GET',
    path: '/pbx/cucmApi/endCall',
    summary: 'Hang up, or decline a ringing call',
    query: CallSelectorQuerySchema,
    response: v.null(),
    changesState: true,
    capability: cucm,
  }),
  pcPickup: defineEndpoint({
    method: 'GET',
    path: '/pbx/cucmApi/pcPickup',
    summary: 'Pick up a call ringing for someone of the own pickup group',
    query: CallSelectorQuerySchema,
    response: v.null(),
    changesState: true,
    capability: cucm,
  }),
  directTransfer: defineEndpoint({
    method: 'POST',
    path: '/pbx/cucmApi/directTransfer',
    summary: 'Hand the current call of the own line to another number and leave it',
    body: CallTransferBodySchema,
    response: v.null(),
    capability: cucm,
  }),
  consultTransfer: defineEndpoint({
    method: 'POST',
    path: '/pbx/cucmApi/consultTransfer',
    summary: 'Hold the current call of the own line and call the transfer target first',
    body: CallTransferBodySchema,
    response: CallStartedSchema,
    capability: cucm,
  }),
  consultTransferComplete: defineEndpoint({
    method: 'POST',
    path: '/pbx/cucmApi/consultTransferComplete',
    summary: 'Join the consulted party to the held call and leave both',
    response: v.null(),
    capability: cucm,
  }),
  consultConference: defineEndpoint({
    method: 'POST',
    path: '/pbx/cucmApi/consultConference',
    summary: 'Hold the current call and call the party to add first',
    body: CallConsultBodySchema,
    response: CallStartedSchema,
    capability: cucm,
  }),
  consultConferenceComplete: defineEndpoint({
    method: 'POST',
    path: '/pbx/cucmApi/consultConferenceComplete',
    summary: 'Join the consulted party to the held call as a conference',
    response: v.null(),
    capability: cucm,
  }),
  localPhoneStatus: defineEndpoint({
    method: 'POST',
    path: '/pbx/cucmApi/localPhoneStatus',
    summary: 'The own line: state, calls, allowed actions, callback registrations',
    response: LocalPhoneStatusSchema,
    capability: cucm,
  }),
  latestIncomingCall: defineEndpoint({
    method: 'GET',
    path: '/pbx/pbxUtil/latestIncomingCall',
    summary: 'The latest call that rang the own line, with the caller as the directory knows them',
    response: LatestIncomingCallSchema,
    capability: phoneSystem,
  }),
  hiengDirectCall: defineEndpoint({
    method: 'POST',
    path: '/pbx/hiengApi/directCall',
    summary: 'HIENG: call a number from the own line',
    body: DirectCallBodySchema,
    response: CallStartedSchema,
    capability: phoneSystem,
  }),
  hiengCallBack: defineEndpoint({
    method: 'POST',
    path: '/pbx/hiengApi/callBack',
    summary: 'HIENG: call back from the own number now, or once the other line is free',
    body: HiengNumbersBodySchema,
    response: CallBackResultSchema,
    capability: phoneSystem,
  }),
  hiengTransfer: defineEndpoint({
    method: 'POST',
    path: '/pbx/hiengApi/transfer',
    summary: 'HIENG: hand the current call of the own number to another number',
    body: HiengNumbersBodySchema,
    response: v.null(),
    capability: phoneSystem,
  }),
  hiengCallPickup: defineEndpoint({
    method: 'POST',
    path: '/pbx/hiengApi/callPickup',
    summary: 'HIENG: pick up a call ringing for someone of the own pickup group',
    query: CallSelectorQuerySchema,
    response: v.null(),
    capability: phoneSystem,
  }),
  hiengLocalPhoneStatus: defineEndpoint({
    method: 'POST',
    path: '/pbx/hiengApi/localPhoneStatus',
    summary: 'HIENG: the own line in IDLE / INCOMING / ON_CALL / ON_HOLD terms',
    response: HiengLocalPhoneStatusSchema,
    capability: phoneSystem,
  }),
  hiengAnswer: defineEndpoint({
    method: 'GET',
    path: '/pbx/hiengApi/answer',
    summary: 'HIENG: answer the incoming call',
    query: CallSelectorQuerySchema,
    response: v.null(),
    changesState: true,
    capability: phoneSystem,
  }),
  hiengEndCall: defineEndpoint({
    method: 'GET',
    path: '/pbx/hiengApi/endCall',
    summary: 'HIENG: hang up, or decline the incoming call',
    query: CallSelectorQuerySchema,
    response: v.null(),
    changesState: true,
    capability: phoneSystem,
  }),
  hiengConferenceStart: defineEndpoint({
    method: 'GET',
    path: '/pbx/hiengApi/conferenceStart',
    summary:
      'HIENG: join the held call (callId, else the last held) and the current call into one conference',
    query: CallSelectorQuerySchema,
    response: v.null(),
    changesState: true,
    capability: phoneSystem,
  }),
  hiengHoldOn: defineEndpoint({
    method: 'GET',
    path: '/pbx/hiengApi/hold/on',
    summary: 'HIENG: put the current call on hold',
    query: CallSelectorQuerySchema,
    response: v.null(),
    changesState: true,
    capability: phoneSystem,
  }),
  hiengHoldOff: defineEndpoint({
    method: 'GET',
    path: '/pbx/hiengApi/hold/off',
    summary: 'HIENG: resume the held call',
    query: CallSelectorQuerySchema,
    response: v.null(),
    changesState: true,
    capability: phoneSystem,
  }),
  avayaDirectCall: defineEndpoint({
    method: 'POST',
    path: '/pbx/avayaApi/directCall',
    summary: 'AVAYA: call a number from the own line',
    body: DirectCallBodySchema,
    response: CallStartedSchema,
    capability: phoneSystem,
  }),
  pbxApiDirectCall: defineEndpoint({
    method: 'POST',
    path: '/pbxApi/directCall',
    summary: 'Cloud phone: call a number from the own line',
    body: DirectCallBodySchema,
    response: CallStartedSchema,
    capability: phoneSystem,
  }),
  pbxApiCallBack: defineEndpoint({
    method: 'POST',
    path: '/pbxApi/callBack',
    summary: 'Cloud phone: from the own line, call a colleague now if their line is free, else once it is',
    body: CallNumbersBodySchema,
    response: CallBackResultSchema,
    capability: phoneSystem,
  }),
});
