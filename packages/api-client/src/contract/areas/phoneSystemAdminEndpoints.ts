import { defineEndpoint, withErrors, type Capability } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  PhoneLineBodySchema,
  PhoneLineFileSchema,
  PhoneLineImportBodySchema,
  PhoneLineImportResultSchema,
  PhoneLinePageSchema,
  PhoneLineParamsSchema,
  PhoneLineQuerySchema,
  PhoneLineSchema,
  PhoneSystemSettingsBodySchema,
  PhoneSystemSettingsSchema,
  PhoneSystemTestResultSchema,
} from '../schemas/phoneSystemAdminSchemas';

/** 000 §6.4: the call-manager adapter settings need ADMIN_CUCM and the tenant feature CUCM. */
const phoneSystemAdmin: Capability = {
  kind: 'all',
  of: [
    { kind: 'role', role: 'ADMIN_CUCM' },
    { kind: 'feature', feature: 'CUCM' },
  ],
};

const LINES = '/admin/cucm/lines';

/**
 * Manage → Phone system (docs/API.md, "Phone system administration"): which phone system serves
 * the tenant's calls and in which call control mode, the connection test, and each person's line
 * (extension and device) with its CSV import and export. Secrets are never answered; each change
 * goes to the action log without them.
 */
export const phoneSystemAdminEndpoints = withErrors(errorCodesOf('phoneSystemAdmin'), {
  settings: defineEndpoint({
    method: 'GET',
    path: '/admin/cucm/settings',
    summary: 'The phone system, its call control mode and settings; whether each secret is set',
    response: PhoneSystemSettingsSchema,
    capability: phoneSystemAdmin,
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: '/admin/cucm/settings',
    summary: 'Choose the phone system and set it up (fields are checked; the connection is not)',
    body: PhoneSystemSettingsBodySchema,
    response: PhoneSystemSettingsSchema,
    capability: phoneSystemAdmin,
  }),
  test: defineEndpoint({
    method: 'POST',
    path: '/admin/cucm/test',
    summary: "Run the saved system's connection check and answer what the vendor said",
    response: PhoneSystemTestResultSchema,
    capability: phoneSystemAdmin,
  }),
  lines: defineEndpoint({
    method: 'GET',
    path: LINES,
    summary: "People's lines (extension, device), by name, 50 a page",
    query: PhoneLineQuerySchema,
    response: PhoneLinePageSchema,
    capability: phoneSystemAdmin,
  }),
  saveLine: defineEndpoint({
    method: 'POST',
    path: `${LINES}/:userId`,
    summary: "Set a person's extension and device",
    params: PhoneLineParamsSchema,
    body: PhoneLineBodySchema,
    response: PhoneLineSchema,
    capability: phoneSystemAdmin,
  }),
  importLines: defineEndpoint({
    method: 'POST',
    path: `${LINES}Import`,
    summary: 'Import a CSV of lines: applied whole, or not at all when a line has a problem',
    body: PhoneLineImportBodySchema,
    response: PhoneLineImportResultSchema,
    capability: phoneSystemAdmin,
    multipart: true,
  }),
  exportLines: defineEndpoint({
    method: 'GET',
    path: `${LINES}Export`,
    summary: 'Every line as an import file (CSV, UTF-8 with BOM)',
    response: PhoneLineFileSchema,
    produces: 'text/csv',
    capability: phoneSystemAdmin,
  }),
  exportLinesTemplate: defineEndpoint({
    method: 'GET',
    path: `${LINES}Template`,
    summary: 'The import file template: the header and an example line',
    response: PhoneLineFileSchema,
    produces: 'text/csv',
    capability: phoneSystemAdmin,
  }),
});
