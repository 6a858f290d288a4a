import { defineEndpoint } from '../endpoint';
import {
  ActionLogExportQuerySchema,
  ActionLogFileSchema,
  ActionLogPageSchema,
  ActionLogQuerySchema,
  CompanyLogoUploadBodySchema,
  CompanySettingsSchema,
  SaveCompanySettingsBodySchema,
} from '../schemas/companyAdminSchemas';

/** The company entry needs its role only (000 §6.4). */
const companyAdmin = { kind: 'role', role: 'ADMIN_COMPANY' } as const;

/**
 * Company settings (002 §2 /admin/company). Every change is written to the action log with the
 * settings before and after; people's principal follows at once.
 */
export const companyAdminEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/company',
    summary: 'The organisation, the tenant settings an administrator controls, and the caller’s address',
    response: CompanySettingsSchema,
    capability: companyAdmin,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/admin/company',
    summary: 'Change the organisation and the tenant settings (an allow-list must include the caller)',
    body: SaveCompanySettingsBodySchema,
    response: CompanySettingsSchema,
    capability: companyAdmin,
  }),
  uploadLogo: defineEndpoint({
    method: 'POST',
    path: '/admin/company/logo',
    summary:
      'Replace the tenant logo (GIF, JPEG or PNG, checked by content; stored as a PNG of at most 600 × 200)',
    body: CompanyLogoUploadBodySchema,
    response: CompanySettingsSchema,
    capability: companyAdmin,
    multipart: true,
  }),
  removeLogo: defineEndpoint({
    method: 'POST',
    path: '/admin/company/logo/delete',
    summary: 'Remove the tenant logo; the top bar shows the name alone',
    response: CompanySettingsSchema,
    capability: companyAdmin,
  }),
};

/** The action log entry needs its role only (000 §6.4, §2.2). */
const actionLogAdmin = { kind: 'role', role: 'ADMIN_ACTION_LOG' } as const;

/** The append-only log of administrative changes and sign-ins, kept 400 days. */
export const actionLogAdminEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/admin/actionLog',
    summary: 'Entries of the action log by person, action and days, newest first, one page',
    query: ActionLogQuerySchema,
    response: ActionLogPageSchema,
    capability: actionLogAdmin,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/admin/actionLog/export',
    summary: 'The entries a search finds, as TSV with Japanese headers (UTF-8 with BOM, or Shift_JIS)',
    query: ActionLogExportQuerySchema,
    response: ActionLogFileSchema,
    produces: 'text/tab-separated-values',
    capability: actionLogAdmin,
  }),
};
