import {
  API_KEY_LIMITS,
  type AdminRole,
  type ApiKey,
  type ApiKeyExpiry,
  type ApiKeyUserScope,
  type CreatedApiKey,
} from '@kizuna/api-client/contract';
import { allowedApiKeyScopes } from '@kizuna/api-client/rules';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';
import { ApiKeysError } from './ApiKeysError.js';
import { readApiKeyPolicy } from './apiKeyPolicy.js';
import { maskedKeyOf, newApiKeySecret } from './apiKeySecret.js';

/** The person acting on their own keys. */
export interface KeyOwner {
  readonly tenantId: number;
  readonly userId: number;
  readonly userRoles: readonly AdminRole[];
  readonly now: Date;
}

const KEY_COLUMNS = [
  'id',
  'note',
  'scopes',
  'lookup',
  'hint',
  'created_at',
  'expires_at',
  'last_used_at',
] as const;

interface KeyRow {
  id: number;
  note: string;
  scopes: string[];
  lookup: string;
  hint: string;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function apiKeyOf(row: KeyRow, now: Date): ApiKey {
  return {
    apiKeyId: Number(row.id),
    note: row.note,
    scope: row.scopes as ApiKeyUserScope[],
    exp: iso(row.expires_at),
    expired: row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime(),
    maskedKey: maskedKeyOf(row),
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: iso(row.last_used_at),
  };
}

/** When a key made now with the expiry chosen stops working; null when it never does. */
export function expiresAtOf(expiry: ApiKeyExpiry, now: Date): Date | null {
  const days = API_KEY_LIMITS.expiryDays[expiry];
  return days === null ? null : new Date(now.getTime() + days * 86_400_000);
}

function ownKeys(db: Db, owner: KeyOwner) {
  return selectTenantRows(db, 'api_keys', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('revoked_at', 'is', null);
}

/** The owner's keys, and the expiry choices and scopes a new key of theirs may have. */
export async function listApiKeys(
  db: Db,
  owner: KeyOwner,
): Promise<{ items: ApiKey[]; allowedExpiries: ApiKeyExpiry[]; allowedScopes: ApiKeyUserScope[] }> {
  const [rows, policy] = await Promise.all([
    ownKeys(db, owner).select(KEY_COLUMNS).orderBy('id').execute(),
    readApiKeyPolicy(db, owner.tenantId),
  ]);
  const userMay: readonly string[] = allowedApiKeyScopes({ userRoles: owner.userRoles });
  return {
    items: rows.map((row) => apiKeyOf(row, owner.now)),
    allowedExpiries: policy.expiries,
    allowedScopes: policy.scope.filter((scope) => userMay.includes(scope)),
  };
}

export async function createApiKey(
  db: Db,
  owner: KeyOwner,
  input: { note: string; expiry: ApiKeyExpiry; scope: readonly ApiKeyUserScope[] },
): Promise<CreatedApiKey> {
  const policy = await readApiKeyPolicy(db, owner.tenantId);
  if (!policy.expiries.includes(input.expiry)) {
    throw new ApiKeysError('API_KEY_EXPIRY_NOT_ALLOWED', `the tenant does not allow ${input.expiry}`, {
      fieldErrors: [
        {
          path: 'body.expiry',
          key: 'apiKeyExpiryNotAllowed',
          values: { allowed: policy.expiries.join(', ') },
        },
      ],
    });
  }
  const allowed: readonly string[] = allowedApiKeyScopes({ userRoles: owner.userRoles });
  const tenantAllows: readonly string[] = policy.scope;
  const refused = input.scope.filter((scope) => !allowed.includes(scope) || !tenantAllows.includes(scope));
  if (refused.length > 0) {
    throw new ApiKeysError(
      'API_KEY_SCOPE_NOT_ALLOWED',
      `scopes the user may not hold: ${refused.join(', ')}`,
      {
        fieldErrors: [
          { path: 'body.scope', key: 'apiKeyScopeNotAllowed', values: { scope: refused.join(', ') } },
        ],
      },
    );
  }
  const secret = newApiKeySecret();
  return db.transaction().execute(async (trx) => {
    // One key at a time per person, so two requests at once cannot both be the tenth.
    await selectTenantRows(trx, 'users', owner.tenantId, owner.userId).select('id').forUpdate().execute();
    const { count } = await ownKeys(trx, owner)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) >= API_KEY_LIMITS.keysPerUser) {
      throw new ApiKeysError('API_KEY_LIMIT_REACHED', `the user has ${count} keys already`, {
        fieldErrors: [{ path: 'body', key: 'apiKeyLimit', values: { max: API_KEY_LIMITS.keysPerUser } }],
      });
    }
    const row = await trx
      .insertInto('api_keys')
      .values({
        tenant_id: owner.tenantId,
        user_id: owner.userId,
        note: input.note,
        scopes: [...input.scope],
        secret_hash: secret.hash,
        lookup: secret.lookup,
        hint: secret.hint,
        created_at: owner.now,
        expires_at: expiresAtOf(input.expiry, owner.now),
      })
      .returning(KEY_COLUMNS)
      .executeTakeFirstOrThrow();
    return { ...apiKeyOf(row, owner.now), apiKey: secret.secret };
  });
}

function notFound(apiKeyId: number): ApiKeysError {
  return new ApiKeysError('API_KEY_NOT_FOUND', `the user has no API key ${apiKeyId}`);
}

export async function changeApiKeyNote(
  db: Db,
  owner: KeyOwner,
  apiKeyId: number,
  note: string,
): Promise<ApiKey> {
  const row = await updateTenantRows(db, 'api_keys', owner.tenantId, apiKeyId)
    .where('user_id', '=', owner.userId)
    .where('revoked_at', 'is', null)
    .set({ note })
    .returning(KEY_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(apiKeyId);
  return apiKeyOf(row, owner.now);
}

export async function revokeApiKey(db: Db, owner: KeyOwner, apiKeyId: number): Promise<number> {
  const row = await updateTenantRows(db, 'api_keys', owner.tenantId, apiKeyId)
    .where('user_id', '=', owner.userId)
    .where('revoked_at', 'is', null)
    .set({ revoked_at: owner.now })
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(apiKeyId);
  return 1;
}
