import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import type { Principal } from '../principal/index.js';
import { talkUnreadCount } from '../talk/index.js';
import { countUnread, listNotices, markRead } from './informationService.js';

function readerOf(principal: Principal) {
  return { tenantId: principal.tenant.id, userId: principal.user.id };
}

export const informationHandlers: AreaHandlers<typeof contract.information> = {
  async list({ principal, deps }) {
    return { items: await listNotices(deps.db, readerOf(principal), deps.clock()) };
  },

  async markRead({ principal, deps, input }) {
    return { count: await markRead(deps.db, readerOf(principal), input.body.informationIds, deps.clock()) };
  },

  async badge({ principal, deps }) {
    const [count, talk] = await Promise.all([
      countUnread(deps.db, readerOf(principal), deps.clock()),
      talkUnreadCount(deps.db, principal),
    ]);
    return { count, talk, thanks: 0 };
  },
};
