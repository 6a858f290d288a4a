import type { AnpiQuakeSettings, Contract } from '@kizuna/api-client/contract';
import type { ServerConfig } from '../../config.js';
import type { AppDeps, AreaHandlers } from '../../http/Handler.js';
import type { OutboundClient } from '../../outbound/index.js';
import { adminActorOf, recordAdminAction } from '../actionLog/index.js';
import { loadQuakeSettings, recentQuakeEvents, saveQuakeSettings } from './anpiQuakeStore.js';
import { quakeFeedFor } from './quakeWatch.js';

/** What the settings page says of the feed: where the reports come from, or `off` on this server. */
function feedOf(config: ServerConfig, outbound: OutboundClient): string {
  return quakeFeedFor(config, () => undefined, outbound)?.description ?? 'off';
}

async function settingsOf({ db, config, outbound }: AppDeps, tenantId: number): Promise<AnpiQuakeSettings> {
  const [settings, events] = await Promise.all([
    loadQuakeSettings(db, tenantId),
    recentQuakeEvents(db, tenantId),
  ]);
  return { ...settings, feed: feedOf(config, outbound), events };
}

export const anpiQuakeAdminHandlers: AreaHandlers<Contract['anpiQuakeAdmin']> = {
  async settings({ principal, deps }) {
    return settingsOf(deps, principal.tenant.id);
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
    return settingsOf(deps, principal.tenant.id);
  },
};
