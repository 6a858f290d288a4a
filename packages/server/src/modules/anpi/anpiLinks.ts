import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/createDatabase.js';

/** Hex SHA-256 of a link token: all the database keeps of it. */
export function hashAnpiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a fresh link for each person of a check (32 random bytes, base64url) and revokes their
 * open ones, in the caller's transaction. Answers the tokens by user id: they go into the mails
 * only.
 */
export async function issueAnpiLinks(
  trx: Db,
  tenantId: number,
  checkId: number,
  userIds: readonly number[],
  now: Date,
): Promise<Map<number, string>> {
  const tokens = new Map<number, string>();
  if (userIds.length === 0) return tokens;
  await trx
    .updateTable('anpi_answer_links')
    .set({ revoked_at: now })
    .where('tenant_id', '=', tenantId)
    .where('check_id', '=', checkId)
    .where('user_id', 'in', [...userIds])
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  const rows = userIds.map((userId) => {
    const token = randomBytes(32).toString('base64url');
    tokens.set(userId, token);
    return {
      tenant_id: tenantId,
      check_id: checkId,
      user_id: userId,
      token_hash: hashAnpiToken(token),
      created_at: now,
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await trx
      .insertInto('anpi_answer_links')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
  return tokens;
}
