import type { CmxTestResult, contract, MerakiSettings } from '@kizuna/api-client/contract';
import type { Context } from 'hono';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { adminActionBy, adminActorOf, recordAdminAction } from '../actionLog/index.js';
import { CmxFailure, fetchCmxFloors } from './cmxLocation.js';
import {
  createBeaconGateway,
  deleteBeaconGateway,
  listBeaconGateways,
  loadCmxConnection,
  loadCmxSettings,
  loadMerakiSettings,
  saveCmxSettings,
  saveMerakiSettings,
  type BeaconGateway,
} from './locationVendorSettings.js';
import { LocationVendorAdminError } from './LocationVendorAdminError.js';

/** An administrator waits for the test; a CMX slower than this is as good as down. */
const TEST_TIMEOUT_MS = 5000;

function secretRequired(path: string): RequestError {
  return new RequestError('VALIDATION_FAILED', `${path} is required the first time`, {
    fieldErrors: [{ path, key: 'required' }],
  });
}

async function merakiSettingsOf(
  db: Db,
  config: ServerConfig,
  c: Context,
  tenantId: number,
): Promise<MerakiSettings> {
  const settings = await loadMerakiSettings(db, tenantId);
  const origin = config.publicUrl ?? new URL(c.req.url).origin;
  return {
    receiverUrl: settings ? `${origin.replace(/\/+$/, '')}/webhooks/meraki/${settings.receiverId}` : null,
    validator: settings?.validator ?? null,
    secretSet: settings !== null,
    lastReceivedAt: settings?.lastReceivedAt?.toISOString() ?? null,
  };
}

async function cmxSettingsOf(db: Db, tenantId: number) {
  const settings = await loadCmxSettings(db, tenantId);
  return {
    baseUrl: settings?.baseUrl ?? null,
    username: settings?.username ?? null,
    passwordSet: settings !== null,
    lastPolledAt: settings?.lastPolledAt?.toISOString() ?? null,
    lastError: settings?.lastError ?? null,
  };
}

function gatewayOut(gateway: BeaconGateway) {
  return {
    id: gateway.id,
    gatewayId: gateway.gatewayId,
    name: gateway.name,
    sourceFloorId: gateway.sourceFloorId,
    x: gateway.x,
    y: gateway.y,
    createdAt: gateway.createdAt.toISOString(),
    lastSeenAt: gateway.lastSeenAt?.toISOString() ?? null,
  };
}

export const locationVendorAdminHandlers: AreaHandlers<typeof contract.locationVendorAdmin> = {
  async merakiSettings({ principal, deps, c }) {
    return merakiSettingsOf(deps.db, deps.config, c, principal.tenant.id);
  },

  async saveMerakiSettings(context) {
    const { deps, input, c } = context;
    const actor = adminActorOf(context);
    await deps.db.transaction().execute(async (trx) => {
      const before = await loadMerakiSettings(trx, actor.tenantId);
      if (!before && input.body.secret === null) throw secretRequired('body.secret');
      await saveMerakiSettings(trx, deps.config, actor.tenantId, input.body, actor.now);
      // The secret is never written down; that it changed is.
      await recordAdminAction(
        trx,
        adminActionBy(
          actor,
          'merakiSettings.update',
          'merakiSettings',
          before ? { validator: before.validator } : null,
          { validator: input.body.validator, secretChanged: input.body.secret !== null },
        ),
      );
    });
    return merakiSettingsOf(deps.db, deps.config, c, actor.tenantId);
  },

  async cmxSettings({ principal, deps }) {
    return cmxSettingsOf(deps.db, principal.tenant.id);
  },

  async saveCmxSettings(context) {
    const { deps, input } = context;
    const actor = adminActorOf(context);
    const baseUrl = input.body.baseUrl.replace(/\/+$/, '');
    await deps.db.transaction().execute(async (trx) => {
      const before = await loadCmxSettings(trx, actor.tenantId);
      if (!before && input.body.password === null) throw secretRequired('body.password');
      await saveCmxSettings(
        trx,
        deps.config,
        actor.tenantId,
        { baseUrl, username: input.body.username, password: input.body.password },
        actor.now,
      );
      await recordAdminAction(
        trx,
        adminActionBy(
          actor,
          'cmxSettings.update',
          'cmxSettings',
          before ? { baseUrl: before.baseUrl, username: before.username } : null,
          { baseUrl, username: input.body.username, passwordChanged: input.body.password !== null },
        ),
      );
    });
    return cmxSettingsOf(deps.db, actor.tenantId);
  },

  async testCmx({ principal, deps }): Promise<CmxTestResult> {
    const connection = await loadCmxConnection(deps.db, deps.config, principal.tenant.id);
    if (!connection) return { ok: false, reason: 'NOT_SET', floors: [] };
    try {
      return {
        ok: true,
        reason: null,
        floors: await fetchCmxFloors(connection, {
          outbound: deps.outbound,
          timeoutMs: TEST_TIMEOUT_MS,
          // How long a failure took would tell a closed port from a silent one.
          failAtDeadline: true,
        }),
      };
    } catch (error) {
      if (!(error instanceof CmxFailure)) throw error;
      return { ok: false, reason: error.reason, floors: [] };
    }
  },

  async beaconGateways({ principal, deps }) {
    return { items: (await listBeaconGateways(deps.db, principal.tenant.id)).map(gatewayOut) };
  },

  async createBeaconGateway(context) {
    const { deps, input } = context;
    const actor = adminActorOf(context);
    return deps.db.transaction().execute(async (trx) => {
      const taken = (await listBeaconGateways(trx, actor.tenantId)).some(
        (gateway) => gateway.gatewayId === input.body.gatewayId,
      );
      if (taken)
        throw new LocationVendorAdminError('BEACON_GATEWAY_ID_TAKEN', 'another gateway has this gatewayId', {
          fieldErrors: [{ path: 'body.gatewayId', key: 'taken' }],
        });
      const { gateway, token } = await createBeaconGateway(trx, actor.tenantId, input.body, actor.now);
      const out = gatewayOut(gateway);
      await recordAdminAction(
        trx,
        adminActionBy(actor, 'beaconGateway.create', `beaconGateway:${gateway.id}`, null, out),
      );
      return { gateway: out, token };
    });
  },

  async removeBeaconGateway(context) {
    const { deps, input } = context;
    const actor = adminActorOf(context);
    const id = input.params.gatewayId;
    await deps.db.transaction().execute(async (trx) => {
      const before = (await listBeaconGateways(trx, actor.tenantId)).find((gateway) => gateway.id === id);
      if (!before || !(await deleteBeaconGateway(trx, actor.tenantId, id)))
        throw new LocationVendorAdminError('BEACON_GATEWAY_NOT_FOUND', 'no such gateway');
      await recordAdminAction(
        trx,
        adminActionBy(actor, 'beaconGateway.delete', `beaconGateway:${id}`, gatewayOut(before), null),
      );
    });
    return null;
  },
};
