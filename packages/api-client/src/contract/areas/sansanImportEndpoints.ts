import { defineEndpoint, withErrors, type Capability } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  SansanImportRunListSchema,
  SansanImportRunParamsSchema,
  SansanImportRunReportSchema,
  SansanImportRunSchema,
  SansanImportSettingsBodySchema,
  SansanImportSettingsSchema,
  SansanTestResultSchema,
} from '../schemas/sansanImportSchemas';

/** 000 §6.4: the business-card import entry needs the tenant feature and the role. */
const capability: Capability = {
  kind: 'all',
  of: [
    { kind: 'role', role: 'ADMIN_SANSAN_IMPORT' },
    { kind: 'feature', feature: 'SANSAN' },
  ],
};

/**
 * The business-card import from Sansan (docs/API.md, "Business-card import"): the company's API
 * key (answered never), what to import and where, the schedule, a connection test, runs started by
 * hand and their reports.
 */
export const sansanImportAdminEndpoints = withErrors(errorCodesOf('sansanImportAdmin'), {
  settings: defineEndpoint({
    method: 'GET',
    path: '/admin/sansanImport/settings',
    summary: 'The import settings; whether an API key is set',
    response: SansanImportSettingsSchema,
    capability,
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: '/admin/sansanImport/settings',
    summary: 'Set the API key, what to import, the common folder and the schedule',
    body: SansanImportSettingsBodySchema,
    response: SansanImportSettingsSchema,
    capability,
  }),
  test: defineEndpoint({
    method: 'POST',
    path: '/admin/sansanImport/test',
    summary: 'Ask Sansan for one card with the stored key',
    response: SansanTestResultSchema,
    capability,
  }),
  runs: defineEndpoint({
    method: 'GET',
    path: '/admin/sansanImport/runs',
    summary: 'The latest runs, newest first',
    response: SansanImportRunListSchema,
    capability,
  }),
  startRun: defineEndpoint({
    method: 'POST',
    path: '/admin/sansanImport/runs',
    summary: 'Queue a run now (one already queued or running is answered instead)',
    response: SansanImportRunSchema,
    capability,
  }),
  run: defineEndpoint({
    method: 'GET',
    path: '/admin/sansanImport/runs/:runId',
    summary: 'A run and the cards it refused',
    params: SansanImportRunParamsSchema,
    response: SansanImportRunReportSchema,
    capability,
  }),
});
