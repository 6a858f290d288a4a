import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { HISTORY_TABLES, type HistoryKind } from './profileStore.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

/** `trial`'s first user, who owns the rows made here. */
async function trialUser(db: Db, trialId: number): Promise<number> {
  const user = await selectTenantRows(db, 'users', trialId)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(user.id);
}

async function trialHistoryId(db: Db, trialId: number, kind: HistoryKind): Promise<number> {
  const userId = await trialUser(db, trialId);
  const { table, date, text } = HISTORY_TABLES[kind];
  const row = await db
    .insertInto(table)
    .values({ tenant_id: trialId, user_id: userId, [date]: '2020-04-01', [text]: 'Trial' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Naming `trial`'s history rows and custom columns in my profile while signed in to `demo`. */
export const PROFILE_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'profile.saveBriefHistories': async (db, trialId) => ({
    body: {
      items: [
        {
          personalInfoBriefHistoryId: await trialHistoryId(db, trialId, 'brief'),
          briefHistoryDate: '2021-04-01',
          briefHistoryText: 'Moved',
        },
      ],
    },
  }),
  'profile.saveAchievementHistories': async (db, trialId) => ({
    body: {
      items: [
        {
          personalInfoAchievementId: await trialHistoryId(db, trialId, 'achievement'),
          achievementDate: '2021-04-01',
          achievementText: 'Won',
        },
      ],
    },
  }),
  'profile.saveCustomCol': async (db, trialId) => {
    const row = await db
      .insertInto('personal_info_custom_cols')
      .values({ tenant_id: trialId, user_id: await trialUser(db, trialId), title: 'Trial', value: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { body: { personalInfoCustomColId: Number(row.id), customColumnValue: 'Moved' } };
  },
};
