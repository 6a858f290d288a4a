import { copyFile, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

let server: TestServer;
let inbox: string;
let admin: KizunaClient;
let yamada: KizunaClient;
let demoId: number;

/** Drops a recorded document into the feed's folder as the JMA names its files. */
async function drop(fixture: string, name: string) {
  // Written aside, then renamed: the feed never reads half a file.
  await copyFile(path.join(FIXTURES, fixture), path.join(inbox, `.${name}`));
  await rename(path.join(inbox, `.${name}`), path.join(inbox, name));
}

/** Waits until the feed has moved the file aside (handled). */
async function handled(name: string) {
  for (let i = 0; i < 200; i++) {
    const done = await readdir(path.join(inbox, 'done')).catch((): string[] => []);
    const failed = await readdir(path.join(inbox, 'failed')).catch((): string[] => []);
    if (done.includes(name) || failed.includes(name)) return done.includes(name) ? 'done' : 'failed';
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} was not handled`);
}

const checksOfDemo = () =>
  server.db
    .selectFrom('anpi_checks')
    .select(['id', 'kind', 'title', 'whole_company', 'started_by'])
    .where('tenant_id', '=', demoId)
    .where('kind', '=', 'REAL') // demo has a closed drill of its own
    .orderBy('id')
    .execute();

beforeAll(async () => {
  inbox = await mkdtemp(path.join(tmpdir(), 'kizuna-quake-inbox-'));
  server = await startTestServer({ quakeFeed: inbox, quakePollMs: 50 });
  [admin, yamada] = await Promise.all([server.signIn('demoAdmin'), server.signIn('demoUser')]);
  demoId = Number(
    (await server.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow())
      .id,
  );
});

afterAll(async () => {
  await server?.close();
  await rm(inbox, { recursive: true, force: true });
});

describe('automatic start on earthquakes', () => {
  it('is off by default; a plain user may neither read nor change it; bad settings change nothing', async () => {
    const settings = await admin.anpiQuakeAdmin.settings();
    expect(settings).toMatchObject({ enabled: false, threshold: '5-', prefectures: [], events: [] });
    expect(settings.feed).toBe(`folder ${inbox}`);
    expect(await refusal(yamada.anpiQuakeAdmin.settings())).toMatchObject({ status: 403 });
    expect(
      await refusal(
        admin.anpiQuakeAdmin.saveSettings({
          body: { enabled: true, threshold: '5弱', prefectures: ['13'] } as never,
        }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await refusal(
        admin.anpiQuakeAdmin.saveSettings({ body: { enabled: true, threshold: '5-', prefectures: ['48'] } }),
      ),
    ).toMatchObject({ status: 400 });
    expect((await admin.anpiQuakeAdmin.settings()).enabled).toBe(false);
  });

  it('a dropped document below the threshold or off starts nothing', async () => {
    await drop('vxse51-kanto-5plus.xml', '20261126224100_0_VXSE51_010000.xml');
    expect(await handled('20261126224100_0_VXSE51_010000.xml')).toBe('done');
    expect(await checksOfDemo()).toEqual([]);
  });

  it('a dropped document that meets the settings starts exactly one real check for the whole company', async () => {
    await admin.anpiQuakeAdmin.saveSettings({
      body: { enabled: true, threshold: '5-', prefectures: ['13', '14'] },
    });
    await drop('vxse53-hokkaido-4.xml', '20261126030900_0_VXSE53_010000.xml');
    expect(await handled('20261126030900_0_VXSE53_010000.xml')).toBe('done');
    expect(await checksOfDemo()).toEqual([]);

    await drop('vxse53-kanto-5plus.xml', '20261126224500_0_VXSE53_010000.xml');
    expect(await handled('20261126224500_0_VXSE53_010000.xml')).toBe('done');
    // The same earthquake again, and its other report: no second check.
    await drop('vxse51-kanto-5plus.xml', '20261126224101_0_VXSE51_010000.xml');
    await drop('vxse53-truncated.xml', '20261126225000_0_VXSE53_010000.xml');
    expect(await handled('20261126224101_0_VXSE51_010000.xml')).toBe('done');
    expect(await handled('20261126225000_0_VXSE53_010000.xml')).toBe('failed');

    const checks = await checksOfDemo();
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ kind: 'REAL', whole_company: true, started_by: null });
    expect(checks[0]!.title).toContain('5強');
    const asked = await server.db
      .selectFrom('anpi_check_targets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('check_id', '=', checks[0]!.id)
      .executeTakeFirstOrThrow();
    const everyone = await server.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', demoId)
      .where('enabled', '=', true)
      .where('user_type', '=', 'REGULAR_USER')
      .executeTakeFirstOrThrow();
    expect(Number(asked.n)).toBe(Number(everyone.n));

    const settings = await admin.anpiQuakeAdmin.settings();
    expect(settings.events).toEqual([
      expect.objectContaining({
        eventId: '20261126224012',
        hypocenter: '千葉県北西部',
        maxIntensity: '5+',
        prefectures: ['13'],
        checkId: Number(checks[0]!.id),
      }),
    ]);
    // yamada sees the check in the app.
    const mine = await yamada.anpi.myChecks();
    expect(mine.items.map((item) => item.check.checkId)).toContain(Number(checks[0]!.id));
  });
});
