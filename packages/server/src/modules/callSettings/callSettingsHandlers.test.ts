import type { KizunaClient } from '@kizuna/api-client';
import Encoding from 'encoding-japanese';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { publishingPbx, type SimulatedPbx } from '../calls/index.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let trial: KizunaClient;
let pbx: SimulatedPbx;
let tenantId: number;
const ids = { admin: 0, yamada: 0 };

beforeAll(async () => {
  server = await startTestServer();
  [admin, yamada, trial] = await Promise.all([
    server.signIn('demoAdmin'),
    server.signIn('demoUser'),
    server.signIn('trialAdmin'),
  ]);
  tenantId = await tenantIdOf(server.db, 'demo');
  ids.admin = await userIdOf(server.db, tenantId, 'admin');
  ids.yamada = await userIdOf(server.db, tenantId, 'yamada.taro');
  pbx = publishingPbx(server.db, () => new Date(Date.now()));
});

afterAll(async () => {
  await server?.close();
});

const numbersOf = async (client: KizunaClient) =>
  (await client.callSettings.rejections({})).items.map((r) => [r.fromNumber, r.remarks]);

function fileOf(bytes: Uint8Array<ArrayBuffer> | string, name: string): File {
  return new File([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes], name);
}

function shiftJis(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));
}

