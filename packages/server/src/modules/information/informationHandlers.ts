import { hasCapability } from '@kizuna/api-client/rules';
import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { pendingAnpiCount } from '../anpiStatus/index.js';
import type { Principal } from '../principal/index.js';
import { talkUnreadCount } from '../talk/index.js';
import { thanksUnseenCount } from '../thanks/index.js';
import { countUnread, listNotices, markRead, noticeHistory } from './informationService.js';

function readerOf(principal: Principal) {
  return { tenantId: principal.tenant.id, userId: principal.user.id };
}

export const informationHandlers: AreaHandlers<typeof contract.information> = {
  async list({ principal, deps }) {
    return { items: await listNotices(deps.db, readerOf(principal), deps.clock()) };
  },

  async history({ principal, deps, input }) {
    return noticeHistory(deps.db, readerOf(principal), deps.clock(), input.query);
  },

  async markRead({ principal, deps, input }) {
    return { count: await markRead(deps.db, readerOf(principal), input.body.informationIds, deps.clock()) };
  },

  async badge({ principal, deps }) {
    const thanks = hasCapability(principal.capability, { kind: 'rule', rule: 'thanks' });
    const anpi = hasCapability(principal.capability, { kind: 'feature', feature: 'ANPI' });
    const [count, talk, unseen, pending] = await Promise.all([
      countUnread(deps.db, readerOf(principal), deps.clock()),
      talkUnreadCount(deps.db, principal),
      thanks ? thanksUnseenCount(deps.db, principal.tenant.id, principal.user.id) : 0,
      anpi ? pendingAnpiCount(deps.db, principal.tenant.id, principal.user.id) : 0,
    ]);
    return { count, talk, thanks: unseen, anpi: pending };
  },
};
