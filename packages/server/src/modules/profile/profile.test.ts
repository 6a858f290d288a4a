import { PROFILE_LIMITS } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { selectTenantRows } from '../../db/tenantRows.js';

let server: TestServer;
type Client = Awaited<ReturnType<TestServer['signIn']>>;
let yamada: Client;
let admin: Client;
let yamadaId: number;

beforeAll(async () => {
  server = await startTestServer();
  yamada = await server.signIn('demoUser');
  admin = await server.signIn('demoAdmin');
  yamadaId = (await yamada.principal.userInfo()).userId;
});
afterAll(async () => {
  await server?.close();
});

/** The 400 of a refused save, naming the field and the rule. */
function refused(path: string, key: string) {
  return {
    statusCode: 400,
    data: {
      code: 'VALIDATION_FAILED',
      fieldErrors: expect.arrayContaining([expect.objectContaining({ path, key })]),
    },
  };
}

/** Yamada's page, as a colleague calls it. */
const yamadaPage = () => ({ params: { contactId: yamadaId } });

describe('my one-line message and job description', () => {
  it('saves them, and colleagues read them at once', async () => {
    expect(await yamada.profile.saveOneWord({ body: { oneWord: '  今週は大阪出張です  ' } })).toEqual({
      oneWord: '今週は大阪出張です',
    });
    expect(await admin.personalInfo.oneWord(yamadaPage())).toEqual({ oneWord: '今週は大阪出張です' });
    await yamada.profile.saveJobDescription({ body: { jobDescription: '法人営業を担当しています。' } });
    expect(await yamada.profile.jobDescription()).toEqual({ jobDescription: '法人営業を担当しています。' });
    expect(await yamada.profile.saveOneWord({ body: { oneWord: '' } })).toEqual({ oneWord: null });
  });

  it('counts the limit in code points and refuses one more, saving nothing', async () => {
    const longest = '𠮷'.repeat(PROFILE_LIMITS.oneWordMax);
    expect(await yamada.profile.saveOneWord({ body: { oneWord: longest } })).toEqual({ oneWord: longest });
    await expect(yamada.profile.saveOneWord({ body: { oneWord: `${longest}a` } })).rejects.toMatchObject(
      refused('body.oneWord', 'length'),
    );
    const tooLong = 'a'.repeat(PROFILE_LIMITS.jobDescriptionMax + 1);
    await expect(
      yamada.profile.saveJobDescription({ body: { jobDescription: tooLong } }),
    ).rejects.toMatchObject(refused('body.jobDescription', 'length'));
    expect(await yamada.profile.oneWord()).toEqual({ oneWord: longest });
  });
});

