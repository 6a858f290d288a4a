import type { DynamicColumnType } from '../contract/schemas/internalContactSchemas';
import { USER_EDIT_FIELDS, type UserEditField } from '../contract/schemas/userEditSchemas';

/**
 * The view columns that put a user edit field in the internal directory list: a field bound to a
 * column is one colleagues read beside the name when the list shows that column.
 */
const FIELD_COLUMNS: Partial<Record<UserEditField, readonly DynamicColumnType[]>> = {
  phoneNum: ['PHONE', 'PHONE_PRESENCE'],
  mobileNum: ['PHONE', 'PHONE_PRESENCE'],
  companyMobileNum: ['PHONE', 'PHONE_PRESENCE'],
  personalMobileNum: ['PHONE', 'PHONE_PRESENCE'],
  email2: ['EMAIL'],
  comment: ['COMMENT'],
};

/**
 * The fields people may change themselves while the company administrator has not chosen them:
 * those the directory shows of them — position, web page and remarks (every person's page shows
 * them) and the phones, second e-mail and comment when the list shows their column. Those with
 * edit authority (proxy edit) may change every field whatever the choice.
 */
export function defaultSelfEditableFields(viewColumns: readonly DynamicColumnType[]): UserEditField[] {
  return USER_EDIT_FIELDS.filter((field) => {
    const columns = FIELD_COLUMNS[field];
    return columns === undefined || columns.some((column) => viewColumns.includes(column));
  });
}

/** The fields people may change themselves: the administrator's choice, else the default above. */
export function selfEditableFieldsOf(
  chosen: readonly UserEditField[] | null,
  viewColumns: readonly DynamicColumnType[],
): UserEditField[] {
  return chosen === null
    ? defaultSelfEditableFields(viewColumns)
    : USER_EDIT_FIELDS.filter((field) => chosen.includes(field));
}

/** A stored choice of self-editable fields, known fields only, in the form's order; null stays null. */
export function chosenSelfEditableFields(stored: readonly string[] | null): UserEditField[] | null {
  return stored === null ? null : USER_EDIT_FIELDS.filter((field) => stored.includes(field));
}
