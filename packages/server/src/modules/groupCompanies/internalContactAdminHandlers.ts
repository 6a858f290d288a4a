import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { adminActorOf } from '../actionLog/index.js';
import {
  setDivisionShown,
  setUserShown,
  visibilityOverview,
  visibilityUsers,
} from './internalContactAdmin.js';

/** Internal-contact admin: what the tenant's group companies see of its directory. */
export const internalContactAdminHandlers: AreaHandlers<typeof contract.internalContactAdmin> = {
  async overview({ principal, deps }) {
    return visibilityOverview(deps.db, principal.tenant.id);
  },

  async users({ principal, deps, input }) {
    return visibilityUsers(deps.db, principal.tenant.id, input.query);
  },

  async setDivision(context) {
    const { params, body } = context.input;
    return {
      count: await setDivisionShown(context.deps.db, adminActorOf(context), params.divisionId, body.shown),
    };
  },

  async setUser(context) {
    const { params, body } = context.input;
    return { count: await setUserShown(context.deps.db, adminActorOf(context), params.userId, body.shown) };
  },
};
