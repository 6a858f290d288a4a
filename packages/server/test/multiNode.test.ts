import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCookieJar, createKizunaClient, type KizunaClient } from '@kizuna/api-client';
import type { CallEventsMessage as EventsMessage } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { missingClusterTools, startCluster, type Cluster } from '../../../scripts/cluster.mjs';
import type { Database } from '../src/db/createDatabase.js';
import { hashPassword } from '../src/modules/auth/index.js';
import { createTestDatabase } from './createTestDatabase.js';
import { refusal } from './refusal.js';

const serverDir = fileURLToPath(new URL('../', import.meta.url));
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');
const PASSWORD = 'Kizuna-Nodes1';

const missing = process.env.DATABASE_URL ? missingClusterTools({ postgres: false }) : [];
if (missing.length > 0) {
  console.warn(
    `several-nodes test skipped: ${missing.join(', ')} missing (node scripts/ensure-system-packages.mjs installs them as root)`,
  );
}

/** One person's browser: one cookie jar, reaching Kizuna through the load balancer or one node. */
interface Person {
  readonly lb: KizunaClient;
  /** Straight to node 1 or node 2 (the same session). */
  on(node: 1 | 2): KizunaClient;
  /** The node (`X-Kizuna-Node`) of every answer so far, in order. */
  readonly servedBy: string[];
  session(): string;
}

/**
 * Two `kizuna start` nodes on one PostgreSQL, queries through PgBouncer in transaction pooling mode,
 * LISTEN direct, behind nginx without sticky sessions (scripts/cluster.mjs with deploy/'s files).
 * PostgreSQL only: the embedded database belongs to one process.
 */
