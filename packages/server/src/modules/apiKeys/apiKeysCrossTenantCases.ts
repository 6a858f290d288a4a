import type { Db } from '../../db/createDatabase.js';
import { newApiKeySecret } from './apiKeySecret.js';

type CrossTenantCase = (db: Db, trialId: number) => Promise<{ params?: object; body?: object }>;

/** A key of a person of `trial`, made for each case. */
async function trialKeyId(db: Db, trialId: number): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', trialId)
    .executeTakeFirstOrThrow();
  const secret = newApiKeySecret();
  const key = await db
    .insertInto('api_keys')
    .values({
      tenant_id: trialId,
      user_id: user.id,
      scopes: ['USER_READ'],
      secret_hash: secret.hash,
      lookup: secret.lookup,
      hint: secret.hint,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return key.id;
}

/** A service connection of `trial`, made for each case. */
async function trialServiceId(db: Db, trialId: number): Promise<number> {
  const service = await db
    .insertInto('api_services')
    .values({
      tenant_id: trialId,
      name: `Trial service ${Date.now()}-${Math.random()}`,
      scopes: ['USER_READ'],
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  return service.id;
}

/** API key calls of `demo` naming `trial`'s keys and services: each answers 404. */
export const API_KEYS_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'apiKeys.replaceNote': async (db, trialId) => ({
    params: { apiKeyId: await trialKeyId(db, trialId) },
    body: { note: 'changed' },
  }),
  'apiKeys.updateNote': async (db, trialId) => ({
    params: { apiKeyId: await trialKeyId(db, trialId) },
    body: { note: 'changed' },
  }),
  'apiKeys.revoke': async (db, trialId) => ({ params: { apiKeyId: await trialKeyId(db, trialId) } }),
  'apiServiceAdmin.updateScope': async (db, trialId) => ({
    params: { tenantPaapiServiceSettingsId: await trialServiceId(db, trialId) },
    body: { scope: ['USER_WRITE'] },
  }),
  'apiServiceAdmin.disconnect': async (db, trialId) => {
    const id = await trialServiceId(db, trialId);
    const { name } = await db
      .selectFrom('api_services')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { params: { tenantPaapiServiceSettingsId: id }, body: { serviceName: name } };
  },
};
