import * as v from 'valibot';
import { defineEndpoint, withErrors, type Capability } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  BeaconGatewayBodySchema,
  BeaconGatewayIdParamsSchema,
  BeaconGatewayListSchema,
  CmxSettingsBodySchema,
  CmxSettingsSchema,
  CmxTestResultSchema,
  CreatedBeaconGatewaySchema,
  MerakiSettingsBodySchema,
  MerakiSettingsSchema,
} from '../schemas/locationVendorSchemas';

/** 000 §6.4: the entry's role and its tenant feature. */
const entry = (
  role: 'ADMIN_CMX' | 'ADMIN_MERAKI' | 'ADMIN_EX_BEACON',
  feature: 'CMX' | 'MERAKI' | 'EX_BEACON',
): Capability => ({
  kind: 'all',
  of: [
    { kind: 'role', role },
    { kind: 'feature', feature },
  ],
});

/**
 * The location vendors' settings (docs/API.md, "Location sources: the vendors' receivers"): the
 * Meraki receiver (ADMIN_MERAKI), the CMX Kizuna polls (ADMIN_CMX) and the BLE beacon gateways
 * (ADMIN_EX_BEACON). Secrets and tokens are answered once or never; each change goes to the
 * action log without them.
 */
export const locationVendorAdminEndpoints = withErrors(errorCodesOf('locationVendorAdmin'), {
  merakiSettings: defineEndpoint({
    method: 'GET',
    path: '/admin/meraki/settings',
    summary: 'The Meraki receiver URL and validator; whether a secret is set',
    response: MerakiSettingsSchema,
    capability: entry('ADMIN_MERAKI', 'MERAKI'),
  }),
  saveMerakiSettings: defineEndpoint({
    method: 'POST',
    path: '/admin/meraki/settings',
    summary: 'Set the validator and the secret (the receiver URL is made the first time)',
    body: MerakiSettingsBodySchema,
    response: MerakiSettingsSchema,
    capability: entry('ADMIN_MERAKI', 'MERAKI'),
  }),
  cmxSettings: defineEndpoint({
    method: 'GET',
    path: '/admin/cmx/settings',
    summary: 'The CMX Kizuna polls, and how its last poll went',
    response: CmxSettingsSchema,
    capability: entry('ADMIN_CMX', 'CMX'),
  }),
  saveCmxSettings: defineEndpoint({
    method: 'POST',
    path: '/admin/cmx/settings',
    summary: 'Set the CMX server, user and password',
    body: CmxSettingsBodySchema,
    response: CmxSettingsSchema,
    capability: entry('ADMIN_CMX', 'CMX'),
  }),
  testCmx: defineEndpoint({
    method: 'POST',
    path: '/admin/cmx/test',
    summary: 'Ask the stored CMX for its floors: the connection test, and the floors to map',
    response: CmxTestResultSchema,
    capability: entry('ADMIN_CMX', 'CMX'),
  }),
  beaconGateways: defineEndpoint({
    method: 'GET',
    path: '/admin/exBeacon/gateways',
    summary: 'The BLE beacon gateways, oldest first',
    response: BeaconGatewayListSchema,
    capability: entry('ADMIN_EX_BEACON', 'EX_BEACON'),
  }),
  createBeaconGateway: defineEndpoint({
    method: 'POST',
    path: '/admin/exBeacon/gateways',
    summary: 'Register a gateway; the answer is the only one that shows its token',
    body: BeaconGatewayBodySchema,
    response: CreatedBeaconGatewaySchema,
    capability: entry('ADMIN_EX_BEACON', 'EX_BEACON'),
  }),
  removeBeaconGateway: defineEndpoint({
    method: 'POST',
    path: '/admin/exBeacon/gateways/:gatewayId/delete',
    summary: 'Remove a gateway; its token stops working',
    params: BeaconGatewayIdParamsSchema,
    response: v.null(),
    capability: entry('ADMIN_EX_BEACON', 'EX_BEACON'),
  }),
});
