import type { KizunaClient } from '@kizuna/api-client';
import type { GroupContact } from '@kizuna/api-client/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { selectTenantRows } from '../../db/tenantRows.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
/** A reader of the group company linked with demo: sees demo's directory as a group company. */
let reader: KizunaClient;
let demoId: number;
let logisticsId: number;

async function tenantId(code: string): Promise<number> {
  const row = await server.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function divisionId(tenant: number, name: string): Promise<number> {
  const row = await selectTenantRows(server.db, 'divisions', tenant)
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Every person of demo the reader's group directory lists, all pages. */
async function everyoneShown(
  body: { divisionIds?: number[]; freeWord?: string } = {},
): Promise<GroupContact[]> {
  const people: GroupContact[] = [];
  for (let page = 1; ; page += 1) {
    const found = await reader.groupCompanies.searchContacts({
      params: { groupTenantId: demoId },
      query: { page, size: 100 },
      body: { freeWord: '', ...body },
    });
    people.push(...found.items);
    if (!found.hasNext) return people;
  }
}

/** Demo's people whose every post is in one of the divisions (the ones a hidden branch hides). */
async function onlyIn(divisionIds: readonly number[]): Promise<number[]> {
  const rows = await selectTenantRows(server.db, 'user_divisions', demoId)
    .select(['user_id', 'division_id'])
    .execute();
  const posts = new Map<number, number[]>();
  for (const row of rows) {
    posts.set(Number(row.user_id), [...(posts.get(Number(row.user_id)) ?? []), Number(row.division_id)]);
  }
  return [...posts]
    .filter(([, of]) => of.every((id) => divisionIds.includes(id)))
    .map(([id]) => id)
    .sort((a, b) => a - b);
}

async function logEntries() {
  return server.db
    .selectFrom('admin_action_log')
    .select(['tenant_id', 'action', 'target', 'before', 'after'])
    .where('action', 'like', 'internalContact.%')
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, yamada, reader] = await Promise.all([
    server.signIn('demoAdmin'),
    server.signIn('demoUser'),
    server.signIn('logisticsAdmin'),
  ]);
  [demoId, logisticsId] = await Promise.all([tenantId('demo'), tenantId('kizuna-logistics')]);
});
afterEach(async () => {
  await server.db.deleteFrom('group_hidden_divisions').execute();
  await server.db.deleteFrom('group_hidden_users').execute();
});
afterAll(async () => {
  await server?.close();
});

