import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { deleteFcmToken, findFcmToken, saveFcmToken } from './deviceStore.js';

export const deviceHandlers: AreaHandlers<typeof contract.device> = {
  async fcmToken({ principal, deps }) {
    const token = await findFcmToken(deps.db, principal.tenant.id, principal.user.id);
    return { token: token ?? null };
  },

  async saveFcmToken({ principal, deps, input }) {
    const now = deps.clock();
    await saveFcmToken(deps.db, principal.tenant.id, principal.user.id, input.body.token, now);
    return { token: input.body.token };
  },

  async deleteFcmToken({ principal, deps }) {
    await deleteFcmToken(deps.db, principal.tenant.id, principal.user.id);
    return null;
  },

  async openUrl({ principal }) {
    return { url: principal.tenant.app_link_url };
  },
};
