import type { GroupContact } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { GROUP_VISIBLE_USER_TYPES, groupFaceThumbnailPath } from './groupAccess.js';
import { divisionsOfUser } from '../divisions/index.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import type { GroupVisibility } from './groupVisibility.js';

/** The people's directory fields, in the order of `userIds`; one query whatever the page size. */
export async function loadGroupContacts(
  db: Db,
  groupTenantId: number,
  userIds: readonly number[],
  visibility: GroupVisibility,
): Promise<GroupContact[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.fullname',
      'u.fullname_kana',
      'u.fullname_alphabet',
      'u.extension_num',
      'u.phone_num',
      'u.mobile_num',
      'u.company_mobile_num',
      'u.email',
      'u.email2',
      'u.position',
      'u.face_image_updated_at',
    ])
    .select((eb) => divisionsOfUser(eb).as('divisions'))
    .where('u.tenant_id', '=', groupTenantId)
    .where('u.id', '=', sql<number>`any(${[...userIds]}::bigint[])`)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return userIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        linkageContactId: id,
        fullname: row.fullname,
        fullnameKana: row.fullname_kana,
        fullnameAlphabet: row.fullname_alphabet,
        extensionNum: row.extension_num,
        phoneNum: row.phone_num,
        mobileNum: row.mobile_num,
        companyMobileNum: row.company_mobile_num,
        email1: row.email,
        email2: row.email2,
        position: row.position,
        faceImageThumbnail:
          row.face_image_updated_at === null ? null : groupFaceThumbnailPath(groupTenantId, id),
        divisions: row.divisions
          .filter((division) => !visibility.hiddenDivisionIds.has(Number(division.id)))
          .map((division) => ({
            divisionId: Number(division.id),
            divisionName: division.name,
          })),
      },
    ];
  });
}

/** How a tenant's free word search reads the words: over every field, or names only. */
export async function freeWordSearchType(db: Db, tenantId: number) {
  const tenant = await db
    .selectFrom('tenants')
    .select('free_word_search_type')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return tenant.free_word_search_type;
}

/**
 * Whether the user is a person of the group company whom the group directory shows: enabled, of a
 * shown type, and not hidden from the group companies.
 */
export async function isVisibleGroupPerson(
  db: Db,
  groupTenantId: number,
  userId: number,
  visibility: GroupVisibility,
): Promise<boolean> {
  if (visibility.hiddenUserIds.includes(userId)) return false;
  const person = await selectTenantRows(db, 'users', groupTenantId, userId)
    .select('id')
    .where('enabled', '=', true)
    .where('user_type', 'in', [...GROUP_VISIBLE_USER_TYPES])
    .executeTakeFirst();
  return person !== undefined;
}
