import * as v from 'valibot';
import { defineEndpoint, withErrors, type Capability } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  DialPickupBodySchema,
  DialPickupEntrySchema,
  DialPickupIdParamsSchema,
  DialPickupListSchema,
} from '../schemas/dialPickupSchemas';

/** 000 §6.4: ADMIN_DIAL_PICKUP and the tenant feature DIAL_PICKUP. */
const dialPickupAdmin: Capability = {
  kind: 'all',
  of: [
    { kind: 'role', role: 'ADMIN_DIAL_PICKUP' },
    { kind: 'feature', feature: 'DIAL_PICKUP' },
  ],
};

/**
 * Dial pickup monitoring numbers (000 §2.2, `/front/admin/dialPickup`): the numbers the tenant's
 * reception desk monitors so that it can pick up their calls, at most pickupRegistrableCount.
 * Each change goes to the action log. The people of the tenant see them with their pickup
 * contacts (`/settings/hiengSettingsApi/pickupContacts`).
 */
export const dialPickupAdminEndpoints = withErrors(errorCodesOf('dialPickupAdmin'), {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/dialPickup/numbers',
    summary: 'The monitored numbers, oldest first, and how many the tenant may keep',
    response: DialPickupListSchema,
    capability: dialPickupAdmin,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/admin/dialPickup/numbers',
    summary: 'Monitor a number (with a label saying whose line it is)',
    body: DialPickupBodySchema,
    response: DialPickupEntrySchema,
    capability: dialPickupAdmin,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/admin/dialPickup/numbers/:dialPickupId',
    summary: 'Change a monitored number or its label',
    params: DialPickupIdParamsSchema,
    body: DialPickupBodySchema,
    response: DialPickupEntrySchema,
    capability: dialPickupAdmin,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/dialPickup/numbers/:dialPickupId',
    summary: 'Stop monitoring a number',
    params: DialPickupIdParamsSchema,
    response: v.null(),
    capability: dialPickupAdmin,
  }),
});
