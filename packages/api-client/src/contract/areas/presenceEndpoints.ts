import * as v from 'valibot';
import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  MyPresenceBodySchema,
  MyPresenceSchema,
  O365AuthenticationSchema,
  O365AuthorizeUriSchema,
  O365RequireAuthenticationSchema,
  PresenceListSchema,
  ScheduleIdParamsSchema,
  ScheduleItemBodySchema,
  ScheduleItemSchema,
  ScheduleListSchema,
  UserIdsBodySchema,
  UserScheduleSchema,
} from '../schemas/presenceSchemas';
import { UserIdParamsSchema } from '../schemas/faceImageSchemas';

const session = { kind: 'session' } as const;

/**
 * Presence and schedule (001 §3, §7 "Presence, schedule, Outlook"). The `/o365/*` paths are the
 * spec's; without a Microsoft 365 link they answer from the internal presence store, and the link
 * calls say that no link is configured.
 */
export const presenceEndpoints = withErrors(errorCodesOf('internalContacts'), {
  authentication: defineEndpoint({
    method: 'GET',
    path: '/o365/authentication',
    summary: 'Whether the user is signed in to Microsoft 365',
    response: O365AuthenticationSchema,
    capability: session,
  }),
  requireAuthentication: defineEndpoint({
    method: 'GET',
    path: '/o365/requireAuthentication',
    summary: 'Whether the user must sign in to Microsoft 365 first',
    response: O365RequireAuthenticationSchema,
    capability: session,
  }),
  authorizeUri: defineEndpoint({
    method: 'GET',
    path: '/o365/authorizeUri',
    summary: 'Where to send the user to sign in to Microsoft 365',
    response: O365AuthorizeUriSchema,
    capability: session,
  }),
  statuses: defineEndpoint({
    method: 'POST',
    path: '/o365/status',
    summary: 'Presence of several people of the tenant; no status set answers UNKNOWN',
    body: UserIdsBodySchema,
    response: PresenceListSchema,
    capability: session,
  }),
  schedules: defineEndpoint({
    method: 'POST',
    path: '/o365/schedule',
    summary: 'Today’s schedule items of several people',
    body: UserIdsBodySchema,
    response: ScheduleListSchema,
    capability: session,
  }),
  userSchedules: defineEndpoint({
    method: 'GET',
    path: '/o365/schedules/:userId',
    summary: 'Schedule items of one person from today on',
    params: UserIdParamsSchema,
    response: UserScheduleSchema,
    capability: session,
  }),
  myPresence: defineEndpoint({
    method: 'GET',
    path: '/principal/presence',
    summary: 'The own presence status',
    response: MyPresenceSchema,
    capability: session,
  }),
  setMyPresence: defineEndpoint({
    method: 'PUT',
    path: '/principal/presence',
    summary: 'Set the own presence status',
    body: MyPresenceBodySchema,
    response: MyPresenceSchema,
    capability: session,
  }),
  addMySchedule: defineEndpoint({
    method: 'POST',
    path: '/principal/schedules',
    summary: 'Add an item to the own schedule',
    body: ScheduleItemBodySchema,
    response: ScheduleItemSchema,
    capability: session,
  }),
  deleteMySchedule: defineEndpoint({
    method: 'DELETE',
    path: '/principal/schedules/:scheduleId',
    summary: 'Remove an item of the own schedule',
    params: ScheduleIdParamsSchema,
    response: v.null(),
    capability: session,
  }),
});
