import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let yamada: KizunaClient;
let admin: KizunaClient;

beforeAll(async () => {
  server = await startTestServer();
  [yamada, admin] = await Promise.all([server.signIn('demoUser'), server.signIn('demoAdmin')]);
});
afterAll(async () => {
  await server?.close();
});

/** The first 30 people of the demo directory as `client` sees them, and those named. */
async function people(client: KizunaClient, ...names: string[]) {
  const search = (freeWord: string) =>
    client.internalContacts.searchByFreeWord({ query: { page: 1 }, body: { divisionIds: [], freeWord } });
  const named = await Promise.all(
    names.map(async (name) => {
      const found = (await search(name)).items.find((person) => person.fullname === name);
      if (!found) throw new Error(`${name} is not in the demo directory`);
      return found;
    }),
  );
  return [...named, ...(await search('')).items];
}

const CANNOT = ['加藤 美咲', '受付', '管理 花子', '山田 太郎'];

describe('talkAvailable: talk is offered exactly where the server opens the room', () => {
  it('is false for a person listed without an account, a facility, an administrator and oneself', async () => {
    const found = await people(yamada, ...CANNOT);
    expect(found.slice(0, CANNOT.length).map((person) => [person.fullname, person.talkAvailable])).toEqual(
      CANNOT.map((name) => [name, false]),
    );
    expect(found.filter((person) => person.talkAvailable).length).toBeGreaterThan(3);
  });

  it('agrees with the refusal of a one-to-one room, person by person, in search and detail', async () => {
    for (const person of await people(yamada, ...CANNOT)) {
      const detail = await yamada.internalContacts.detail({ params: { contactId: person.contactId } });
      expect(detail.talkAvailable, person.fullname).toBe(person.talkAvailable);
      const opened = await yamada.talk.create({ body: { contactIds: [person.contactId] } }).then(
        () => true,
        async (error: unknown) => {
          expect(await refusal(Promise.reject(error))).toMatchObject({ code: 'TALK_CONTACT_DISABLED' });
          return false;
        },
      );
      expect(opened, person.fullname).toBe(person.talkAvailable);
    }
  });

  it('is false for everyone when the viewer is an administrator (who has no talk)', async () => {
    const found = await people(admin, '山田 太郎');
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((person) => person.talkAvailable === false)).toBe(true);
  });

  it('is carried by the members of a contact group too', async () => {
    const found = await people(yamada, '加藤 美咲');
    const kato = found[0]!;
    const sato = found.find((person) => person.talkAvailable)!;
    const group = await yamada.contactGroups.addOrUpdate({ body: { groupName: 'トーク確認' } });
    await yamada.contactGroups.copyFromInternal({
      params: { groupId: group.groupId },
      body: { contactIds: [kato.contactId, sato.contactId] },
    });
    const members = await yamada.contactGroups.internalContacts({ params: { groupId: group.groupId } });
    expect(
      Object.fromEntries(members.items.map((member) => [member.linkageContactId, member.talkAvailable])),
    ).toEqual({ [kato.contactId]: false, [sato.contactId]: true });
  });
});
