import { USER_EDIT_FIELDS } from '@kizuna/api-client/contract';
import type { Db } from '../db/createDatabase.js';
import { selectTenantRows } from '../db/tenantRows.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

async function trialUser(db: Db, trialId: number): Promise<number> {
  const row = await selectTenantRows(db, 'users', trialId)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function trialDivision(db: Db, trialId: number): Promise<number> {
  const row = await selectTenantRows(db, 'divisions', trialId)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const contactParams: CrossTenantCase = async (db, trialId) => ({
  params: { contactId: await trialUser(db, trialId) },
});
const divisionParams: CrossTenantCase = async (db, trialId) => ({
  params: { divisionId: await trialDivision(db, trialId) },
});
const searchBody: CrossTenantCase = async (db, trialId) => ({
  body: { divisionIds: [await trialDivision(db, trialId)], freeWord: '', searchType: 'PARTIAL' },
});
const userIdsBody: CrossTenantCase = async (db, trialId) => ({
  body: { userIds: [await trialUser(db, trialId)] },
});

/** How to call each directory endpoint that takes an id with an id of the `trial` tenant. */
export const DIRECTORY_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'internalContacts.search': searchBody,
  'internalContacts.searchCount': searchBody,
  'internalContacts.searchByFreeWord': searchBody,
  'internalContacts.searchByFreeWordCount': searchBody,
  'internalContacts.detail': contactParams,
  'internalContacts.divisionUsers': async (db, trialId) => ({
    params: { contactId: await trialUser(db, trialId), divisionId: await trialDivision(db, trialId) },
  }),
  'personalInfo.oneWord': contactParams,
  'personalInfo.urls': contactParams,
  'personalInfo.jobDescription': contactParams,
  'personalInfo.tags': async (db, trialId) => ({
    ...(await contactParams(db, trialId)),
    query: '?tagType=SKILL',
  }),
  'personalInfo.tag': async (db, trialId) => {
    const row = await selectTenantRows(db, 'personal_info_tags', trialId)
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { params: { tagId: Number(row.id) } };
  },
  'personalInfo.briefHistories': contactParams,
  'personalInfo.achievementHistories': contactParams,
  'personalInfo.customCols': contactParams,
  'personalInfo.aiSummary': contactParams,
  'divisions.children': divisionParams,
  'divisions.partialTree': divisionParams,
  'divisions.info': divisionParams,
  'divisions.saveComment': async (db, trialId) => ({
    params: { divisionId: await trialDivision(db, trialId) },
    body: { comment: 'not yours' },
  }),
  'presence.statuses': userIdsBody,
  'presence.schedules': userIdsBody,
  'presence.userSchedules': async (db, trialId) => ({ params: { userId: await trialUser(db, trialId) } }),
  'presence.deleteMySchedule': async (db, trialId) => {
    const row = await selectTenantRows(db, 'schedule_items', trialId)
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { params: { scheduleId: Number(row.id) } };
  },
  'faceImages.upload': async (db, trialId) => ({
    params: { userId: await trialUser(db, trialId) },
    body: { file: new File([ONE_PIXEL_PNG], 'face.png', { type: 'image/png' }) },
  }),
  'faceImages.remove': async (db, trialId) => ({ params: { userId: await trialUser(db, trialId) } }),
  'faceImages.show': async (db, trialId) => ({ params: { userId: await trialUser(db, trialId) } }),
  'userEdit.get': async (db, trialId) => ({ params: { userId: await trialUser(db, trialId) } }),
  'userEdit.save': async (db, trialId) => ({
    params: { userId: await trialUser(db, trialId) },
    body: { ...Object.fromEntries(USER_EDIT_FIELDS.map((field) => [field, ''])), phoneNum: '0312345678' },
  }),
};

/** A valid 1×1 PNG. */
export const ONE_PIXEL_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
