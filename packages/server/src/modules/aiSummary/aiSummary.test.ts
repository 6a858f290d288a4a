import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import type { Database } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { claimDueSummaries, readAiSummary, requestAiSummary } from './aiSummaryStore.js';
import { startAiSummaryWorker } from './AiSummaryWorker.js';
import { extractiveSummariser } from './extractiveSummariser.js';

let server: TestServer;
type Client = Awaited<ReturnType<TestServer['signIn']>>;
let yamada: Client;
let admin: Client;
let trialAdmin: Client;
let yamadaId: number;

const JOB =
  '法人営業部で製造業のお客様を担当しています。クラウド導入支援の提案から定着支援まで受け持ちます。' +
  '社内ではクラウド導入支援の勉強会を主催しています。';

beforeAll(async () => {
  server = await startTestServer({ aiSummaryWorker: true, aiSummaryDebounceMs: 0 });
  yamada = await server.signIn('demoUser');
  admin = await server.signIn('demoAdmin');
  trialAdmin = await server.signIn('trialAdmin');
  yamadaId = (await yamada.principal.userInfo()).userId;
});
afterAll(async () => {
  await server?.close();
});

/** Waits for the background worker to make the summary. */
function eventually(check: () => Promise<void>) {
  return vi.waitFor(check, { timeout: 30_000, interval: 100 });
}

const yamadaPage = () => ({ params: { contactId: yamadaId } });

async function clearProfile(client: Client) {
  await client.profile.saveOneWord({ body: { oneWord: '' } });
  await client.profile.saveJobDescription({ body: { jobDescription: '' } });
  await client.profile.saveBriefHistories({ body: { items: [] } });
  await client.profile.saveAchievementHistories({ body: { items: [] } });
}

describe('a person’s summary', () => {
  it('says NOT_ENOUGH, and what is lacking, when the profile says too little', async () => {
    await clearProfile(yamada);
    await eventually(async () => {
      expect(await yamada.profile.aiSummary()).toMatchObject({
        state: 'NOT_ENOUGH',
        lacking: 'PROFILE',
        summary: null,
        hidden: false,
      });
    });
  }, 60_000);

  it('is made in the background from the profile and thanks when they change, and colleagues see it', async () => {
    await yamada.profile.saveJobDescription({ body: { jobDescription: JOB } });
    await eventually(async () => {
      expect(await yamada.profile.aiSummary()).toMatchObject({ state: 'SUCCESS', kind: 'EXTRACTIVE' });
    });
    const mine = await yamada.profile.aiSummary();
    expect(mine.summary).toContain('クラウド導入支援の提案から定着支援まで受け持ちます。');
    expect(Date.parse(mine.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await admin.personalInfo.aiSummary(yamadaPage())).toEqual({
      summary: mine.summary,
      state: 'SUCCESS',
      updatedAt: mine.updatedAt,
      kind: 'EXTRACTIVE',
      lacking: null,
    });
    const row = await server.db
      .selectFrom('personal_info')
      .select('ai_summary_model')
      .where('user_id', '=', yamadaId)
      .executeTakeFirstOrThrow();
    expect(row.ai_summary_model).toBe('kizuna-extractive-kuromoji');
  }, 60_000);

  it('needs thanks received too, and a thanks card brings the summary back', async () => {
    await server.db.deleteFrom('thanks_card_receivers').where('user_id', '=', yamadaId).execute();
    await yamada.profile.saveOneWord({ body: { oneWord: '今月は福岡出張です' } });
    await eventually(async () => {
      expect(await yamada.profile.aiSummary()).toMatchObject({ state: 'NOT_ENOUGH', lacking: 'THANKS' });
    });
    await admin.thanks.send({
      body: {
        toUserIds: [yamadaId],
        message: 'クラウド導入支援の資料、助かりました！',
        point: 100,
        stampIds: [],
      },
    });
    await eventually(async () => {
      expect(await admin.personalInfo.aiSummary(yamadaPage())).toMatchObject({
        state: 'SUCCESS',
        lacking: null,
      });
    });
  }, 60_000);

  it('can be hidden by its owner: colleagues then see it SKIPPED, the owner still sees it', async () => {
    const hidden = await yamada.profile.saveAiSummaryHidden({ body: { hidden: true } });
    expect(hidden).toMatchObject({ hidden: true, state: 'SUCCESS' });
    expect(hidden.summary).toContain('クラウド導入支援');
    expect(await admin.personalInfo.aiSummary(yamadaPage())).toEqual({
      summary: null,
      state: 'SKIPPED',
      updatedAt: null,
      kind: null,
      lacking: null,
    });
    expect(await yamada.personalInfo.aiSummary(yamadaPage())).toMatchObject({ state: 'SUCCESS' });
    expect(await yamada.profile.aiSummary()).toMatchObject({ hidden: true, state: 'SUCCESS' });
    await yamada.profile.saveAiSummaryHidden({ body: { hidden: false } });
    expect(await admin.personalInfo.aiSummary(yamadaPage())).toMatchObject({ state: 'SUCCESS' });
  });

  it('is SKIPPED where the tenant has summaries off', async () => {
    expect(await trialAdmin.profile.aiSummary()).toEqual({
      summary: null,
      state: 'SKIPPED',
      updatedAt: null,
      kind: null,
      lacking: null,
      hidden: false,
    });
  });
});

describe('the summary queue', () => {
  let database: Database;
  let now = new Date('2026-04-01T09:00:00Z');
  const clock = () => now;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('loses no request across a restart, nor one a stopped node had claimed', async () => {
    const tenant = await database.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const tenantId = Number(tenant.id);
    const [first, second] = await selectTenantRows(database.db, 'users', tenantId)
      .select('id')
      .where('enabled', '=', true)
      .orderBy('id')
      .limit(2)
      .execute();
    const people = [Number(first!.id), Number(second!.id)];
    await database.db
      .updateTable('personal_info')
      .set({ ai_summary_state: 'UNPROCESSED', ai_summary: null })
      .where('tenant_id', '=', tenantId)
      .execute();
    // Acknowledged while no worker runs; one of them claimed by a node that then stopped.
    await requestAiSummary(database.db, tenantId, people, now);
    const claimed = await claimDueSummaries(database.db, now, {
      debounceMs: 0,
      limit: 1,
      leaseMs: 5 * 60_000,
    });
    expect(claimed).toHaveLength(1);

    const worker = await startAiSummaryWorker({
      database,
      summariser: extractiveSummariser(),
      debounceMs: 0,
      clock,
    });
    try {
      const stateOf = async (userId: number) =>
        (await readAiSummary(database.db, tenantId, userId, { enabled: true, owner: true })).state;
      await eventually(async () => {
        expect(await stateOf(people.find((id) => id !== claimed[0]!.userId)!)).not.toBe('UNPROCESSED');
      });
      expect(await stateOf(claimed[0]!.userId)).toBe('UNPROCESSED');
      now = new Date(now.getTime() + 5 * 60_000 + 1);
      await worker.summariseDue();
      expect(await stateOf(claimed[0]!.userId)).not.toBe('UNPROCESSED');
      expect(await database.db.selectFrom('ai_summary_jobs').selectAll().execute()).toEqual([]);
    } finally {
      await worker.close();
    }
  }, 60_000);
});
