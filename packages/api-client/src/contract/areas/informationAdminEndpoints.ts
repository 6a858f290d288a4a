import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { CountSchema } from '../schemas/commonSchemas';
import {
  AdminNoticeListSchema,
  AdminNoticeSchema,
  NoticeIdParamsSchema,
  NoticeIdQuerySchema,
  NoticeReadsExportQuerySchema,
  NoticeReadsFileSchema,
  NoticeReadsPageSchema,
  NoticeReadsQuerySchema,
  SaveNoticeBodySchema,
} from '../schemas/noticeSchemas';

/** The information admin entry needs its role only (000 §6.4). */
const informationAdmin = { kind: 'role', role: 'ADMIN_INFORMATION' } as const;

/**
 * Notice administration (002 §7 "Admin"). Every change is written to the action log and goes out
 * on the events socket (`noticesChanged`), so people's home page and bell follow at once.
 */
export const informationAdminEndpoints = withErrors(errorCodesOf('information'), {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/information',
    summary: 'Every notice of the tenant, published or not, newest first, with its read count',
    response: AdminNoticeListSchema,
    capability: informationAdmin,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/admin/information',
    summary: 'Create a notice, or change the one `informationId` names',
    body: SaveNoticeBodySchema,
    response: AdminNoticeSchema,
    capability: informationAdmin,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/admin/information/delete',
    summary: 'Delete a notice and its read marks',
    query: NoticeIdQuerySchema,
    response: CountSchema,
    capability: informationAdmin,
  }),
  reads: defineEndpoint({
    method: 'GET',
    path: '/admin/information/:informationId/reads',
    summary: 'People of the tenant who have or have not read a notice, by name, one page',
    params: NoticeIdParamsSchema,
    query: NoticeReadsQuerySchema,
    response: NoticeReadsPageSchema,
    capability: informationAdmin,
  }),
  exportReads: defineEndpoint({
    method: 'GET',
    path: '/admin/information/:informationId/reads/export',
    summary: 'Who has and has not read a notice, as TSV with Japanese headers (UTF-8 with BOM, or Shift_JIS)',
    params: NoticeIdParamsSchema,
    query: NoticeReadsExportQuerySchema,
    response: NoticeReadsFileSchema,
    produces: 'text/tab-separated-values',
    capability: informationAdmin,
  }),
});