describe.skipIf(!process.env.DATABASE_URL || missing.length > 0)(
  'several nodes behind nginx and PgBouncer',
  () => {
    let database: Database & { readonly url?: string };
    let cluster: Cluster;
    const accounts: { id: number; accountId: string }[] = [];

    async function signIn(accountId: string, password: string): Promise<Person> {
      const servedBy: string[] = [];
      const jar = createCookieJar(async (input, init) => {
        const response = await fetch(input, init);
        servedBy.push(response.headers.get('x-kizuna-node') ?? 'none');
        return response;
      });
      const at = (baseURL: string) => createKizunaClient({ baseURL, cookieJar: jar });
      const lb = at(cluster.url);
      await lb.auth.xsrf();
      await lb.auth.login({ body: { tenantCode: 'demo', accountId, password } });
      const nodes = [at(cluster.nodes[0]!.url), at(cluster.nodes[1]!.url)] as const;
      return {
        lb,
        on: (node) => (node === 1 ? nodes[0] : nodes[1]),
        servedBy,
        session: () => `KIZUNA_SESSION=${jar.get('KIZUNA_SESSION') ?? ''}`,
      };
    }

    function listen(url: string, person: Person) {
      const socket = new WebSocket(`${url.replace('http', 'ws')}/api/browser/events`, {
        headers: { Cookie: person.session() },
      });
      const messages: EventsMessage[] = [];
      socket.on('message', (data) => messages.push(JSON.parse(String(data)) as EventsMessage));
      const open = new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      return { socket, messages, open };
    }

    beforeAll(async () => {
      database = await createTestDatabase({ seeded: true });
      // Three regular people besides yamada.taro: a talk partner and one to disable.
      const people = await database.db
        .selectFrom('users')
        .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
        .select(['users.id', 'users.account_id'])
        .where('tenants.code', '=', 'demo')
        .where('users.is_admin', '=', false)
        .where('users.user_type', '=', 'REGULAR_USER')
        .where('users.account_id', '!=', 'yamada.taro')
        .orderBy('users.id')
        .limit(2)
        .execute();
      accounts.push(...people.map((p) => ({ id: p.id, accountId: p.account_id })));
      await database.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(PASSWORD), password_change_reason: null })
        .where(
          'id',
          'in',
          people.map((p) => p.id),
        )
        .execute();
      cluster = await startCluster({
        databaseUrl: database.url!,
        command: [tsx, 'src/cli.ts', 'start'],
        cwd: serverDir,
      });
    }, 120_000);

    afterAll(async () => {
      await cluster?.stop();
      await database?.close();
    });

    it('serves a session signed in through nginx on either node, request after request', async () => {
      const yamada = await signIn('yamada.taro', 'Kizuna-User1');
      const before = yamada.servedBy.length;
      for (let i = 0; i < 4; i++) {
        expect(await yamada.lb.principal.userInfo()).toMatchObject({ accountId: 'yamada.taro' });
      }
      const served = yamada.servedBy.slice(before);
      // Round robin, no stickiness: the next request lands on the other node.
      expect(served).toHaveLength(4);
      for (let i = 1; i < served.length; i++) expect(served[i]).not.toBe(served[i - 1]);
      expect(new Set(served)).toEqual(new Set(['node-1', 'node-2']));
    });

    it('shows a division renamed on one node through the other at once', async () => {
      const admin = await signIn('admin', 'Kizuna-Admin1');
      const yamada = await signIn('yamada.taro', 'Kizuna-User1');
      const findYamada = async () => {
        const page = await yamada.on(2).internalContacts.searchByFreeWord({
          query: { page: 1, size: 30 },
          body: { freeWord: '山田' },
        });
        const item = page.items.find((i) => i.accountId === 'yamada.taro');
        if (!item) throw new Error('yamada.taro is not in the directory');
        return item;
      };
      // Node 2 keeps yamada's directory row from this search.
      const division = (await findYamada()).divisions[0]!;
      const stored = (await admin.on(1).divisionAdmin.list()).items.find(
        (d) => d.divisionId === division.divisionId,
      )!;
      const renamed = `${stored.divisionName}（新）`;
      await admin.on(1).divisionAdmin.save({
        body: {
          divisionId: stored.divisionId,
          parentDivisionId: stored.parentDivisionId,
          divisionName: renamed,
          divisionNameKana: stored.divisionNameKana,
          divisionCode: stored.divisionCode ?? 'NODES01',
          divisionPhoneNum: stored.divisionPhoneNum ?? '',
          divisionUrl: stored.divisionUrl ?? '',
          comment: stored.comment ?? '',
        },
      });
      expect((await findYamada()).divisions[0]).toEqual({
        divisionId: division.divisionId,
        divisionName: renamed,
      });
      expect(
        await yamada.on(2).divisions.info({ params: { divisionId: division.divisionId } }),
      ).toMatchObject({
        divisionName: renamed,
      });
    });

    it('lists a notice, a talk message and a call made on one node through the other', async () => {
      const admin = await signIn('admin', 'Kizuna-Admin1');
      const yamada = await signIn('yamada.taro', 'Kizuna-User1');
      const partner = await signIn(accounts[0]!.accountId, PASSWORD);

      const now = Date.now();
      const notice = await admin.on(1).informationAdmin.save({
        body: {
          title: '二台目のサーバーからも見えるお知らせ',
          memo: '全ノードに同じ内容が出ます。',
          important: 1,
          startDatetime: new Date(now - 60_000).toISOString(),
          endDatetime: new Date(now + 86_400_000).toISOString(),
          indefinitePeriod: false,
          enabled: true,
          mustRead: false,
        },
      });
      expect((await yamada.on(2).information.list()).items).toContainEqual(
        expect.objectContaining({
          informationId: notice.informationId,
          title: '二台目のサーバーからも見えるお知らせ',
        }),
      );

      const room = await yamada.on(1).talk.create({ body: { contactIds: [accounts[0]!.id] } });
      const params = { talkRoomId: room.talkRoomId };
      const sent = await yamada.on(1).talk.sendText({ params, body: { message: 'ノード1から' } });
      expect((await partner.on(2).talk.newer({ params })).messages).toContainEqual(
        expect.objectContaining({
          talkMessageId: sent.talkMessageId,
          message: 'ノード1から',
          myMessage: false,
        }),
      );

      // admin (1000) calls yamada (1001) on the simulated PBX through node 1; node 2 sees the ringing.
      await admin.on(1).calls.directCall({ body: { destination: '1001' } });
      expect((await yamada.on(2).calls.localPhoneStatus()).self.status).toBe('RINGING');
      await admin.on(2).calls.endCall({});
      expect((await yamada.on(1).calls.localPhoneStatus()).self.status).toBe('IDLE');
    });

    it('refuses a user disabled on one node on every node at once', async () => {
      const admin = await signIn('admin', 'Kizuna-Admin1');
      const victim = await signIn(accounts[1]!.accountId, PASSWORD);
      expect(await victim.on(1).principal.userInfo()).toMatchObject({ accountId: accounts[1]!.accountId });
      expect(await victim.on(2).principal.userInfo()).toMatchObject({ accountId: accounts[1]!.accountId });
      await admin.on(1).userAdmin.disable({ params: { userId: accounts[1]!.id } });
      expect((await refusal(victim.on(2).principal.userInfo())).status).toBe(401);
      expect((await refusal(victim.on(1).principal.userInfo())).status).toBe(401);
      expect((await refusal(victim.lb.principal.userInfo())).status).toBe(401);
    });

    it('pushes an event caused on node 2 to sockets on node 1 and through nginx', async () => {
      const yamada = await signIn('yamada.taro', 'Kizuna-User1');
      const partner = await signIn(accounts[0]!.accountId, PASSWORD);
      const room = await partner.lb.talk.create({
        body: { contactIds: [(await yamada.lb.principal.userInfo()).userId] },
      });
      const params = { talkRoomId: room.talkRoomId };
      const onNode1 = listen(cluster.nodes[0]!.url, yamada);
      const throughNginx = listen(cluster.url, yamada);
      await Promise.all([onNode1.open, throughNginx.open]);
      const talk = (messages: EventsMessage[]) =>
        messages.flatMap((m) => (m.type === 'talkMessage' ? [m.message.message] : []));

      await partner.on(2).talk.sendText({ params, body: { message: 'ノード2から' } });
      // Whichever node nginx put the second socket on, one of these comes from the other node.
      await partner.on(1).talk.sendText({ params, body: { message: 'ノード1から' } });
      await expect
        .poll(() => talk(onNode1.messages), { timeout: 5000 })
        .toEqual(['ノード2から', 'ノード1から']);
      await expect
        .poll(() => talk(throughNginx.messages), { timeout: 5000 })
        .toEqual(['ノード2から', 'ノード1から']);
      onNode1.socket.close();
      throughNginx.socket.close();
    });
  },
);
