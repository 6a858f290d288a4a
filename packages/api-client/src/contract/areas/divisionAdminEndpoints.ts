import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { CountSchema } from '../schemas/commonSchemas';
import {
  AdminDivisionListSchema,
  AdminDivisionParamsSchema,
  AdminDivisionSchema,
  DivisionExportFileSchema,
  DivisionExportQuerySchema,
  DivisionIdQuerySchema,
  DivisionImportBodySchema,
  DivisionImportJobSchema,
  DivisionImportResultSchema,
  MoveDivisionBodySchema,
  SaveDivisionBodySchema,
} from '../schemas/divisionAdminSchemas';
import { ImportJobAcceptedSchema, ImportJobParamsSchema } from '../schemas/importJobSchemas';

/** The division admin entry needs its role only (000 §6.4). */
const divisionAdmin = { kind: 'role', role: 'ADMIN_DIVISION' } as const;

/**
 * Division administration: the tree edited in place, and its CSV import and export. Every change
 * is written to the action log; the directory and its search see it at once.
 */
export const divisionAdminEndpoints = withErrors(errorCodesOf('divisionAdmin'), {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/division',
    summary:
      'Every division of the tenant with its fields, place and how many people and sub-divisions it holds',
    response: AdminDivisionListSchema,
    capability: divisionAdmin,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/admin/division',
    summary: 'Create a division (last under its parent), or change the one `divisionId` names',
    body: SaveDivisionBodySchema,
    response: AdminDivisionSchema,
    capability: divisionAdmin,
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/admin/division/:divisionId/move',
    summary: 'Move a division under another parent (or the top level) and to a place among its siblings',
    params: AdminDivisionParamsSchema,
    body: MoveDivisionBodySchema,
    response: AdminDivisionSchema,
    capability: divisionAdmin,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/admin/division/delete',
    summary: 'Delete a division that holds no people and no sub-divisions',
    query: DivisionIdQuerySchema,
    response: CountSchema,
    capability: divisionAdmin,
  }),
  previewImport: defineEndpoint({
    method: 'POST',
    path: '/admin/division/import/preview',
    summary: 'Check a CSV of divisions line by line and say what importing it would do; changes nothing',
    body: DivisionImportBodySchema,
    response: DivisionImportResultSchema,
    capability: divisionAdmin,
    multipart: true,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/admin/division/import',
    summary:
      'Queue the import of a CSV of divisions by code, all or nothing (a file with any error line changes nothing); answers the job at once',
    body: DivisionImportBodySchema,
    response: ImportJobAcceptedSchema,
    capability: divisionAdmin,
    multipart: true,
  }),
  importJob: defineEndpoint({
    method: 'GET',
    path: '/admin/division/importJobs/:jobId',
    summary: 'An import of divisions: waiting, running, or what it did line by line',
    params: ImportJobParamsSchema,
    response: DivisionImportJobSchema,
    capability: divisionAdmin,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/admin/division/export',
    summary: 'Every division as a CSV the import reads back (UTF-8 with BOM, or Shift_JIS)',
    query: DivisionExportQuerySchema,
    response: DivisionExportFileSchema,
    produces: 'text/csv',
    capability: divisionAdmin,
  }),
});
