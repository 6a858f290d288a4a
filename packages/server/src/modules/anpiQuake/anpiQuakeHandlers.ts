import type { AnpiQuakeSettings, Contract } from '@kizuna/api-client/contract';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { adminActorOf, recordAdminAction } from '../actionLog/index.js';
import { loadQuakeSettings, recentQuakeEvents, saveQuakeSettings } from './anpiQuakeStore.js';
import { quakeFeedFor } from './quakeWatch.js';

/** What the settings page says of the feed: where the reports come from, or `off` on this server. */
function feedOf(config: ServerConfig): string {
  return quakeFeedFor(config, () => undefined)?.description ?? 'off';
}

async function settingsOf(db: Db, config: ServerConfig, tenantId: number): Promise<AnpiQuakeSettings> {
  const [settings, events] = await Promise.all([
    loadQuakeSettings(db, tenantId),
    recentQuakeEvents(db, tenantId),
  ]);
  return { ...settings, feed: feedOf(config), events };
}

export const anpiQuakeAdminHandlers: AreaHandlers<Contract['anpiQuakeAdmin']> = {
  async settings({ principal, deps }) {
    return settingsOf(deps.db, deps.config, principal.tenant.id);
  },
  async saveSettings(context) {
    const { principal, deps, input } = context;
    const actor = adminActorOf(context);
    await deps.db.transaction().execute(async (trx) => {
      const before = await loadQuakeSettings(trx, principal.tenant.id);
      await saveQuakeSettings(trx, principal.tenant.id, input.body, actor.now);
      await recordAdminAction(trx, {
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        ip: actor.ip,
        at: actor.now,
        action: 'anpiQuake.update',
        target: `anpiQuakeSettings:${principal.tenant.id}`,
        before,
        after: await loadQuakeSettings(trx, principal.tenant.id),
      });
    });
    return settingsOf(deps.db, deps.config, principal.tenant.id);
  },
};