describe('the call rejection list', () => {
  it('starts with the numbers the demo data gives yamada', async () => {
    expect(await numbersOf(yamada)).toEqual([
      ['0120444444', '営業電話'],
      ['0570000000', 'ワン切り'],
    ]);
    await server.db.deleteFrom('pbx_call_rejections').where('user_id', '=', ids.yamada).execute();
    expect(await numbersOf(yamada)).toEqual([]);
  });

  it('inserts, updates and deletes the own entries; numbers are kept as dial characters', async () => {
    const entry = await yamada.callSettings.insertRejection({
      body: { fromNumber: '03-1111-2222', remarks: '勧誘' },
    });
    expect(entry).toMatchObject({ fromNumber: '0311112222', remarks: '勧誘' });
    await expect(
      yamada.callSettings.insertRejection({ body: { fromNumber: '0311112222' } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: {
        code: 'CALL_REJECTION_DUPLICATE',
        fieldErrors: [{ path: 'body.fromNumber', key: 'duplicate' }],
      },
    });
    const changed = await yamada.callSettings.updateRejection({
      body: { callRejectionId: entry.callRejectionId, fromNumber: '0311113333', remarks: '' },
    });
    expect(changed).toEqual({
      callRejectionId: entry.callRejectionId,
      fromNumber: '0311113333',
      remarks: '',
    });
    expect(await numbersOf(yamada)).toEqual([['0311113333', '']]);
    // Someone else's entry is no entry at all.
    await expect(
      admin.callSettings.updateRejection({
        body: { callRejectionId: entry.callRejectionId, fromNumber: '0399999999' },
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      admin.callSettings.deleteRejections({ body: { callRejectionIds: [entry.callRejectionId] } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await numbersOf(yamada)).toEqual([['0311113333', '']]);

    expect(
      await yamada.callSettings.deleteRejections({ body: { callRejectionIds: [entry.callRejectionId] } }),
    ).toEqual({ count: 1 });
    expect(await numbersOf(yamada)).toEqual([]);
  });

  it('refuses bad numbers and remarks with field errors, changing nothing', async () => {
    for (const fromNumber of ['', 'abc', '0'.repeat(33)]) {
      await expect(yamada.callSettings.insertRejection({ body: { fromNumber } })).rejects.toMatchObject({
        statusCode: 400,
        data: { code: 'VALIDATION_FAILED' },
      });
    }
    await expect(
      yamada.callSettings.insertRejection({ body: { fromNumber: '0312345678', remarks: 'x'.repeat(101) } }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await numbersOf(yamada)).toEqual([]);
  });

  it('is not offered to a tenant without call settings', async () => {
    await expect(trial.callSettings.rejections({})).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe('importing call rejections', () => {
  it('applies the good lines of a UTF-8 TSV, reports the bad one, and keeps the result', async () => {
    await yamada.callSettings.insertRejection({ body: { fromNumber: '0120000001', remarks: 'old' } });
    await yamada.callSettings.insertRejection({ body: { fromNumber: '0120000002' } });
    const text = [
      'REJECT_NUMBER\tREMARKS\tDELETE',
      '03-2222-3333\t営業電話\t',
      '0120000001\tnew\t0',
      '0120000002\t\t1',
      `${'1'.repeat(33)}\ttoo long\t`,
      '\tno number\t',
      '0120000009\t\t1',
      '',
    ].join('\r\n');
    const result = await yamada.callSettings.importRejections({ body: { file: fileOf(text, 'list.tsv') } });
    expect(result).toMatchObject({
      fileName: 'list.tsv',
      status: 'COMPLETED',
      registered: 1,
      updated: 1,
      deleted: 1,
      failed: 3,
    });
    expect(await numbersOf(yamada)).toEqual([
      ['0120000001', 'new'],
      ['0322223333', '営業電話'],
    ]);
    const details = await yamada.callSettings.importResultDetails({ query: { fileId: result.fileId } });
    expect(details.items.map((d) => [d.lineNumber, d.messageCode, d.messageParams])).toEqual([
      [5, 'REJECT_NUMBER_TOO_LONG', { max: 32 }],
      [6, 'REJECT_NUMBER_REQUIRED', {}],
      [7, 'NOT_FOUND', { value: '0120000009' }],
    ]);
    const results = await yamada.callSettings.importResults({});
    expect(results.items[0]).toEqual(result);
    // Another user's import is not theirs to read.
    await expect(
      admin.callSettings.importResultDetails({ query: { fileId: result.fileId } }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('reads a Shift_JIS CSV', async () => {
    const csv = 'REJECT_NUMBER,REMARKS\r\n"06-4444-5555","迷惑電話、要注意"\r\n0664445556,ｶﾀｶﾅ\r\n';
    const result = await yamada.callSettings.importRejections({
      body: { file: fileOf(shiftJis(csv), 'sjis.csv') },
    });
    expect(result).toMatchObject({ status: 'COMPLETED', registered: 2, failed: 0 });
    const list = await numbersOf(yamada);
    expect(list).toContainEqual(['0644445555', '迷惑電話、要注意']);
    expect(list).toContainEqual(['0664445556', 'ｶﾀｶﾅ']);
  });

  it('refuses a binary file as a whole and changes nothing', async () => {
    const before = await numbersOf(yamada);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
    await expect(
      yamada.callSettings.importRejections({ body: { file: fileOf(png, 'photo.png') } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: { code: 'IMPORT_FILE_INVALID', fieldErrors: [{ path: 'body.file', key: 'FILE_BINARY' }] },
    });
    expect(await numbersOf(yamada)).toEqual(before);
    expect((await yamada.callSettings.importResults({})).items[0]).toMatchObject({
      fileName: 'photo.png',
      status: 'FAILED',
      messageCode: 'FILE_BINARY',
      registered: 0,
    });
  });

  it('exports a file that imports back to the same list', async () => {
    const before = await numbersOf(yamada);
    const exported = await yamada.callSettings.exportRejections();
    expect((await exported.text()).split('\r\n')[0]).toBe('REJECT_NUMBER\tREMARKS\tDELETE');
    const ids = (await yamada.callSettings.rejections({})).items.map((r) => r.callRejectionId);
    await yamada.callSettings.deleteRejections({ body: { callRejectionIds: ids } });
    expect(await numbersOf(yamada)).toEqual([]);
    const result = await yamada.callSettings.importRejections({
      body: { file: fileOf(await exported.text(), (exported as File).name) },
    });
    expect(result).toMatchObject({ registered: before.length, failed: 0 });
    expect(await numbersOf(yamada)).toEqual(before);
    const sample = await yamada.callSettings.exportRejectionsSample();
    const sampled = await admin.callSettings.importRejections({
      body: { file: fileOf(await sample.text(), 's.tsv') },
    });
    expect(sampled).toMatchObject({ registered: 2, failed: 0 });
  });
});

describe('forwarding and mobile connect', () => {
  it('forward all sends the next call to the destination; turning it off rings the own line again', async () => {
    const saved = await yamada.callSettings.saveTransferSettings({
      body: {
        callForwardAll: { enabled: true, destination: '1000' },
        callForwardNoAnswer: { enabled: false, destination: '', duration: 100 },
      },
    });
    expect(saved).toEqual({
      callForwardAll: { enabled: true, destination: '1000' },
      callForwardNoAnswer: { enabled: false, destination: '', duration: 100 },
    });
    expect(await yamada.callSettings.transferSettings()).toEqual(saved);
    await pbx.injectOutsideCall(tenantId, '0398765432', '1001');
    expect((await admin.calls.localPhoneStatus()).self.status).toBe('RINGING');
    expect((await yamada.calls.localPhoneStatus()).self.status).toBe('IDLE');
    await admin.calls.endCall({});

    await yamada.callSettings.saveTransferSettings({
      body: {
        callForwardAll: { enabled: false, destination: '' },
        callForwardNoAnswer: { enabled: false, destination: '', duration: 100 },
      },
    });
    await pbx.injectOutsideCall(tenantId, '0398765432', '1001');
    expect((await yamada.calls.localPhoneStatus()).self.status).toBe('RINGING');
    await yamada.calls.endCall({});
  });

  it('no-answer forwarding moves a call left ringing for the duration', async () => {
    await yamada.callSettings.saveTransferSettings({
      body: {
        callForwardAll: { enabled: false, destination: '' },
        callForwardNoAnswer: { enabled: true, destination: '1000', duration: 5 },
      },
    });
    await pbx.injectOutsideCall(tenantId, '0398765433', '1001');
    expect((await yamada.calls.localPhoneStatus()).self.status).toBe('RINGING');
    server.advanceClock(6_000);
    expect((await yamada.calls.localPhoneStatus()).self.status).toBe('IDLE');
    expect((await admin.calls.localPhoneStatus()).self.status).toBe('RINGING');
    await admin.calls.endCall({});
  });

  it('refuses a duration out of 5–300 s, a missing destination and the own number', async () => {
    const before = await yamada.callSettings.transferSettings();
    for (const [all, noAnswer, path] of [
      [
        { enabled: false, destination: '' },
        { enabled: true, destination: '1000', duration: 4 },
        'body.callForwardNoAnswer.duration',
      ],
      [
        { enabled: false, destination: '' },
        { enabled: true, destination: '1000', duration: 301 },
        'body.callForwardNoAnswer.duration',
      ],
      [
        { enabled: true, destination: '' },
        { enabled: false, destination: '', duration: 20 },
        'body.callForwardAll.destination',
      ],
      [
        { enabled: true, destination: '1001' },
        { enabled: false, destination: '', duration: 20 },
        'body.callForwardAll.destination',
      ],
    ] as const) {
      const failure = await yamada.callSettings
        .saveTransferSettings({ body: { callForwardAll: all, callForwardNoAnswer: noAnswer } })
        .catch(
          (error: unknown) => error as { statusCode: number; data: { fieldErrors: { path: string }[] } },
        );
      expect(failure).toMatchObject({ statusCode: 400 });
      expect(
        (failure as { data: { fieldErrors: { path: string }[] } }).data.fieldErrors.map((f) => f.path),
      ).toContain(path);
    }
    expect(await yamada.callSettings.transferSettings()).toEqual(before);
  });

  it('mobile connect rings the enabled numbers together with the desk phone', async () => {
    await yamada.callSettings.saveTransferSettings({
      body: {
        callForwardAll: { enabled: false, destination: '' },
        callForwardNoAnswer: { enabled: false, destination: '', duration: 20 },
      },
    });
    const saved = await yamada.callSettings.saveMobileConnectSettings({
      body: {
        destinations: [
          { destination: '090-1234-5678', enable: true },
          { destination: '08011112222', enable: false },
        ],
      },
    });
    expect(saved.destinations).toEqual([
      { destination: '09012345678', enable: true },
      { destination: '08011112222', enable: false },
    ]);
    expect(await yamada.callSettings.mobileConnectSettings()).toEqual(saved);
    const { callId } = await pbx.injectOutsideCall(tenantId, '0398765434', '1001');
    const ringing = await server.db
      .selectFrom('pbx_call_parties')
      .select(['number', 'via_mobile'])
      .where('call_id', '=', callId)
      .where('status', '=', 'RINGING')
      .orderBy('id')
      .execute();
    expect(ringing).toEqual([
      { number: '1001', via_mobile: false },
      { number: '09012345678', via_mobile: true },
    ]);
    await yamada.calls.endCall({});
    await expect(
      yamada.callSettings.saveMobileConnectSettings({
        body: {
          destinations: Array.from({ length: 6 }, () => ({ destination: '0900000000', enable: true })),
        },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await yamada.callSettings.mobileConnectSettings()).toEqual(saved);
  });
});

describe('CTI settings and pickup contacts', () => {
  it('keeps the controlled device and auto-answer per phone system', async () => {
    // The demo data sets yamada's desk phone as the device.
    expect(await yamada.callSettings.cucmCtiControlSettings()).toEqual({
      extensionNum: '1001',
      deviceName: 'SEP000000001001',
      autoAnswer: false,
    });
    await yamada.callSettings.saveCucmCtiControlSettings({
      body: { deviceName: 'SEP001122334455', autoAnswer: true },
    });
    expect(await yamada.callSettings.cucmCtiControlSettings()).toMatchObject({
      deviceName: 'SEP001122334455',
      autoAnswer: true,
    });
    expect(await yamada.callSettings.pbxApiCtiControlSettings()).toMatchObject({
      deviceName: '',
      autoAnswer: false,
    });
    await expect(
      yamada.callSettings.saveCucmCtiControlSettings({
        body: { deviceName: 'no spaces allowed', autoAnswer: false },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('auto-answer connects a call on an idle line at once; a busy line still rings', async () => {
    await yamada.callSettings.saveCucmCtiControlSettings({ body: { deviceName: '', autoAnswer: true } });
    await admin.calls.directCall({ body: { destination: '1001' } });
    expect((await yamada.calls.localPhoneStatus()).self.status).toBe('TALKING');
    expect((await admin.calls.localPhoneStatus()).self.status).toBe('TALKING');
    await pbx.injectOutsideCall(tenantId, '0398765435', '1001');
    const status = await yamada.calls.localPhoneStatus();
    expect(status.statuses.map((c) => c.status).sort()).toEqual(['RINGING', 'TALKING']);
    await yamada.calls.endCall({});
    await yamada.calls.endCall({});
    await yamada.callSettings.saveCucmCtiControlSettings({ body: { deviceName: '', autoAnswer: false } });
    await admin.calls.directCall({ body: { destination: '1001' } });
    expect((await yamada.calls.localPhoneStatus()).self.status).toBe('RINGING');
    await admin.calls.endCall({});
  });

  it('lists the colleagues whose calls the user may pick up', async () => {
    await server.db
      .insertInto('pbx_pickup_members')
      .values({ tenant_id: tenantId, user_id: ids.admin, member_user_id: ids.yamada })
      .execute();
    expect((await admin.callSettings.pickupContacts()).items).toEqual([
      { userId: ids.yamada, fullname: '山田 太郎', fullnameKana: 'ヤマダ タロウ', extensionNum: '1001' },
    ]);
    // The demo data puts admin in yamada's group.
    expect(await yamada.callSettings.pickupContacts()).toEqual({
      items: [
        { userId: ids.admin, fullname: '管理 花子', fullnameKana: 'カンリ ハナコ', extensionNum: '1000' },
      ],
      limit: 5,
      monitoredNumbers: [],
    });
  });
});
