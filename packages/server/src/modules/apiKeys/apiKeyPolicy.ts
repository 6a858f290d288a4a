import {
  API_KEY_EXPIRIES,
  API_KEY_USER_SCOPES,
  type ApiKeyExpiry,
  type ApiKeyPolicy,
  type ApiKeyUserScope,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';

/** The choices the tenant allows, in the contract's order, whatever the column holds. */
function policyOf(row: { api_key_expiries: string[]; api_key_user_scopes: string[] }): ApiKeyPolicy {
  return {
    expiries: API_KEY_EXPIRIES.filter((expiry) => row.api_key_expiries.includes(expiry)),
    scope: API_KEY_USER_SCOPES.filter((scope) => row.api_key_user_scopes.includes(scope)),
  };
}

/** What the tenant allows its people's API keys (002 §6); every choice unless restricted. */
export async function readApiKeyPolicy(db: Db, tenantId: number): Promise<ApiKeyPolicy> {
  const row = await db
    .selectFrom('tenants')
    .select(['api_key_expiries', 'api_key_user_scopes'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return policyOf(row);
}

/**
 * Changes what the tenant allows, with the change in the action log. Keys already made keep
 * their expiry; a scope withdrawn stops working on them at once (the key resolver reads the
 * tenant's row on each call).
 */
export async function changeApiKeyPolicy(
  db: Db,
  admin: AdminActor,
  policy: { expiries: readonly ApiKeyExpiry[]; scope: readonly ApiKeyUserScope[] },
): Promise<ApiKeyPolicy> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('tenants')
      .select(['api_key_expiries', 'api_key_user_scopes'])
      .where('id', '=', admin.tenantId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('tenants')
      .set({ api_key_expiries: [...policy.expiries], api_key_user_scopes: [...policy.scope] })
      .where('id', '=', admin.tenantId)
      .returning(['api_key_expiries', 'api_key_user_scopes'])
      .executeTakeFirstOrThrow();
    await recordAdminAction(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      ip: admin.ip,
      at: admin.now,
      action: 'apiKeyPolicy.change',
      target: `tenant:${admin.tenantId}`,
      before: policyOf(before),
      after: policyOf(after),
    });
    return policyOf(after);
  });
}
