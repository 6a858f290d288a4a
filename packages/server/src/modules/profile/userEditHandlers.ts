import type {
  contract,
  FieldError,
  UserEdit,
  UserEditField,
  UserEditFields,
} from '@kizuna/api-client/contract';
import { USER_EDIT_FIELDS } from '@kizuna/api-client/contract';
import { chosenSelfEditableFields, selfEditableFieldsOf } from '@kizuna/api-client/rules';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { recordAdminAction } from '../actionLog/index.js';
import { reindexPeople } from '../directorySearch/index.js';
import { canEditPerson, hasEditAuthority, InternalContactsError } from '../internalContacts/index.js';
import { viewColumnTypes, type Principal } from '../principal/index.js';
import {
  readSelfEditableFields,
  readUserEditRow,
  saveUserEditColumns,
  USER_EDIT_COLUMNS,
} from './profileStore.js';

/**
 * The fields the principal may change: all with edit authority (of anyone, oneself too), else
 * those the company lets people change themselves — the administrator's choice, or what the
 * tenant's view columns give when there is none.
 */
async function editableFieldsOf(db: Db, principal: Principal): Promise<UserEditField[]> {
  if (hasEditAuthority(principal)) return [...USER_EDIT_FIELDS];
  const chosen = chosenSelfEditableFields(await readSelfEditableFields(db, principal.tenant.id));
  return selfEditableFieldsOf(chosen, chosen === null ? await viewColumnTypes(db, principal.tenant.id) : []);
}

/** The person's user edit, when they are of the tenant and the principal may edit them. */
async function readUserEdit(db: Db, principal: Principal, userId: number): Promise<UserEdit> {
  const row = await readUserEditRow(db, principal.tenant.id, userId);
  if (!row) throw new InternalContactsError('CONTACT_NOT_FOUND', `no user ${userId} in the tenant`);
  if (!(await canEditPerson(db, principal, userId))) {
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
    editableFields: await editableFieldsOf(db, principal),
  };
}

/** The field as it would be stored: blank is null. */
const storedValue = (fields: UserEditFields, field: UserEditField) => fields[field] || null;

/**
 * Fields the principal may not change but whose sent value differs from the stored one, as field
 * errors `notSelfEditable`: the form sends every field, the read-only ones as they were.
 */
function lockedChanges(current: UserEdit, fields: UserEditFields): FieldError[] {
  return USER_EDIT_FIELDS.filter(
    (field) => !current.editableFields.includes(field) && storedValue(fields, field) !== current[field],
  ).map((field) => ({ path: `body.${field}`, key: 'notSelfEditable' }));
}

/** The user edit (002 §7): one's own directory fields, and anyone's with edit authority (proxy edit). */
export const userEditHandlers: AreaHandlers<typeof contract.userEdit> = {
  async get({ principal, deps, input }) {
    return readUserEdit(deps.db, principal, input.params.userId);
  },

  async save({ principal, deps, input, clientAddress }) {
    const { userId } = input.params;
    const fields: UserEditFields = input.body;
    return deps.db.transaction().execute(async (trx) => {
      const current = await readUserEdit(trx, principal, userId);
      const fieldErrors = lockedChanges(current, fields);
      if (fieldErrors.length > 0) {
        throw new RequestError('VALIDATION_FAILED', 'the company does not let people change these fields', {
          fieldErrors,
        });
      }
      const values = Object.fromEntries(
        Object.entries(USER_EDIT_COLUMNS).map(([field, column]) => [
          column,
          storedValue(fields, field as UserEditField),
        ]),
      ) as Record<(typeof USER_EDIT_COLUMNS)[keyof UserEditFields], string | null>;
      await saveUserEditColumns(trx, principal.tenant.id, userId, values, deps.clock());
      // Phones, position and remarks are searchable: the index follows in the same transaction.
      await reindexPeople(trx, principal.tenant.id, [userId]);
      const saved = await readUserEdit(trx, principal, userId);
      // An edit by someone an administrator delegated it to: the log says who edited whom.
      if (userId !== principal.user.id && !hasEditAuthority(principal)) {
        const fieldsOf = (edit: UserEdit) =>
          Object.fromEntries(USER_EDIT_FIELDS.map((field) => [field, edit[field]]));
        await recordAdminAction(trx, {
          tenantId: principal.tenant.id,
          actorUserId: principal.user.id,
          ip: clientAddress,
          at: deps.clock(),
          action: 'userEdit.delegatedSave',
          target: `user:${userId}`,
          before: fieldsOf(current),
          after: fieldsOf(saved),
        });
      }
      return saved;
    });
  },
};
