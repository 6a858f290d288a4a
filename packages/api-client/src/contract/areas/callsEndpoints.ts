import * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import {
  CallBackResultSchema,
  CallSelectorQuerySchema,
  CallStartedSchema,
  CallTransferBodySchema,
  DirectCallBodySchema,
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
 */
export const callsEndpoints = {
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
    summary: 'Call a colleague now if their line is free, else once it is (at most 3 waiting)',
    body: DirectCallBodySchema,
    response: CallBackResultSchema,
    capability: cucm,
  }),
  answerCall: defineEndpoint({
    method: 'GET',
    path: '/pbx/cucmApi/answerCall',
    summary: 'Answer the call ringing on the own line',
    query: CallSelectorQuerySchema,
    response: v.null(),
    capability: cucm,
  }),
  holdCall: defineEndpoint({
    method: 'GET',
    path: '/pbx/cucmApi/holdCall',
    summary: 'Put the current call on hold',
    query: CallSelectorQuerySchema,
    response: v.null(),
    capability: cucm,
  }),
  unholdCall: defineEndpoint({
    method: 'GET',
    path: '/pbx/cucmApi/unholdCall',
    summary: 'Resume a held call (other calls go on hold)',
    query: CallSelectorQuerySchema,
    response: v.null(),
    capability: cucm,
  }),
  endCall: defineEndpoint({
    method: 'GET',
    path: '/pbx/cucmApi/endCall',
    summary: 'Hang up, or decline a ringing call',
    query: CallSelectorQuerySchema,
    response: v.null(),
    capability: cucm,
  }),
  pcPickup: defineEndpoint({
    method: 'GET',
    path: '/pbx/cucmApi/pcPickup',
    summary: 'Pick up a call ringing for someone of the own pickup group',
    query: CallSelectorQuerySchema,
    response: v.null(),
    capability: cucm,
  }),
  directTransfer: defineEndpoint({
    method: 'POST',
    path: '/pbx/cucmApi/directTransfer',
    summary: 'Hand the current call to another number and leave it',
    body: CallTransferBodySchema,
    response: v.null(),
    capability: cucm,
  }),
  consultTransfer: defineEndpoint({
    method: 'POST',
    path: '/pbx/cucmApi/consultTransfer',
    summary: 'Hold the current call and call the transfer destination first',
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
    body: CallTransferBodySchema,
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
};
