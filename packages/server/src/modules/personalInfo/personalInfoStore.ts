import type { PersonalInfoTagType } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';

export async function findProfile(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('personal_info')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function tagsOf(db: Db, tenantId: number, userId: number, tagType: PersonalInfoTagType) {
  return db
    .selectFrom('personal_info_tags')
    .select(['id', 'tag_name'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('tag_type', '=', tagType)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findTag(db: Db, tenantId: number, tagId: number) {
  return db
    .selectFrom('personal_info_tags')
    .select(['id', 'tag_name', 'tag_type'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', tagId)
    .executeTakeFirst();
}

export async function briefHistoriesOf(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('personal_info_brief_histories')
    .select(['id', 'history_date', 'history_text'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('history_date')
    .orderBy('id')
    .execute();
}

export async function achievementsOf(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('personal_info_achievements')
    .select(['id', 'achievement_date', 'achievement_text'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('achievement_date')
    .orderBy('id')
    .execute();
}

export async function customColsOf(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('personal_info_custom_cols')
    .select(['id', 'title', 'value'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
