import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import type { Database } from '../../db/createDatabase.js';
import { saveQuakeSettings } from './anpiQuakeStore.js';
import { folderQuakeFeed } from './QuakeFeed.js';
import { handleQuakeDocument, startQuakeWatch, type QuakeCheckRequest } from './quakeWatch.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => readFile(path.join(FIXTURES, name), 'utf8');

let database: Database;
let demo: number;
let trial: number;
/** The checks the handling asked for, as the safety-check service would have started them. */
let started: QuakeCheckRequest[];
let logged: string[];
const handling = () => ({
  db: database.db,
  clock: () => new Date('2026-11-26T13:42:00Z'),
  log: (message: string) => logged.push(message),
  async startCheck(_db: unknown, request: QuakeCheckRequest) {
    started.push(request);
    return 1000 + started.length;
  },
});

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const tenants = await database.db.selectFrom('tenants').select(['id', 'code']).execute();
  demo = Number(tenants.find((t) => t.code === 'demo')!.id);
  trial = Number(tenants.find((t) => t.code === 'trial')!.id);
  await database.db
    .insertInto('tenant_features')
    .values([
      { tenant_id: demo, feature: 'ANPI' },
      { tenant_id: trial, feature: 'ANPI' },
    ])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  started = [];
  logged = [];
  await database.db.deleteFrom('anpi_quake_events').execute();
  await database.db.deleteFrom('anpi_quake_settings').execute();
});

const document = async (name: string) => ({ name, xml: await fixture(name) });

describe('handleQuakeDocument', () => {
  it('starts one check per tenant whose threshold and prefectures the report meets', async () => {
    const now = new Date();
    await saveQuakeSettings(database.db, demo, { enabled: true, threshold: '5-', prefectures: ['13'] }, now);
    await saveQuakeSettings(database.db, trial, { enabled: true, threshold: '6-', prefectures: ['13'] }, now);
    const outcome = await handleQuakeDocument(handling(), await document('vxse51-kanto-5plus.xml'));
    expect(outcome).toEqual({ failed: false, started: [{ tenantId: demo, checkId: 1001 }] });
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ tenantId: demo, match: { maxIntensity: '5+', prefectures: ['13'] } });
    const events = await database.db.selectFrom('anpi_quake_events').selectAll().execute();
    expect(events).toMatchObject([
      {
        tenant_id: demo,
        event_id: '20261126224012',
        max_intensity: '5+',
        prefectures: ['13'],
        check_id: 1001,
      },
    ]);
  });

  it('starts nothing while the automatic start is off (the default) or for another prefecture', async () => {
    expect((await handleQuakeDocument(handling(), await document('vxse51-kanto-5plus.xml'))).started).toEqual(
      [],
    );
    await saveQuakeSettings(
      database.db,
      demo,
      { enabled: false, threshold: '4', prefectures: [] },
      new Date(),
    );
    await saveQuakeSettings(
      database.db,
      trial,
      { enabled: true, threshold: '5-', prefectures: ['27'] },
      new Date(),
    );
    expect((await handleQuakeDocument(handling(), await document('vxse53-kanto-5plus.xml'))).started).toEqual(
      [],
    );
    expect(started).toEqual([]);
  });

  it('starts nothing below the threshold', async () => {
    await saveQuakeSettings(
      database.db,
      demo,
      { enabled: true, threshold: '5-', prefectures: [] },
      new Date(),
    );
    expect((await handleQuakeDocument(handling(), await document('vxse53-hokkaido-4.xml'))).started).toEqual(
      [],
    );
    expect(started).toEqual([]);
  });

  it('starts once per earthquake: the later report of the same event, or the same report again, starts nothing', async () => {
    await saveQuakeSettings(
      database.db,
      demo,
      { enabled: true, threshold: '5-', prefectures: [] },
      new Date(),
    );
    const first = await handleQuakeDocument(handling(), await document('vxse51-kanto-5plus.xml'));
    const [second, third] = await Promise.all([
      handleQuakeDocument(handling(), await document('vxse53-kanto-5plus.xml')),
      handleQuakeDocument(handling(), await document('vxse51-kanto-5plus.xml')),
    ]);
    expect(first.started).toHaveLength(1);
    expect([...second.started, ...third.started]).toEqual([]);
    expect(started).toHaveLength(1);
  });

  it('logs a document it cannot read and starts nothing', async () => {
    await saveQuakeSettings(
      database.db,
      demo,
      { enabled: true, threshold: '4', prefectures: [] },
      new Date(),
    );
    const outcome = await handleQuakeDocument(handling(), await document('vxse53-truncated.xml'));
    expect(outcome).toEqual({ failed: true, started: [] });
    expect(started).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^JMA document vxse53-truncated\.xml could not be read: /);
  });
});

describe('the folder feed', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'kizuna-quake-'));
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('handles the documents dropped into the folder and moves each aside, the unreadable to failed/', async () => {
    await saveQuakeSettings(
      database.db,
      demo,
      { enabled: true, threshold: '5-', prefectures: ['11'] },
      new Date(),
    );
    await writeFile(
      path.join(folder, '20261126224100_0_VXSE51_010000.xml'),
      await fixture('vxse51-kanto-5plus.xml'),
    );
    await writeFile(
      path.join(folder, '20261126224500_0_VXSE53_010000.xml'),
      await fixture('vxse53-kanto-5plus.xml'),
    );
    await writeFile(
      path.join(folder, '20261126225000_0_VXSE53_010000.xml'),
      await fixture('vxse53-truncated.xml'),
    );
    const watch = startQuakeWatch({ ...handling(), feed: folderQuakeFeed(folder), intervalMs: 60_000 });
    await watch.pollNow();
    await watch.close();
    expect(started).toHaveLength(1);
    expect(await readdir(path.join(folder, 'done'))).toEqual([
      '20261126224100_0_VXSE51_010000.xml',
      '20261126224500_0_VXSE53_010000.xml',
    ]);
    expect(await readdir(path.join(folder, 'failed'))).toEqual(['20261126225000_0_VXSE53_010000.xml']);
    expect(logged).toHaveLength(1);
  });
});
