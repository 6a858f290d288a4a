import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers, HandlerContext } from '../../http/Handler.js';
import type { EndpointDefinition } from '@kizuna/api-client/contract';
import {
  deleteNotice,
  listAdminNotices,
  noticeReads,
  noticeReadsFile,
  saveNotice,
  type NoticeActor,
} from './informationAdminService.js';

function actorOf({ principal, deps, clientAddress }: HandlerContext<EndpointDefinition>): NoticeActor {
  return { tenantId: principal.tenant.id, userId: principal.user.id, ip: clientAddress, now: deps.clock() };
}

export const informationAdminHandlers: AreaHandlers<typeof contract.informationAdmin> = {
  async list({ principal, deps }) {
    return { items: await listAdminNotices(deps.db, principal.tenant.id) };
  },

  async save(context) {
    const { endDatetime, ...body } = context.input.body;
    return saveNotice(context.deps.db, actorOf(context), { ...body, endDatetime: endDatetime ?? null });
  },

  async remove(context) {
    return {
      count: await deleteNotice(context.deps.db, actorOf(context), context.input.query.informationId),
    };
  },

  async reads({ principal, deps, input }) {
    return noticeReads(deps.db, principal.tenant.id, input.params.informationId, input.query);
  },

  async exportReads({ principal, deps, input }) {
    return noticeReadsFile(deps.db, principal.tenant.id, input.params.informationId, input.query.charset);
  },
};