describe('my tags', () => {
  it('replaces a kind, keeps the ids of names kept, and the directory search finds a new skill', async () => {
    const before = await yamada.profile.tags({ query: { tagType: 'SKILL' } });
    const kept = before.items[0]!;
    const saved = await yamada.profile.saveTags({
      body: { tagType: 'SKILL', tagNames: [kept.tagName, 'ゼブラ分析'] },
    });
    expect(saved.items.map((tag) => tag.tagName)).toEqual([kept.tagName, 'ゼブラ分析']);
    expect(saved.items[0]!.personalInfoTagId).toBe(kept.personalInfoTagId);
    const seen = await admin.personalInfo.tags({ ...yamadaPage(), query: { tagType: 'SKILL' } });
    expect(seen).toEqual(saved);

    const found = await admin.internalContacts.searchByFreeWord({ body: { freeWord: 'ゼブラ分析' } });
    expect(found.items.map((item) => item.userId)).toEqual([yamadaId]);
  });

  it('refuses a duplicate after width and kana folding, and a 21st tag, saving nothing', async () => {
    const before = await yamada.profile.tags({ query: { tagType: 'TOOL_TECHNOLOGY' } });
    await expect(
      yamada.profile.saveTags({ body: { tagType: 'TOOL_TECHNOLOGY', tagNames: ['ＰｙＴｈｏｎ', 'python'] } }),
    ).rejects.toMatchObject(refused('body.tagNames', 'duplicate'));
    await expect(
      yamada.profile.saveTags({ body: { tagType: 'TOOL_TECHNOLOGY', tagNames: ['どっかー', 'ドッカー'] } }),
    ).rejects.toMatchObject(refused('body.tagNames', 'duplicate'));
    const many = Array.from({ length: PROFILE_LIMITS.tagsPerKind + 1 }, (_, n) => `tool${n}`);
    await expect(
      yamada.profile.saveTags({ body: { tagType: 'TOOL_TECHNOLOGY', tagNames: many } }),
    ).rejects.toMatchObject(refused('body.tagNames', 'maxItems'));
    await expect(
      yamada.profile.saveTags({ body: { tagType: 'TOOL_TECHNOLOGY', tagNames: ['  '] } }),
    ).rejects.toMatchObject(refused('body.tagNames.0', 'required'));
    expect(await yamada.profile.tags({ query: { tagType: 'TOOL_TECHNOLOGY' } })).toEqual(before);
    const twenty = many.slice(0, PROFILE_LIMITS.tagsPerKind);
    const saved = await yamada.profile.saveTags({ body: { tagType: 'TOOL_TECHNOLOGY', tagNames: twenty } });
    expect(saved.items).toHaveLength(PROFILE_LIMITS.tagsPerKind);
  });

  it('suggests at most ten of the tenant’s tags of the kind, none of my own', async () => {
    await admin.profile.saveTags({
      body: { tagType: 'QUALIFICATION', tagNames: Array.from({ length: 12 }, (_, n) => `検定${n + 1}級`) },
    });
    await yamada.profile.saveTags({ body: { tagType: 'QUALIFICATION', tagNames: ['検定1級'] } });
    const suggested = await yamada.profile.tags({ query: { tagType: 'QUALIFICATION', search: '検定' } });
    const names = suggested.items.map((tag) => tag.tagName);
    expect(names).toHaveLength(PROFILE_LIMITS.tagSuggestions);
    expect(names).not.toContain('検定1級');
    expect(names.every((name) => name.startsWith('検定'))).toBe(true);
    const skills = await yamada.profile.tags({ query: { tagType: 'SKILL', search: '検定' } });
    expect(skills.items).toEqual([]);
  });
});

describe('my histories', () => {
  it('updates rows with ids, adds rows without, removes the rest', async () => {
    const { items } = await yamada.profile.briefHistories();
    const [first] = items;
    const saved = await yamada.profile.saveBriefHistories({
      body: {
        items: [
          {
            personalInfoBriefHistoryId: first!.personalInfoBriefHistoryId,
            briefHistoryDate: first!.briefHistoryDate,
            briefHistoryText: '営業一課に配属',
          },
          {
            personalInfoBriefHistoryId: null,
            briefHistoryDate: '2030-04-01',
            briefHistoryText: '課長に昇進',
          },
        ],
      },
    });
    expect(saved.items.map((row) => row.briefHistoryText)).toEqual(['営業一課に配属', '課長に昇進']);
    expect(saved.items[0]!.personalInfoBriefHistoryId).toBe(first!.personalInfoBriefHistoryId);
    expect(await admin.personalInfo.briefHistories(yamadaPage())).toEqual(saved);
  });

  it('refuses 31 rows, a row without text, and a date that is no date, saving nothing', async () => {
    const before = await yamada.profile.achievementHistories();
    const row = (n: number) => ({
      personalInfoAchievementId: null,
      achievementDate: '2024-01-01',
      achievementText: `${n}`,
    });
    const rows = Array.from({ length: PROFILE_LIMITS.historyRows + 1 }, (_, n) => row(n));
    await expect(yamada.profile.saveAchievementHistories({ body: { items: rows } })).rejects.toMatchObject(
      refused('body.items', 'maxItems'),
    );
    await expect(
      yamada.profile.saveAchievementHistories({ body: { items: [{ ...row(0), achievementText: ' ' }] } }),
    ).rejects.toMatchObject(refused('body.items.0.achievementText', 'required'));
    await expect(
      yamada.profile.saveAchievementHistories({
        body: { items: [{ ...row(0), achievementDate: '2024/13/01' }] },
      }),
    ).rejects.toMatchObject(refused('body.items.0.achievementDate', 'pattern'));
    expect(await yamada.profile.achievementHistories()).toEqual(before);
    const thirty = await yamada.profile.saveAchievementHistories({ body: { items: rows.slice(1) } });
    expect(thirty.items).toHaveLength(PROFILE_LIMITS.historyRows);
  });

  it('answers 404 to a row of someone else, and writes nothing', async () => {
    const theirs = (await admin.profile.briefHistories()).items[0]!;
    const mine = await yamada.profile.briefHistories();
    await expect(
      yamada.profile.saveBriefHistories({
        body: { items: [{ ...theirs, briefHistoryText: '乗っ取り' }] },
      }),
    ).rejects.toMatchObject({ statusCode: 404, data: { code: 'HISTORY_NOT_FOUND' } });
    expect(await yamada.profile.briefHistories()).toEqual(mine);
    expect((await admin.profile.briefHistories()).items[0]).toEqual(theirs);
  });
});

