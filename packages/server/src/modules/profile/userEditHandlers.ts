import type { contract, UserEdit, UserEditFields } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { reindexPeople } from '../directorySearch/index.js';
import { canEditPerson, InternalContactsError } from '../internalContacts/index.js';
import type { Principal } from '../principal/index.js';

/** The fields of the user edit as the `users` columns that hold them. */
const COLUMNS = {
  position: 'position',
  phoneNum: 'phone_num',
  mobileNum: 'mobile_num',
  companyMobileNum: 'company_mobile_num',
  personalMobileNum: 'personal_mobile_num',
  email2: 'email2',
  webUrl: 'web_url',
  comment: 'comment',
  remarks: 'remarks',
} as const satisfies Record<keyof UserEditFields, string>;

/** The person's user edit, when they are of the tenant and the principal may edit them. */
async function readUserEdit(db: Db, principal: Principal, userId: number): Promise<UserEdit> {
  const row = await selectTenantRows(db, 'users', principal.tenant.id, userId)
    .select(['id', 'fullname', 'fullname_kana', ...Object.values(COLUMNS)])
    .executeTakeFirst();
  if (!row) throw new InternalContactsError('CONTACT_NOT_FOUND', `no user ${userId} in the tenant`);
  if (!canEditPerson(principal, userId)) {
    throw new InternalContactsError(
      'EDIT_NOT_ALLOWED',
      'only the person or one with edit authority may edit them',
    );
  }
  return {
    userId,
    fullname: row.fullname,
    fullnameKana: row.fullname_kana,
    isSelf: principal.user.id === userId,
    position: row.position,
    phoneNum: row.phone_num,
    mobileNum: row.mobile_num,
    companyMobileNum: row.company_mobile_num,
    personalMobileNum: row.personal_mobile_num,
    email2: row.email2,
    webUrl: row.web_url,
    comment: row.comment,
    remarks: row.remarks,
  };
}

/** The user edit (002 §7): one's own directory fields, and anyone's with edit authority (proxy edit). */
export const userEditHandlers: AreaHandlers<typeof contract.userEdit> = {
  async get({ principal, deps, input }) {
    return readUserEdit(deps.db, principal, input.params.userId);
  },

  async save({ principal, deps, input }) {
    const { userId } = input.params;
    return deps.db.transaction().execute(async (trx) => {
      await readUserEdit(trx, principal, userId);
      const values = Object.fromEntries(
        Object.entries(COLUMNS).map(([field, column]) => [
          column,
          input.body[field as keyof UserEditFields] || null,
        ]),
      );
      await updateTenantRows(trx, 'users', principal.tenant.id, userId)
        .set({ ...values, updated_at: deps.clock() })
        .execute();
      // Phones, position and remarks are searchable: the index follows in the same transaction.
      await reindexPeople(trx, principal.tenant.id, [userId]);
      return readUserEdit(trx, principal, userId);
    });
  },
};
