import type { KizunaClient, ScheduleItemBody } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let yamada: KizunaClient;
let admin: KizunaClient;
let yamadaId: number;

const HOUR = 3_600_000;

function item(overrides: Partial<Record<keyof ScheduleItemBody, unknown>> = {}): ScheduleItemBody {
  const start = new Date(Date.now() + 2 * HOUR);
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + HOUR).toISOString(),
    subject: '週次定例',
    status: 'busy',
    location: null,
    ...overrides,
  } as ScheduleItemBody;
}

async function storedCount(): Promise<number> {
  const row = await server.db
    .selectFrom('schedule_items')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', yamadaId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function refusal(body: ScheduleItemBody): Promise<{ status: number; fields: string[] }> {
  try {
    await yamada.presence.addMySchedule({ body });
  } catch (error) {
    const failed = error as { statusCode: number; fieldErrors: { path: string; key: string }[] };
    return { status: failed.statusCode, fields: failed.fieldErrors.map((f) => `${f.path}:${f.key}`) };
  }
  throw new Error('the item was accepted');
}

beforeAll(async () => {
  server = await startTestServer();
  yamada = await server.signIn('demoUser');
  admin = await server.signIn('demoAdmin');
  yamadaId = (await yamada.principal.userInfo()).userId;
});
afterAll(async () => {
  await server?.close();
});

describe('own schedule items', () => {
  it('refuses a blank title, an end not after the start, a too long title or place and “unknown”, storing nothing', async () => {
    const before = await storedCount();
    const start = new Date(Date.now() + HOUR).toISOString();
    expect(await refusal(item({ subject: '   ' }))).toEqual({
      status: 400,
      fields: ['body.subject:required'],
    });
    expect(await refusal(item({ start, end: start }))).toEqual({ status: 400, fields: ['body.end:invalid'] });
    expect(await refusal(item({ start, end: new Date(Date.parse(start) - HOUR).toISOString() }))).toEqual({
      status: 400,
      fields: ['body.end:invalid'],
    });
    expect(await refusal(item({ subject: 'あ'.repeat(201) }))).toEqual({
      status: 400,
      fields: ['body.subject:length'],
    });
    expect(await refusal(item({ location: '会'.repeat(201) }))).toEqual({
      status: 400,
      fields: ['body.location:length'],
    });
    expect(await refusal(item({ status: 'unknown' }))).toEqual({
      status: 400,
      fields: ['body.status:invalid'],
    });
    expect((await refusal(item({ start: 'tomorrow at ten' }))).fields).toEqual(['body.start:invalid']);
    expect(await storedCount()).toBe(before);
  });

  it('counts a title’s length in characters as people do, trims it, and keeps a blank place as none', async () => {
    // 𠮷 is two UTF-16 units; 200 of them are 200 characters, the most a title may have.
    const long = '𠮷'.repeat(200);
    const added = await yamada.presence.addMySchedule({
      body: item({ subject: `  ${long} `, location: '   ', status: 'tentative' }),
    });
    expect(added).toMatchObject({ subject: long, location: null, status: 'tentative' });
    const placed = await yamada.presence.addMySchedule({ body: item({ location: ' 大会議室 ' }) });
    expect(placed.location).toBe('大会議室');
    const seen = await admin.presence.userSchedules({ params: { userId: yamadaId } });
    expect(seen.items.map((i) => i.scheduleId)).toEqual(
      expect.arrayContaining([added.scheduleId, placed.scheduleId]),
    );
  });

  it('lets only the owner remove an item', async () => {
    const added = await yamada.presence.addMySchedule({ body: item({ subject: '来客対応' }) });
    await expect(
      admin.presence.deleteMySchedule({ params: { scheduleId: added.scheduleId } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const still = await admin.presence.userSchedules({ params: { userId: yamadaId } });
    expect(still.items.map((i) => i.scheduleId)).toContain(added.scheduleId);
    await yamada.presence.deleteMySchedule({ params: { scheduleId: added.scheduleId } });
    const after = await admin.presence.userSchedules({ params: { userId: yamadaId } });
    expect(after.items.map((i) => i.scheduleId)).not.toContain(added.scheduleId);
    await expect(
      yamada.presence.deleteMySchedule({ params: { scheduleId: added.scheduleId } }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
