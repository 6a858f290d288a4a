import type {
  AchievementHistory,
  BriefHistory,
  CustomCol,
  PersonalInfoTags,
  PersonalInfoTagType,
  PersonalUrls,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { achievementsOf, briefHistoriesOf, customColsOf, findProfile, tagsOf } from './personalInfoStore.js';

/**
 * One person's profile sections in the contract's shape: what a colleague's page reads and what
 * my profile reads and answers after a save.
 */
export async function oneWordSection(db: Db, tenantId: number, userId: number) {
  const profile = await findProfile(db, tenantId, userId);
  return { oneWord: profile?.one_word ?? null };
}

export async function jobDescriptionSection(db: Db, tenantId: number, userId: number) {
  const profile = await findProfile(db, tenantId, userId);
  return { jobDescription: profile?.job_description ?? null };
}

export async function urlsSection(db: Db, tenantId: number, userId: number): Promise<PersonalUrls> {
  const p = await findProfile(db, tenantId, userId);
  return {
    url1: p?.url1 ?? null,
    url1Title: p?.url1_title ?? null,
    url2: p?.url2 ?? null,
    url2Title: p?.url2_title ?? null,
    url3: p?.url3 ?? null,
    url3Title: p?.url3_title ?? null,
  };
}

export async function tagsSection(
  db: Db,
  tenantId: number,
  userId: number,
  tagType: PersonalInfoTagType,
): Promise<PersonalInfoTags> {
  const rows = await tagsOf(db, tenantId, userId, tagType);
  return {
    tagType,
    items: rows.map((row) => ({ personalInfoTagId: Number(row.id), tagName: row.tag_name })),
  };
}

export async function briefHistoriesSection(
  db: Db,
  tenantId: number,
  userId: number,
): Promise<{ items: BriefHistory[] }> {
  const rows = await briefHistoriesOf(db, tenantId, userId);
  return {
    items: rows.map((row) => ({
      personalInfoBriefHistoryId: Number(row.id),
      briefHistoryDate: row.history_date,
      briefHistoryText: row.history_text,
    })),
  };
}

export async function achievementsSection(
  db: Db,
  tenantId: number,
  userId: number,
): Promise<{ items: AchievementHistory[] }> {
  const rows = await achievementsOf(db, tenantId, userId);
  return {
    items: rows.map((row) => ({
      personalInfoAchievementId: Number(row.id),
      achievementDate: row.achievement_date,
      achievementText: row.achievement_text,
    })),
  };
}

export async function customColsSection(
  db: Db,
  tenantId: number,
  userId: number,
): Promise<{ items: CustomCol[] }> {
  const rows = await customColsOf(db, tenantId, userId);
  return {
    items: rows.map((row) => ({
      personalInfoCustomColId: Number(row.id),
      customColumnTitle: row.title,
      customColumnValue: row.value,
    })),
  };
}
