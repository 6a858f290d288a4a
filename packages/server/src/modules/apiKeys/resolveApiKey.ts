import type { AdminRole, ApiKeyScope } from '@kizuna/api-client/contract';
import { allowedApiKeyScopes } from '@kizuna/api-client/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { hashApiKeySecret, lookupOf, sameHash } from './apiKeySecret.js';

/**
 * Who calls `/api/v1` with a key: the tenant, the person or service the key belongs to, and what
 * the key may do now. A person's key holds no more than its owner could do at this moment.
 */
export type ApiCaller = {
  readonly tenantId: number;
  readonly keyId: number;
  readonly scopes: readonly ApiKeyScope[];
} & (
  | { readonly kind: 'user'; readonly userId: number; readonly serviceId: null }
  | { readonly kind: 'service'; readonly userId: null; readonly serviceId: number }
);

/** A key's last use is written at most this often, to spare a write on every call. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The caller of a presented key, or null when it is unknown, revoked or expired, when its tenant
 * no longer has the paapi feature, or when its owner is disabled or lost the API privilege.
 */
export async function resolveApiKey(db: Db, presentedSecret: string, now: Date): Promise<ApiCaller | null> {
  const lookup = lookupOf(presentedSecret);
  if (lookup === null) return null;
  const hash = hashApiKeySecret(presentedSecret);
  const rows = await db
    .selectFrom('api_keys as k')
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'k.user_id').onRef('u.tenant_id', '=', 'k.tenant_id'),
    )
    .select([
      'k.id',
      'k.tenant_id',
      'k.user_id',
      'k.service_id',
      'k.scopes',
      'k.secret_hash',
      'k.expires_at',
      'k.last_used_at',
      'u.enabled',
      sql<boolean>`exists (select 1 from tenant_features f
        where f.tenant_id = k.tenant_id and f.feature = 'PAAPI')`.as('tenant_paapi'),
      sql<boolean>`exists (select 1 from user_virtual_roles r
        where r.tenant_id = k.tenant_id and r.user_id = k.user_id and r.role = 'USER_PAAPI_AVAILABLE')`.as(
        'user_paapi',
      ),
      sql<string[]>`coalesce((select array_agg(r.role) from user_roles r
        where r.tenant_id = k.tenant_id and r.user_id = k.user_id), '{}')`.as('user_roles'),
    ])
    .where('k.lookup', '=', lookup)
    .where('k.revoked_at', 'is', null)
    .execute();
  const row = rows.find((candidate) => sameHash(candidate.secret_hash, hash));
  if (!row || !row.tenant_paapi) return null;
  if (row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime()) return null;

  const tenantId = Number(row.tenant_id);
  const keyId = Number(row.id);
  let caller: ApiCaller;
  if (row.user_id !== null) {
    if (row.enabled !== true || !row.user_paapi) return null;
    const allowed: readonly string[] = allowedApiKeyScopes({ userRoles: row.user_roles as AdminRole[] });
    const scopes = row.scopes.filter((scope) => allowed.includes(scope)) as ApiKeyScope[];
    caller = { tenantId, keyId, scopes, kind: 'user', userId: Number(row.user_id), serviceId: null };
  } else {
    caller = {
      tenantId,
      keyId,
      scopes: row.scopes as ApiKeyScope[],
      kind: 'service',
      userId: null,
      serviceId: Number(row.service_id),
    };
  }

  const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
  if (now.getTime() - lastUsed >= TOUCH_EVERY_MS) {
    await db
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', keyId)
      .execute();
  }
  return caller;
}
