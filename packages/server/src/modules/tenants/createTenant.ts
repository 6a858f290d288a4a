import { ADMIN_ROLES } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { generatePassword, OperatorError, hashPassword } from '../auth/index.js';

export interface CreatedTenant {
  readonly tenantId: number;
  readonly adminAccountId: string;
  readonly adminPassword: string;
}

const TENANT_CODE = /^[a-z0-9][a-z0-9-]{1,62}$/;

/**
 * A new, empty tenant with one root division and an `admin` account holding every admin role,
 * whose generated password must be changed at the first sign-in.
 */
export async function createTenant(
  db: Db,
  input: { code: string; name: string; provideType?: 'COMMERCIAL' | 'TRIAL'; language?: 'ja' | 'en' },
): Promise<CreatedTenant> {
  if (!TENANT_CODE.test(input.code)) {
    throw new OperatorError('the tenant code must be 2 to 63 lower-case letters, digits or hyphens');
  }
  if (input.name.trim() === '') throw new OperatorError('the tenant name must not be empty');
  const exists = await db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', input.code)
    .executeTakeFirst();
  if (exists) throw new OperatorError(`a tenant with code "${input.code}" exists already`);
  const adminPassword = generatePassword();
  const passwordHash = await hashPassword(adminPassword);
  const tenantId = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('tenants')
      .values({
        code: input.code,
        name: input.name.trim(),
        provide_type: input.provideType ?? 'COMMERCIAL',
        default_language: input.language ?? 'ja',
        organization_name: input.name.trim(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const division = await trx
      .insertInto('divisions')
      .values({ tenant_id: id, name: input.name.trim() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('users')
      .values({
        tenant_id: id,
        account_id: 'admin',
        password_hash: passwordHash,
        password_change_reason: 'INITIAL',
        fullname: '管理者',
        fullname_kana: 'カンリシャ',
        fullname_alphabet: 'Administrator',
        is_admin: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_divisions')
      .values({ tenant_id: id, user_id: user.id, division_id: division.id, is_primary: true })
      .execute();
    await trx
      .insertInto('user_roles')
      .values(ADMIN_ROLES.map((role) => ({ tenant_id: id, user_id: user.id, role })))
      .execute();
    return id;
  });
  return { tenantId, adminAccountId: 'admin', adminPassword };
}
