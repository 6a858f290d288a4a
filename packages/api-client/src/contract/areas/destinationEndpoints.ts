import * as v from 'valibot';
import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  CustomDestinationBodySchema,
  CustomDestinationListSchema,
  CustomDestinationOrderBodySchema,
  CustomDestinationSchema,
  DestIdParamsSchema,
  SetBuiltInDestinationBodySchema,
  SetOtherDestinationBodySchema,
  UserDestinationListSchema,
  UserDestSchema,
} from '../schemas/destinationSchemas';
import { UserIdsBodySchema } from '../schemas/presenceSchemas';

const session = { kind: 'session' } as const;

/**
 * Destinations (行き先, 001 §3, §4, §7 "Destination"). `PUT /userDest/current` sets one of the
 * built-in states, `/userDest/{destId}` one of the tenant's own destinations, `/userDest/other` a
 * free text, and `/userDest/reset` takes the person back to "not set". Every change reaches open
 * clients of the tenant through the events socket.
 */
export const userDestEndpoints = withErrors(errorCodesOf('userDest'), {
  get: defineEndpoint({
    method: 'GET',
    path: '/userDest',
    summary: 'The own destination and the tenant’s own destinations to choose from',
    response: UserDestSchema,
    capability: session,
  }),
  setCurrent: defineEndpoint({
    method: 'PUT',
    path: '/userDest/current',
    summary: 'Set the own destination to a built-in state (at work, in a meeting, …)',
    body: SetBuiltInDestinationBodySchema,
    response: UserDestSchema,
    capability: session,
  }),
  setOther: defineEndpoint({
    method: 'PUT',
    path: '/userDest/other',
    summary: 'Set the own destination to a short free text',
    body: SetOtherDestinationBodySchema,
    response: UserDestSchema,
    capability: session,
  }),
  reset: defineEndpoint({
    method: 'PUT',
    path: '/userDest/reset',
    summary: 'Take the own destination back to “not set”',
    response: UserDestSchema,
    capability: session,
  }),
  setCustom: defineEndpoint({
    method: 'PUT',
    path: '/userDest/:destId',
    summary: 'Set the own destination to one of the tenant’s own destinations',
    params: DestIdParamsSchema,
    response: UserDestSchema,
    capability: session,
  }),
  statuses: defineEndpoint({
    method: 'POST',
    path: '/userDest/status',
    summary: 'Destinations of several people of the tenant (null: not set)',
    body: UserIdsBodySchema,
    response: UserDestinationListSchema,
    capability: session,
  }),
});

/** The tenant's own destinations belong to the company settings (000 §6.4). */
const companyAdmin = { kind: 'role', role: 'ADMIN_COMPANY' } as const;

/** The tenant's own destinations with their colours; every change goes to the action log. */
export const destinationAdminEndpoints = withErrors(errorCodesOf('userDest'), {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/company/destinations',
    summary: 'The tenant’s own destinations, in the order people see them',
    response: CustomDestinationListSchema,
    capability: companyAdmin,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/company/destinations',
    summary: 'Add a destination (name required after trimming, one of the colours) at the end',
    body: CustomDestinationBodySchema,
    response: CustomDestinationSchema,
    capability: companyAdmin,
  }),
  reorder: defineEndpoint({
    method: 'POST',
    path: '/admin/company/destinations/order',
    summary: 'Put the destinations in this order (every destination of the tenant, once)',
    body: CustomDestinationOrderBodySchema,
    response: CustomDestinationListSchema,
    capability: companyAdmin,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/admin/company/destinations/:destId',
    summary: 'Rename a destination or change its colour',
    params: DestIdParamsSchema,
    body: CustomDestinationBodySchema,
    response: CustomDestinationSchema,
    capability: companyAdmin,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/admin/company/destinations/:destId/delete',
    summary: 'Remove a destination; people who had chosen it are back to “not set”',
    params: DestIdParamsSchema,
    response: v.null(),
    capability: companyAdmin,
  }),
});
