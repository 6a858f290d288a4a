import { defineEndpoint, withErrors, type Capability } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  AdRunBodySchema,
  AdRunIdParamsSchema,
  AdRunListSchema,
  AdRunReportSchema,
  AdRunSchema,
  AdSettingsBodySchema,
  AdSettingsSchema,
  AdTestResultSchema,
} from '../schemas/activeDirectorySchemas';

/** 000 §6.4: the AD entry needs the tenant feature and the role. */
const adAdmin: Capability = {
  kind: 'all',
  of: [
    { kind: 'role', role: 'ADMIN_ACTIVE_DIRECTORY' },
    { kind: 'feature', feature: 'ACTIVE_DIRECTORY' },
  ],
};

/**
 * The on-premise Active Directory a tenant syncs its people from over LDAP (docs/SECURITY.md,
 * "Active Directory sync"). The bind password is write-only; runs are queued and made by a
 * background job, and the page polls them.
 */
export const activeDirectoryAdminEndpoints = withErrors(errorCodesOf('activeDirectoryAdmin'), {
  settings: defineEndpoint({
    method: 'GET',
    path: '/admin/activeDirectory/settings',
    summary: 'The AD connection, mapping and schedule; whether a bind password is set',
    response: AdSettingsSchema,
    capability: adAdmin,
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: '/admin/activeDirectory/settings',
    summary: 'Set the AD connection, mapping and schedule (the password only when given)',
    body: AdSettingsBodySchema,
    response: AdSettingsSchema,
    capability: adAdmin,
  }),
  test: defineEndpoint({
    method: 'POST',
    path: '/admin/activeDirectory/test',
    summary: 'Bind to the stored AD and count the people the filter matches',
    response: AdTestResultSchema,
    capability: adAdmin,
  }),
  startRun: defineEndpoint({
    method: 'POST',
    path: '/admin/activeDirectory/runs',
    summary: 'Queue a sync (or a preview, which changes nothing); answers the queued run',
    body: AdRunBodySchema,
    response: AdRunSchema,
    capability: adAdmin,
  }),
  runs: defineEndpoint({
    method: 'GET',
    path: '/admin/activeDirectory/runs',
    summary: 'The last 50 runs and previews, newest first',
    response: AdRunListSchema,
    capability: adAdmin,
  }),
  run: defineEndpoint({
    method: 'GET',
    path: '/admin/activeDirectory/runs/:runId',
    summary: 'One run with its report',
    params: AdRunIdParamsSchema,
    response: AdRunReportSchema,
    capability: adAdmin,
  }),
});
