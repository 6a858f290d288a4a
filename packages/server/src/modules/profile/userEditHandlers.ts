import type { contract, UserEdit, UserEditFields } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { reindexPeople } from '../directorySearch/index.js';
import { canEditPerson, InternalContactsError } from '../internalContacts/index.js';
import type { Principal } from '../principal/index.js';
import { readUserEditRow, saveUserEditColumns, USER_EDIT_COLUMNS } from './profileStore.js';

/** The person's user edit, when they are of the tenant and the principal may edit them. */
async function readUserEdit(db: Db, principal: Principal, userId: number): Promise<UserEdit> {
  const row = await readUserEditRow(db, principal.tenant.id, userId);
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
    const fields: UserEditFields = input.body;
    return deps.db.transaction().execute(async (trx) => {
      await readUserEdit(trx, principal, userId);
      const values = Object.fromEntries(
        Object.entries(USER_EDIT_COLUMNS).map(([field, column]) => [
          column,
          fields[field as keyof UserEditFields] || null,
        ]),
      ) as Record<(typeof USER_EDIT_COLUMNS)[keyof UserEditFields], string | null>;
      await saveUserEditColumns(trx, principal.tenant.id, userId, values, deps.clock());
      // Phones, position and remarks are searchable: the index follows in the same transaction.
      await reindexPeople(trx, principal.tenant.id, [userId]);
      return readUserEdit(trx, principal, userId);
    });
  },
};
