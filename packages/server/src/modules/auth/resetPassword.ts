import { randomInt } from 'node:crypto';
import { checkPasswordPolicy, DEFAULT_PASSWORD_POLICY } from '@kizuna/api-client/validation';
import type { Db } from '../../db/createDatabase.js';
import { hashPassword } from './passwordHash.js';
import { deleteTenantRows } from '../../db/tenantRows.js';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** 16 characters from letters and digits that are hard to confuse, meeting the password policy. */
export function generatePassword(length = 16): string {
  const all = LOWER + UPPER + DIGITS;
  const chars = [LOWER, UPPER, DIGITS].map((set) => set[randomInt(set.length)] as string);
  while (chars.length < length) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

export class OperatorError extends Error {}

/**
 * Sets a user's password as an operator: the user must choose a new one at the next sign-in, and
 * every open session of the user ends.
 */
export async function resetPassword(
  db: Db,
  tenantCode: string,
  accountId: string,
  password: string = generatePassword(),
): Promise<string> {
  const row = await db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select(['users.id', 'users.tenant_id', 'tenants.password_allow_uid'])
    .where('tenants.code', '=', tenantCode)
    .where('users.account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw new OperatorError(`no account "${accountId}" in tenant "${tenantCode}"`);
  const problems = checkPasswordPolicy(password, accountId, {
    ...DEFAULT_PASSWORD_POLICY,
    allowUid: row.password_allow_uid,
  });
  if (problems.length > 0) {
    throw new OperatorError(
      `the password does not meet the policy (${problems.join(', ')}): 8 to 20 visible ASCII characters with upper- and lower-case letters`,
    );
  }
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        password_change_reason: 'INITIAL',
        password_changed_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .where('tenant_id', '=', row.tenant_id)
      .execute();
    await deleteTenantRows(trx, 'sessions', row.tenant_id).where('user_id', '=', row.id).execute();
  });
  return password;
}
