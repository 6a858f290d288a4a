import { randomBytes } from 'node:crypto';
import type { CreatedScimToken, ScimToken } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows } from '../../db/tenantRows.js';
import { recordAdminAction } from '../actionLog/index.js';
import { hashSessionToken } from '../auth/index.js';
import { ScimAdminError } from './ScimAdminError.js';

/** An administrator acting on the token list. */
export interface TokenAdmin {
  readonly tenantId: number;
  readonly userId: number;
  readonly ip: string;
  readonly now: Date;
}

/** The caller of `/scim/v2`: the tenant and the token it called with. */
export interface ScimCaller {
  readonly tenantId: number;
  readonly tokenId: number;
  readonly tokenName: string;
}

/** The prefix tells a leaked token apart in logs and secret scanners. */
const TOKEN_PREFIX = 'kzscim_';
/** A token's last use is written at most this often, to spare a write on every call. */
const TOUCH_EVERY_MS = 60_000;

function tokenOf(row: { id: number; name: string; created_at: Date; last_used_at: Date | null }): ScimToken {
  return {
    tokenId: Number(row.id),
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  };
}

export async function listScimTokens(db: Db, tenantId: number): Promise<ScimToken[]> {
  const rows = await db
    .selectFrom('scim_tokens')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
  return rows.map(tokenOf);
}

export async function createScimToken(db: Db, admin: TokenAdmin, name: string): Promise<CreatedScimToken> {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('scim_tokens')
      .values({
        tenant_id: admin.tenantId,
        name,
        token_hash: hashSessionToken(token),
        created_by: admin.userId,
        created_at: admin.now,
      })
      .returning(['id', 'name', 'created_at', 'last_used_at'])
      .executeTakeFirstOrThrow();
    const created = tokenOf(row);
    await recordAdminAction(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      ip: admin.ip,
      at: admin.now,
      action: 'scimToken.create',
      target: `scimToken:${created.tokenId}`,
      before: null,
      after: created,
    });
    return { ...created, token };
  });
}

export async function revokeScimToken(db: Db, admin: TokenAdmin, tokenId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await deleteTenantRows(trx, 'scim_tokens', admin.tenantId)
      .where('id', '=', tokenId)
      .returning(['id', 'name', 'created_at', 'last_used_at'])
      .executeTakeFirst();
    if (!row) throw new ScimAdminError('SCIM_TOKEN_NOT_FOUND', `no SCIM token ${tokenId} in the tenant`);
    await recordAdminAction(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      ip: admin.ip,
      at: admin.now,
      action: 'scimToken.revoke',
      target: `scimToken:${tokenId}`,
      before: tokenOf(row),
      after: null,
    });
    return 1;
  });
}

/**
 * The caller of a bearer token, or null when no token of a tenant that still has a directory
 * feature (Azure AD or AD) matches it.
 */
export async function authenticateScimToken(db: Db, token: string, now: Date): Promise<ScimCaller | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const row = await db
    .selectFrom('scim_tokens as t')
    .select(['t.id', 't.tenant_id', 't.name', 't.last_used_at'])
    .where('t.token_hash', '=', hashSessionToken(token))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('tenant_features as f')
          .select('f.feature')
          .whereRef('f.tenant_id', '=', 't.tenant_id')
          .where('f.feature', 'in', ['AZURE_ACTIVE_DIRECTORY', 'ACTIVE_DIRECTORY']),
      ),
    )
    .executeTakeFirst();
  if (!row) return null;
  const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
  if (now.getTime() - lastUsed >= TOUCH_EVERY_MS) {
    await db
      .updateTable('scim_tokens')
      .set({ last_used_at: now })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute();
  }
  return { tenantId: Number(row.tenant_id), tokenId: Number(row.id), tokenName: row.name };
}
