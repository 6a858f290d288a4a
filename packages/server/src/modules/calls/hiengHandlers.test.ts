import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { publishingPbx } from './publishingPbx.js';
import type { SimulatedPbx } from './SimulatedPbx.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let pbx: SimulatedPbx;
let tenantId: number;
/** A third person of demo, whose phone the test answers on the PBX itself. */
let third: { id: number; extension: string };
let yamadaId = 0;

beforeAll(async () => {
  server = await startTestServer();
  [admin, yamada] = await Promise.all([server.signIn('demoAdmin'), server.signIn('demoUser')]);
  tenantId = await tenantIdOf(server.db, 'demo');
  // The HIENG paths answer only a tenant whose phone system is HIENG.
  await server.db
    .updateTable('tenants')
    .set({ call_control_mode: 'HIENG' })
    .where('id', '=', tenantId)
    .execute();
  const row = await selectTenantRows(server.db, 'users', tenantId)
    .select(['id', 'extension_num'])
    .where('extension_num', 'is not', null)
    .where('extension_num', 'not in', ['1000', '1001'])
    .where('enabled', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  third = { id: row.id, extension: row.extension_num! };
  yamadaId = await userIdOf(server.db, tenantId, 'yamada.taro');
  pbx = publishingPbx(server.db);
});

afterAll(async () => {
  await server?.close();
});

const hiengState = async (client: KizunaClient) => (await client.calls.hiengLocalPhoneStatus()).self.status;
const thirdState = async () => (await pbx.localPhoneStatus({ tenantId, userId: third.id })).state;

describe('the HIENG endpoints', () => {
  it('walk a call through INCOMING, ON_CALL, ON_HOLD and back to IDLE', async () => {
    expect(await hiengState(yamada)).toBe('IDLE');
    const { callId } = await admin.calls.hiengDirectCall({ body: { destination: '1001' } });
    const incoming = await yamada.calls.hiengLocalPhoneStatus();
    expect(incoming.self.status).toBe('INCOMING');
    expect(incoming.statuses).toMatchObject([{ callId, status: 'INCOMING', fromNumber: '1000' }]);
    expect(incoming.incomingCallContact).toMatchObject({ fromNum: '1000', fullname: '管理 花子' });

    await yamada.calls.hiengAnswer({});
    expect([await hiengState(admin), await hiengState(yamada)]).toEqual(['ON_CALL', 'ON_CALL']);
    await yamada.calls.hiengHoldOn({ query: { callId } });
    expect(await hiengState(yamada)).toBe('ON_HOLD');
    await yamada.calls.hiengHoldOff({});
    expect(await hiengState(yamada)).toBe('ON_CALL');
    await yamada.calls.hiengEndCall({});
    expect([await hiengState(admin), await hiengState(yamada)]).toEqual(['IDLE', 'IDLE']);
  });

  it('transfer hands the call from the own number to another and leaves it', async () => {
    await admin.calls.hiengDirectCall({ body: { destination: '1001' } });
    await yamada.calls.hiengAnswer({});
    await expect(
      yamada.calls.hiengTransfer({ body: { fromNumber: '1000', toNumber: third.extension } }),
    ).rejects.toMatchObject({ statusCode: 400, data: { code: 'USER_NOT_FOUND' } });
    await yamada.calls.hiengTransfer({ body: { fromNumber: '1001', toNumber: third.extension } });
    expect(await hiengState(yamada)).toBe('IDLE');
    expect(await thirdState()).toBe('RINGING');
    await pbx.answer({ tenantId, userId: third.id });
    expect(await hiengState(admin)).toBe('ON_CALL');
    await admin.calls.hiengEndCall({});
    expect(await thirdState()).toBe('IDLE');
  });

  it('conferenceStart joins the held call and the one dialled after it', async () => {
    const { callId: first } = await admin.calls.hiengDirectCall({ body: { destination: '1001' } });
    await yamada.calls.hiengAnswer({});
    await admin.calls.hiengHoldOn({});
    await admin.calls.hiengDirectCall({ body: { destination: third.extension } });
    await pbx.answer({ tenantId, userId: third.id });
    await admin.calls.hiengConferenceStart({ query: { callId: first } });

    const status = await admin.calls.hiengLocalPhoneStatus();
    expect(status.self.status).toBe('ON_CALL');
    expect(status.statuses).toHaveLength(1);
    expect(status.statuses[0]!.others.map((o) => o.number).sort()).toEqual(['1001', third.extension].sort());
    await admin.calls.hiengEndCall({});
    await yamada.calls.hiengEndCall({});
    expect(await thirdState()).toBe('IDLE');
    await expect(admin.calls.hiengConferenceStart({})).rejects.toMatchObject({ statusCode: 409 });
  });

  it('callPickup answers a call ringing for the pickup group; callBack needs the own number', async () => {
    await server.db
      .insertInto('pbx_pickup_members')
      .values({ tenant_id: tenantId, user_id: yamadaId, member_user_id: third.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await pbx.injectOutsideCall(tenantId, '0312345678', third.extension);
    await yamada.calls.hiengCallPickup({});
    expect(await hiengState(yamada)).toBe('ON_CALL');
    expect(await thirdState()).toBe('IDLE');
    await yamada.calls.hiengEndCall({});

    await expect(
      yamada.calls.hiengCallBack({ body: { fromNumber: '1000', toNumber: third.extension } }),
    ).rejects.toMatchObject({ statusCode: 400, data: { code: 'USER_NOT_FOUND' } });
    expect(
      await yamada.calls.hiengCallBack({ body: { fromNumber: '1001', toNumber: third.extension } }),
    ).toMatchObject({ registered: false });
    expect(await thirdState()).toBe('RINGING');
    await yamada.calls.hiengEndCall({});
  });

  it('cloud-phone direct calls and callbacks go through the same line', async () => {
    const { callId } = await admin.calls.pbxApiDirectCall({ body: { destination: '1001' } });
    expect((await yamada.calls.hiengLocalPhoneStatus()).statuses[0]).toMatchObject({
      callId,
      status: 'INCOMING',
    });
    await yamada.calls.hiengEndCall({});
    await admin.calls.pbxApiDirectCall({ body: { destination: '1001' } });
    expect(await hiengState(yamada)).toBe('INCOMING');
    await yamada.calls.hiengAnswer({});
    // yamada is busy: a callback waits for the line, at most three.
    const waiting = await admin.calls.pbxApiCallBack({
      body: { fromNumber: '1000', toNumber: '1001' },
    });
    expect(waiting).toEqual({ callId: null, registered: true });
    expect((await admin.calls.hiengLocalPhoneStatus()).callBacks).toEqual([{ callBackNumber: '1001' }]);
    await yamada.calls.hiengEndCall({});
    // The callback fired when the line freed: yamada rings again.
    expect(await hiengState(yamada)).toBe('INCOMING');
    await yamada.calls.hiengEndCall({});
    // A failure of the phone system reaches the caller as its code.
    await expect(admin.calls.pbxApiDirectCall({ body: { destination: '1000' } })).rejects.toMatchObject({
      statusCode: 400,
      data: { code: 'ADDRESS_NOT_EXIST' },
    });
  });
});