describe('internal-contact admin: what group companies see', () => {
  it('hides a division: its people and its sub-divisions’ people leave the linked company’s list, search and detail', async () => {
    const general = await divisionId(demoId, '総務部');
    const branch = [general, await divisionId(demoId, '総務課'), await divisionId(demoId, '法務課')];
    const hiddenPeople = await onlyIn(branch);
    expect(hiddenPeople.length).toBeGreaterThan(0);
    const before = await everyoneShown();
    const someone = before.find((person) => person.linkageContactId === hiddenPeople[0])!;
    expect(someone).toBeDefined();
    const overviewBefore = await admin.internalContactAdmin.overview();

    expect(
      await admin.internalContactAdmin.setDivision({
        params: { divisionId: general },
        body: { shown: false },
      }),
    ).toEqual({ count: 1 });

    const after = await everyoneShown();
    expect(after.map((person) => person.linkageContactId).sort((a, b) => a - b)).toEqual(
      before
        .map((person) => person.linkageContactId)
        .filter((id) => !hiddenPeople.includes(id))
        .sort((a, b) => a - b),
    );
    // Someone with a post elsewhere stays, without the hidden posts.
    for (const person of after) {
      expect(person.divisions.filter((division) => branch.includes(division.divisionId))).toEqual([]);
    }
    // Search by name finds nobody hidden; the hidden division and its children are not there.
    const byName = await everyoneShown({ freeWord: someone.fullname });
    expect(byName.map((person) => person.linkageContactId)).not.toContain(someone.linkageContactId);
    expect(
      await refusal(
        reader.groupCompanies.contact({
          params: { groupTenantId: demoId, contactId: someone.linkageContactId },
        }),
      ),
    ).toEqual({ status: 404, code: 'CONTACT_NOT_FOUND' });
    for (const id of branch) {
      expect(await refusal(everyoneShown({ divisionIds: [id] }))).toEqual({
        status: 404,
        code: 'GROUP_DIVISION_NOT_FOUND',
      });
      expect(
        await refusal(
          reader.groupCompanies.divisionChildren({ params: { groupTenantId: demoId, divisionId: id } }),
        ),
      ).toMatchObject({ status: 404 });
    }
    const headOffice = await divisionId(demoId, '本社');
    const children = await reader.groupCompanies.divisionChildren({
      params: { groupTenantId: demoId, divisionId: headOffice },
    });
    expect(children.items.map((division) => division.divisionName)).not.toContain('総務部');
    expect(children.items.map((division) => division.divisionName)).toContain('人事部');
    const tree = await reader.groupCompanies.partialTree({
      params: { groupTenantId: demoId, divisionId: headOffice },
    });
    expect(JSON.stringify(tree)).not.toContain('総務');

    // The admin's page says so: the switch, the branch under it, and the count.
    const overview = await admin.internalContactAdmin.overview();
    expect(overview.shownCount).toBe(overviewBefore.shownCount - hiddenPeople.length);
    expect(overview.peopleCount).toBe(overviewBefore.peopleCount);
    expect(overview.divisions.find((division) => division.divisionId === general)).toMatchObject({
      shown: false,
      hiddenByParent: false,
    });
    expect(overview.divisions.find((division) => division.divisionId === branch[1])).toMatchObject({
      shown: true,
      hiddenByParent: true,
    });

    // Shown again: everyone is back.
    await admin.internalContactAdmin.setDivision({ params: { divisionId: general }, body: { shown: true } });
    expect((await everyoneShown()).length).toBe(before.length);
    expect(
      await reader.groupCompanies.contact({
        params: { groupTenantId: demoId, contactId: someone.linkageContactId },
      }),
    ).toEqual(someone);
    const entries = (await logEntries()).filter((entry) => entry.target === `division:${general}`);
    expect(
      entries.map((entry) => [Number(entry.tenant_id), entry.action, entry.before, entry.after]),
    ).toEqual([
      [
        demoId,
        'internalContact.division',
        { divisionName: '総務部', shownToGroupCompanies: true },
        { divisionName: '総務部', shownToGroupCompanies: false },
      ],
      [
        demoId,
        'internalContact.division',
        { divisionName: '総務部', shownToGroupCompanies: false },
        { divisionName: '総務部', shownToGroupCompanies: true },
      ],
    ]);
  });

  it('hides one person, and shows them again', async () => {
    const [someone] = (await everyoneShown({ freeWord: '山田 太郎' })).filter(
      (p) => p.fullname === '山田 太郎',
    );
    expect(someone).toBeDefined();
    const id = someone!.linkageContactId;
    const users = await admin.internalContactAdmin.users({ query: { freeWord: '山田 太郎' } });
    expect(users.items.find((user) => user.userId === id)).toMatchObject({
      shown: true,
      hiddenByDivision: false,
    });

    expect(
      await admin.internalContactAdmin.setUser({ params: { userId: id }, body: { shown: false } }),
    ).toEqual({
      count: 1,
    });
    // Hiding again changes nothing and logs nothing.
    expect(
      await admin.internalContactAdmin.setUser({ params: { userId: id }, body: { shown: false } }),
    ).toEqual({
      count: 0,
    });
    expect((await everyoneShown()).map((p) => p.linkageContactId)).not.toContain(id);
    expect((await everyoneShown({ freeWord: '山田 太郎' })).map((p) => p.linkageContactId)).not.toContain(id);
    expect(
      await refusal(reader.groupCompanies.contact({ params: { groupTenantId: demoId, contactId: id } })),
    ).toEqual({ status: 404, code: 'CONTACT_NOT_FOUND' });
    // The face thumbnail answers as the detail does: no such person.
    const thumbnail = `/api/browser/groupCompanies/${demoId}/faceImageThumbnail/${id}`;
    const face = async () =>
      (
        await fetch(`${server.url}${thumbnail}`, {
          headers: { Cookie: (await server.rawSession('logisticsAdmin')).cookie },
        })
      ).status;
    expect(await face()).toBe(404);
    expect(
      (await admin.internalContactAdmin.users({ query: { freeWord: '山田 太郎' } })).items[0],
    ).toMatchObject({
      userId: id,
      shown: false,
    });

    await admin.internalContactAdmin.setUser({ params: { userId: id }, body: { shown: true } });
    expect((await everyoneShown()).map((p) => p.linkageContactId)).toContain(id);
    expect(await face()).toBe(200);
    const entries = (await logEntries()).filter((entry) => entry.target === `user:${id}`);
    expect(entries.map((entry) => [entry.action, entry.target, entry.after])).toEqual([
      ['internalContact.user', `user:${id}`, { fullname: '山田 太郎', shownToGroupCompanies: false }],
      ['internalContact.user', `user:${id}`, { fullname: '山田 太郎', shownToGroupCompanies: true }],
    ]);
  });

  it('lists the companies linked both ways', async () => {
    expect((await admin.internalContactAdmin.overview()).linkedCompanies).toEqual([
      { groupTenantId: logisticsId, orgName: 'キズナ物流株式会社' },
    ]);
  });

  it('answers 403 to those without the entry: a plain user, an admin without the features', async () => {
    const trialAdmin = await server.signIn('trialAdmin');
    const headOffice = await divisionId(demoId, '本社');
    for (const client of [yamada, reader, trialAdmin]) {
      expect(await refusal(client.internalContactAdmin.overview())).toMatchObject({ status: 403 });
      expect(
        await refusal(
          client.internalContactAdmin.setDivision({
            params: { divisionId: headOffice },
            body: { shown: false },
          }),
        ),
      ).toMatchObject({ status: 403 });
    }
    expect(await server.db.selectFrom('group_hidden_divisions').selectAll().execute()).toEqual([]);
  });

  it('does not reach another tenant’s division or person, and refuses a bad body, changing nothing', async () => {
    const logged = (await logEntries()).length;
    const theirs = await divisionId(logisticsId, '経営管理部');
    expect(
      await refusal(
        admin.internalContactAdmin.setDivision({ params: { divisionId: theirs }, body: { shown: false } }),
      ),
    ).toEqual({ status: 404, code: 'DIVISION_NOT_FOUND' });
    const theirUser = await selectTenantRows(server.db, 'users', logisticsId)
      .select('id')
      .executeTakeFirstOrThrow();
    expect(
      await refusal(
        admin.internalContactAdmin.setUser({
          params: { userId: Number(theirUser.id) },
          body: { shown: false },
        }),
      ),
    ).toEqual({ status: 404, code: 'CONTACT_NOT_FOUND' });
    const mine = await divisionId(demoId, '経理部');
    const bad = admin.internalContactAdmin.setDivision({
      params: { divisionId: mine },
      body: { shown: 'no' as unknown as boolean },
    });
    expect(await refusal(bad)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await server.db.selectFrom('group_hidden_divisions').selectAll().execute()).toEqual([]);
    expect(await server.db.selectFrom('group_hidden_users').selectAll().execute()).toEqual([]);
    expect(await logEntries()).toHaveLength(logged);
  });
});
