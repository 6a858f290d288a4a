import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';

export const deviceHandlers: AreaHandlers<typeof contract.device> = {
  async fcmToken({ principal, deps }) {
    const row = await deps.db
      .selectFrom('fcm_tokens')
      .select('token')
      .where('user_id', '=', principal.user.id)
      .where('tenant_id', '=', principal.tenant.id)
      .executeTakeFirst();
    return { token: row?.token ?? null };
  },

  async saveFcmToken({ principal, deps, input }) {
    const now = deps.clock();
    await deps.db
      .insertInto('fcm_tokens')
      .values({
        user_id: principal.user.id,
        tenant_id: principal.tenant.id,
        token: input.body.token,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ token: input.body.token, updated_at: now }))
      .execute();
    return { token: input.body.token };
  },

  async deleteFcmToken({ principal, deps }) {
    await deps.db
      .deleteFrom('fcm_tokens')
      .where('user_id', '=', principal.user.id)
      .where('tenant_id', '=', principal.tenant.id)
      .execute();
    return null;
  },

  async openUrl({ principal }) {
    return { url: principal.tenant.app_link_url };
  },
};
