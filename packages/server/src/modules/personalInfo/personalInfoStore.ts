import type { PersonalInfoTagType } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

export async function findProfile(db: Db, tenantId: number, userId: number) {
  return selectTenantRows(db, 'personal_info', tenantId)
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function tagsOf(db: Db, tenantId: number, userId: number, tagType: PersonalInfoTagType) {
  return selectTenantRows(db, 'personal_info_tags', tenantId)
    .select(['id', 'tag_name'])
    .where('user_id', '=', userId)
    .where('tag_type', '=', tagType)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findTag(db: Db, tenantId: number, tagId: number) {
  return selectTenantRows(db, 'personal_info_tags', tenantId, tagId)
    .select(['id', 'tag_name', 'tag_type'])
    .executeTakeFirst();
}

export async function briefHistoriesOf(db: Db, tenantId: number, userId: number) {
  return selectTenantRows(db, 'personal_info_brief_histories', tenantId)
    .select(['id', 'history_date', 'history_text'])
    .where('user_id', '=', userId)
    .orderBy('history_date')
    .orderBy('id')
    .execute();
}

export async function achievementsOf(db: Db, tenantId: number, userId: number) {
  return selectTenantRows(db, 'personal_info_achievements', tenantId)
    .select(['id', 'achievement_date', 'achievement_text'])
    .where('user_id', '=', userId)
    .orderBy('achievement_date')
    .orderBy('id')
    .execute();
}

export async function customColsOf(db: Db, tenantId: number, userId: number) {
  return selectTenantRows(db, 'personal_info_custom_cols', tenantId)
    .select(['id', 'title', 'value'])
    .where('user_id', '=', userId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
