import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import {
  deleteNotice,
  listAdminNotices,
  noticeReads,
  noticeReadsFile,
  saveNotice,
} from './informationAdminService.js';
import { adminActorOf } from '../actionLog/index.js';

const actorOf = adminActorOf;

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
