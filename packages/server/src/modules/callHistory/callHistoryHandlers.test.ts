import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { publishingPbx, type SimulatedPbx } from '../calls/index.js';
import { updateTenantRows } from '../../db/tenantRows.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let pbx: SimulatedPbx;
let tenantId: number;
const ids = { admin: 0, yamada: 0 };

beforeAll(async () => {
  server = await startTestServer();
  [admin, yamada] = await Promise.all([server.signIn('demoAdmin'), server.signIn('demoUser')]);
  tenantId = await tenantIdOf(server.db, 'demo');
  ids.admin = await userIdOf(server.db, tenantId, 'admin');
  ids.yamada = await userIdOf(server.db, tenantId, 'yamada.taro');
  pbx = publishingPbx(server.db);
});

afterAll(async () => {
  await server?.close();
});

/** An outside number calls yamada (1001), who declines it. */
async function missedCallFrom(number: string) {
  const { callId } = await pbx.injectOutsideCall(tenantId, number, '1001');
  const status = await yamada.calls.localPhoneStatus();
  if (status.self.status === 'RINGING') await yamada.calls.endCall({ query: { callId } });
  return callId;
}

/** Saves a contact with one phone number in a folder; personal folders belong to `owner`. */
async function saveContact(
  folder: { type: 'PERSONAL'; owner: number } | { type: 'COMMON'; usersCanEdit: boolean },
  contact: { fullname: string; companyName: string; phone: string },
) {
  const created = await server.db
    .insertInto('contact_folders')
    .values({
      tenant_id: tenantId,
      folder_type: folder.type,
      owner_user_id: folder.type === 'PERSONAL' ? folder.owner : null,
      name: folder.type === 'PERSONAL' ? '個人' : '取引先',
      users_can_edit: folder.type === 'COMMON' ? folder.usersCanEdit : false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await server.db
    .insertInto('external_contacts')
    .values({
      tenant_id: tenantId,
      folder_id: created.id,
      fullname: contact.fullname,
      company_name: contact.companyName,
      phone_num: contact.phone,
      registered_user_id: ids.admin,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('external_contact_phones')
    .values({
      tenant_id: tenantId,
      contact_id: row.id,
      kind: 'PHONE',
      digits: contact.phone.replace(/[^0-9+*#]/g, ''),
    })
    .execute();
  return row.id;
}

describe('call history written by real calls', () => {
  it('holds the calls of the demo data, with saved contacts and blocked numbers named', async () => {
    const incoming = await yamada.callHistory.incoming({});
    const byNumber = new Map(incoming.items.map((item) => [item.partyNum, item]));
    expect(byNumber.get('0355550901')).toMatchObject({ contactType: 'EXTERNAL_PERSONAL', callStatus: true });
    expect(byNumber.get('0355550101')).toMatchObject({ contactType: 'EXTERNAL_COMMON' });
    expect(byNumber.get('0355550100')).toMatchObject({ contactType: 'TENANT_PHONE_NUMBER' });
    expect(byNumber.get('0120444444')).toMatchObject({ rejected: true, callStatus: false });
    expect(byNumber.get('1000')).toMatchObject({ contactType: 'INTERNAL', fullname: '管理 花子' });
    const outgoing = await yamada.callHistory.outgoing({});
    expect(outgoing.items.map((i) => i.partyNum)).toEqual(['0355550901', '1000']);
  });

  it('lists each call once per side, the other party matched from the directory', async () => {
    const { callId } = await admin.calls.directCall({ body: { destination: '1001' } });
    await yamada.calls.answerCall({});
    await admin.calls.endCall({});

    const outgoing = await admin.callHistory.outgoing({});
    expect(outgoing.items[0]).toMatchObject({
      callId,
      fromNum: '1000',
      toNum: '1001',
      partyNum: '1001',
      callStatus: true,
      contactType: 'INTERNAL',
      contactId: ids.yamada,
      userId: ids.yamada,
      fullname: '山田 太郎',
      fullnameKana: 'ヤマダ タロウ',
      divisionName: '営業一課',
      rejected: false,
    });
    const incoming = await yamada.callHistory.incoming({});
    expect(incoming.items[0]).toMatchObject({
      callId,
      partyNum: '1000',
      contactType: 'INTERNAL',
      fullname: '管理 花子',
    });
    // Each side sees only its own direction.
    expect((await admin.callHistory.incoming({})).items.some((i) => i.callId === callId)).toBe(false);
    expect((await yamada.callHistory.outgoing({})).items.some((i) => i.callId === callId)).toBe(false);
  });

  it('names outside callers by the tenant number, personal and common contacts, or not at all', async () => {
    const personal = await saveContact(
      { type: 'PERSONAL', owner: ids.yamada },
      { fullname: '佐藤 一郎', companyName: '佐藤商店', phone: '045-111-2222' },
    );
    const common = await saveContact(
      { type: 'COMMON', usersCanEdit: false },
      { fullname: '鈴木 次郎', companyName: '鈴木工業', phone: '06-3333-4444' },
    );
    const adminsOwn = await saveContact(
      { type: 'PERSONAL', owner: ids.admin },
      { fullname: '高橋 三郎', companyName: '高橋物産', phone: '052-555-6666' },
    );
    expect(adminsOwn).toBeGreaterThan(0);
    await missedCallFrom('0355550100');
    await missedCallFrom('0451112222');
    await missedCallFrom('0633334444');
    await missedCallFrom('0525556666');
    await missedCallFrom('0120999999');

    const page = await yamada.callHistory.incoming({});
    const byNumber = new Map(page.items.map((item) => [item.partyNum, item]));
    expect(byNumber.get('0355550100')).toMatchObject({
      contactType: 'TENANT_PHONE_NUMBER',
      extendType: 'TENANT_PHONE_NUMBER',
      companyName: 'きずな商事株式会社',
      callStatus: false,
    });
    expect(byNumber.get('0451112222')).toMatchObject({
      contactType: 'EXTERNAL_PERSONAL',
      contactId: personal,
      fullname: '佐藤 一郎',
      companyName: '佐藤商店',
    });
    expect(byNumber.get('0633334444')).toMatchObject({
      contactType: 'EXTERNAL_COMMON',
      contactId: common,
      fullname: '鈴木 次郎',
    });
    // Someone else's personal contact names nobody for yamada.
    expect(byNumber.get('0525556666')).toMatchObject({ contactType: 'UNKNOWN', fullname: null });
    expect(byNumber.get('0120999999')).toMatchObject({ contactType: 'UNKNOWN', contactId: null });

    // The popup of the latest call names the personal contact and who saved it.
    await pbx.injectOutsideCall(tenantId, '045-111-2222', '1001');
    const latest = await yamada.calls.latestIncomingCall();
    expect(latest.data).toMatchObject({
      fromNum: '0451112222',
      contactType: 'EXTERNAL_PERSONAL',
      fullname: '佐藤 一郎',
      registeredUserFullname: '管理 花子',
      registeredUserContactId: ids.admin,
    });
    await yamada.calls.endCall({});
  });

  it('says whether the user may save a caller into a common folder', async () => {
    await updateTenantRows(server.db, 'contact_folders', tenantId).set({ users_can_edit: false }).execute();
    expect((await yamada.calls.latestIncomingCall()).commonFolderEditable).toBe(false);
    // The common-contact admin edits every common folder.
    expect((await admin.calls.latestIncomingCall()).commonFolderEditable).toBe(true);
    await saveContact(
      { type: 'COMMON', usersCanEdit: true },
      { fullname: '伊藤 四郎', companyName: '伊藤電機', phone: '011-777-0000' },
    );
    expect((await yamada.calls.latestIncomingCall()).commonFolderEditable).toBe(true);
    expect((await yamada.calls.localPhoneStatus()).commonFolderEditable).toBe(true);
  });

  it('pages 30 at a time, newest first', async () => {
    const before = (await yamada.callHistory.incoming({})).totalCount;
    for (let i = 0; i < 31 - before; i++) await missedCallFrom(`0701234${String(i).padStart(4, '0')}`);
    const first = await yamada.callHistory.incoming({});
    expect(first).toMatchObject({ totalCount: 31, size: 30, page: 1, hasNext: true, hasPrevious: false });
    expect(first.items).toHaveLength(30);
    const times = first.items.map((i) => i.calledTime);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await yamada.callHistory.incoming({ query: { page: 2 } });
    expect(second).toMatchObject({ page: 2, offset: 30, hasNext: false, hasPrevious: true });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.callHistoryId).not.toBe(first.items[29]!.callHistoryId);
    // A page past the end is empty and still tells how many rows there are.
    const past = await yamada.callHistory.incoming({ query: { page: 3 } });
    expect(past).toMatchObject({ totalCount: 31, page: 3, hasNext: false, hasPrevious: true });
    expect(past.items).toEqual([]);
  });

  it('deletes only the own rows of the direction named; anything else deletes nothing', async () => {
    const mine = (await yamada.callHistory.incoming({})).items;
    const adminsRow = (await admin.callHistory.outgoing({})).items[0]!;
    await expect(
      yamada.callHistory.deleteIncoming({
        body: { callHistoryIds: [mine[0]!.callHistoryId, adminsRow.callHistoryId] },
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      admin.callHistory.deleteIncoming({ body: { callHistoryIds: [adminsRow.callHistoryId] } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect((await yamada.callHistory.incoming({})).totalCount).toBe(31);
    expect((await admin.callHistory.outgoing({})).items[0]).toEqual(adminsRow);

    const result = await yamada.callHistory.deleteIncoming({
      body: { callHistoryIds: [mine[0]!.callHistoryId, mine[1]!.callHistoryId] },
    });
    expect(result).toEqual({ count: 2 });
    const after = await yamada.callHistory.incoming({});
    expect(after.totalCount).toBe(29);
    expect(after.items.map((i) => i.callHistoryId)).not.toContain(mine[0]!.callHistoryId);
  });

  it('blocks a number from the history: it never rings the line again', async () => {
    await missedCallFrom('03-7777-8888');
    const row = (await yamada.callHistory.incoming({})).items[0]!;
    expect(row).toMatchObject({ partyNum: '0377778888', rejected: false });

    const added = await yamada.callHistory.addCallRejections({ body: { rejectionNum: row.partyNum } });
    expect(added.created).toBe(true);
    expect(
      (await yamada.callHistory.addCallRejections({ body: { rejectionNum: '03-7777-8888' } })).created,
    ).toBe(false);
    expect((await yamada.callHistory.incoming({})).items[0]).toMatchObject({ rejected: true });

    const total = (await yamada.callHistory.incoming({})).totalCount;
    await pbx.injectOutsideCall(tenantId, '0377778888', '1001');
    expect((await yamada.calls.localPhoneStatus()).self.status).toBe('IDLE');
    expect((await yamada.callHistory.incoming({})).totalCount).toBe(total);
    // Another caller still rings.
    await pbx.injectOutsideCall(tenantId, '0377778889', '1001');
    expect((await yamada.calls.localPhoneStatus()).self.status).toBe('RINGING');
    await yamada.calls.endCall({});
    // The list of the settings page holds it.
    const list = await yamada.callSettings.rejections({});
    expect(list.items).toContainEqual({
      callRejectionId: added.callRejectionId,
      fromNumber: '0377778888',
      remarks: '',
    });
  });

  it('refuses a number that cannot be dialled, changing nothing', async () => {
    const before = await yamada.callSettings.rejections({});
    await expect(
      yamada.callHistory.addCallRejections({ body: { rejectionNum: 'abc' } }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await yamada.callSettings.rejections({})).toEqual(before);
  });
});