describe('my custom columns', () => {
  it('saves the value of my own column, and refuses another person’s', async () => {
    const [hobby] = (await yamada.profile.customCols()).items;
    const saved = await yamada.profile.saveCustomCol({
      body: { personalInfoCustomColId: hobby!.personalInfoCustomColId, customColumnValue: '将棋' },
    });
    expect(saved.items[0]).toEqual({ ...hobby, customColumnValue: '将棋' });
    const [theirs] = (await admin.profile.customCols()).items;
    await expect(
      yamada.profile.saveCustomCol({
        body: { personalInfoCustomColId: theirs!.personalInfoCustomColId, customColumnValue: 'x' },
      }),
    ).rejects.toMatchObject({ statusCode: 404, data: { code: 'CUSTOM_COL_NOT_FOUND' } });
    expect((await admin.profile.customCols()).items[0]).toEqual(theirs);
  });
});

describe('my links', () => {
  const none = { url1: null, url1Title: null, url2: null, url2Title: null, url3: null, url3Title: null };

  it('saves three http(s) links with titles', async () => {
    const body = {
      ...none,
      url1: 'https://example.com/yamada',
      url1Title: 'ブログ',
      url3: 'http://example.org',
    };
    expect(await yamada.profile.saveUrls({ body })).toEqual(body);
    expect(await admin.personalInfo.urls(yamadaPage())).toEqual(body);
  });

  it('refuses a title without its URL and a javascript: URL, saving nothing', async () => {
    const before = await yamada.profile.urls();
    await expect(yamada.profile.saveUrls({ body: { ...none, url2Title: '資料' } })).rejects.toMatchObject(
      refused('body.url2', 'required'),
    );
    await expect(
      yamada.profile.saveUrls({ body: { ...none, url1: 'javascript:alert(1)', url1Title: 'x' } }),
    ).rejects.toMatchObject(refused('body.url1', 'url'));
    expect(await yamada.profile.urls()).toEqual(before);
  });
});

describe('rows of my profile', () => {
  it('all carry my tenant', async () => {
    const tenantId = Number(
      (
        await server.db
          .selectFrom('users')
          .select('tenant_id')
          .where('id', '=', yamadaId)
          .executeTakeFirstOrThrow()
      ).tenant_id,
    );
    const tags = await server.db
      .selectFrom('personal_info_tags')
      .select('tenant_id')
      .where('user_id', '=', yamadaId)
      .execute();
    expect(tags.every((row) => Number(row.tenant_id) === tenantId)).toBe(true);
    expect(
      await selectTenantRows(server.db, 'personal_info', tenantId)
        .select('user_id')
        .where('user_id', '=', yamadaId)
        .executeTakeFirst(),
    ).toBeDefined();
  });
});
