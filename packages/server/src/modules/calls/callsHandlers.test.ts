import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { createNotifyEventBus } from './EventBus.js';
import { SimulatedPbx } from './SimulatedPbx.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let trial: KizunaClient;
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
});

afterAll(async () => {
  await server?.close();
});

const statusOf = async (client: KizunaClient) => (await client.calls.localPhoneStatus()).self.status;

describe('two people of demo calling each other', () => {
  it('A calls B: B rings with A named, answers, both talk, A holds and resumes, B hangs up', async () => {
    const { callId } = await admin.calls.directCall({ body: { destination: '1001' } });

    const ringing = await yamada.calls.localPhoneStatus();
    expect(ringing.self).toMatchObject({ status: 'RINGING', extensionNum: '1001' });
    expect(ringing.self.buttons).toMatchObject({ answer: true, hold: false });
    expect(ringing.incomingCallContact).toMatchObject({
      fromNum: '1000',
      contactType: 'INTERNAL',
      userId: ids.admin,
      fullname: '管理 花子',
    });
    const latest = await yamada.calls.latestIncomingCall();
    expect(latest.data).toMatchObject({
      callId,
      fromNum: '1000',
      contactType: 'INTERNAL',
      fullname: '管理 花子',
    });

    const callingOut = await admin.calls.localPhoneStatus();
    expect(callingOut.statuses[0]?.others).toEqual([
      expect.objectContaining({ number: '1001', userId: ids.yamada, name: '山田 太郎' }),
    ]);

    await yamada.calls.answerCall({});
    expect([await statusOf(admin), await statusOf(yamada)]).toEqual(['TALKING', 'TALKING']);
    const answered = await yamada.calls.localPhoneStatus();
    expect(answered.statuses[0]?.others).toEqual([
      expect.objectContaining({ number: '1000', userId: ids.admin, name: '管理 花子' }),
    ]);

    await admin.calls.holdCall({});
    expect([await statusOf(admin), await statusOf(yamada)]).toEqual(['HELD', 'TALKING']);
    await admin.calls.unholdCall({ query: { callId } });
    expect(await statusOf(admin)).toBe('TALKING');

    await yamada.calls.endCall({});
    expect([await statusOf(admin), await statusOf(yamada)]).toEqual(['IDLE', 'IDLE']);
    const history = await server.db
      .selectFrom('call_history')
      .select(['user_id', 'direction', 'call_status'])
      .where('call_id', '=', callId)
      .orderBy('direction')
      .execute();
    expect(history).toEqual([
      { user_id: ids.yamada, direction: 'INCOMING', call_status: true },
      { user_id: ids.admin, direction: 'OUTGOING', call_status: true },
    ]);
  });

  it('answers the spec codes and the line refusals with their statuses, changing nothing', async () => {
    await expect(admin.calls.directCall({ body: { destination: '1000' } })).rejects.toMatchObject({
      statusCode: 400,
      errorCode: 'ADDRESS_NOT_EXIST',
    });
    await expect(admin.calls.directCall({ body: { destination: 'abc' } })).rejects.toMatchObject({
      statusCode: 400,
      errorCode: 'VALIDATION_FAILED',
    });
    await expect(admin.calls.answerCall({})).rejects.toMatchObject({
      statusCode: 409,
      errorCode: 'ACTION_NOT_ALLOWED',
    });
    await expect(admin.calls.consultTransferComplete()).rejects.toMatchObject({ statusCode: 409 });
    expect(await statusOf(admin)).toBe('IDLE');
  });

  it('dials a number with the pause characters: the digits before the first pause ring', async () => {
    const { callId } = await admin.calls.directCall({ body: { destination: '03-1234-5678,,123;45#' } });
    const status = await admin.calls.localPhoneStatus();
    expect(status.statuses).toEqual([expect.objectContaining({ callId, toNumber: '0312345678' })]);
    await admin.calls.endCall({ query: { callId } });
    for (const destination of [',0312345678', '0312345678,a', '0312:345', '03;1234|5678'])
      await expect(admin.calls.directCall({ body: { destination } })).rejects.toMatchObject({
        statusCode: 400,
        errorCode: 'VALIDATION_FAILED',
      });
    expect(await statusOf(admin)).toBe('IDLE');
  });

  it('a number on the rejection list never rings', async () => {
    await server.db
      .insertInto('pbx_call_rejections')
      .values({ tenant_id: tenantId, user_id: ids.yamada, from_number: '1000' })
      .execute();
    try {
      await admin.calls.directCall({ body: { destination: '1001' } });
      expect([await statusOf(admin), await statusOf(yamada)]).toEqual(['IDLE', 'IDLE']);
    } finally {
      await server.db.deleteFrom('pbx_call_rejections').where('tenant_id', '=', tenantId).execute();
    }
  });

  it('B picks up a call ringing for a member of their pickup group', async () => {
    const third = await selectTenantRows(server.db, 'users', tenantId)
      .select(['id', 'extension_num'])
      .where('extension_num', 'is not', null)
      .where('id', 'not in', [ids.admin, ids.yamada])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('pbx_pickup_members')
      .values({ tenant_id: tenantId, user_id: ids.yamada, member_user_id: third.id })
      .execute();
    await admin.calls.directCall({ body: { destination: third.extension_num! } });
    expect((await yamada.calls.localPhoneStatus()).self.buttons.pickup).toBe(true);
    await yamada.calls.pcPickup({});
    expect([await statusOf(admin), await statusOf(yamada)]).toEqual(['TALKING', 'TALKING']);
    await admin.calls.endCall({});
  });

  it('forwarding all calls sends them on; an injected outside call rings the line', async () => {
    await server.db
      .insertInto('pbx_call_forwarding')
      .values({ tenant_id: tenantId, user_id: ids.admin, forward_all: '1001', forward_no_answer: null })
      .execute();
    const pbx = new SimulatedPbx({
      db: server.db,
      events: createNotifyEventBus({ db: server.db, listen: () => Promise.reject(new Error('unused')) }),
    });
    const { callId } = await pbx.injectOutsideCall(tenantId, '03-9876-5432', '1000');
    expect([await statusOf(admin), await statusOf(yamada)]).toEqual(['IDLE', 'RINGING']);
    expect((await yamada.calls.latestIncomingCall()).data).toMatchObject({
      callId,
      fromNum: '0398765432',
      contactType: 'UNKNOWN',
    });
    await yamada.calls.endCall({});
    expect(await statusOf(yamada)).toBe('IDLE');
  });

  it('transfers: A calls B, B transfers to C directly', async () => {
    const third = await selectTenantRows(server.db, 'users', tenantId)
      .select(['extension_num'])
      .where('extension_num', '=', '1900')
      .executeTakeFirstOrThrow();
    await server.db.deleteFrom('pbx_call_forwarding').where('tenant_id', '=', tenantId).execute();
    await admin.calls.directCall({ body: { destination: '1001' } });
    await yamada.calls.answerCall({});
    // 001 §5: a transfer names both numbers, the own line and the target.
    await expect(
      yamada.calls.directTransfer({ body: { fromNumber: '1000', toNumber: third.extension_num! } }),
    ).rejects.toMatchObject({ statusCode: 400, errorCode: 'USER_NOT_FOUND' });
    expect(await statusOf(yamada)).toBe('TALKING');
    await yamada.calls.directTransfer({ body: { fromNumber: '1001', toNumber: third.extension_num! } });
    const status = await admin.calls.localPhoneStatus();
    expect(status.self.status).toBe('TALKING');
    expect(status.statuses[0]!.others).toEqual([
      expect.objectContaining({ number: '1900', status: 'RINGING' }),
    ]);
    expect(await statusOf(yamada)).toBe('IDLE');
    await admin.calls.endCall({});
  });
});

describe('callback', () => {
  it('waits on a busy line and calls once it is free', async () => {
    await admin.calls.directCall({ body: { destination: '1900' } });
    expect(await yamada.calls.callBack({ body: { fromNumber: '1001', toNumber: '1000' } })).toEqual({
      callId: null,
      registered: true,
    });
    expect((await yamada.calls.localPhoneStatus()).callBacks).toEqual([{ callBackNumber: '1000' }]);
    await admin.calls.endCall({});
    expect([await statusOf(admin), await statusOf(yamada)]).toEqual(['RINGING', 'TALKING']);
    await admin.calls.endCall({});
    await expect(
      yamada.calls.callBack({ body: { fromNumber: '1001', toNumber: '0399998888' } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      errorCode: 'CALL_BACK_NUMBER_NOT_FOUND',
    });
  });
});

describe('callback and transfer name both numbers (001 §5)', () => {
  it('the own line and the target are both required and checked; nothing changes when refused', async () => {
    const fieldPaths = async (request: Promise<unknown>) => {
      const error = (await request.then(
        () => null,
        (e: unknown) => e,
      )) as { statusCode?: number; data?: { fieldErrors?: { path: string }[] } } | null;
      expect(error?.statusCode).toBe(400);
      return (error?.data?.fieldErrors ?? []).map((f) => f.path).sort();
    };
    // Bodies the contract refuses, sent as an older client would.
    const actions = [
      (body: never) => yamada.calls.callBack({ body }),
      (body: never) => yamada.calls.pbxApiCallBack({ body }),
      (body: never) => yamada.calls.directTransfer({ body }),
      (body: never) => yamada.calls.consultTransfer({ body }),
    ];
    for (const post of actions) {
      // The single-number form is not the spec's: it names no line.
      expect(await fieldPaths(post({ destination: '1000' } as never))).toEqual([
        'body.fromNumber',
        'body.toNumber',
      ]);
      expect(await fieldPaths(post({ fromNumber: '1001' } as never))).toEqual(['body.toNumber']);
      expect(await fieldPaths(post({ fromNumber: '10a1', toNumber: '1000' } as never))).toEqual([
        'body.fromNumber',
      ]);
    }
    await expect(
      yamada.calls.pbxApiCallBack({ body: { fromNumber: '1000', toNumber: '1900' } }),
    ).rejects.toMatchObject({ statusCode: 400, errorCode: 'USER_NOT_FOUND' });
    expect((await yamada.calls.localPhoneStatus()).callBacks).toEqual([]);
    expect(await statusOf(yamada)).toBe('IDLE');
  });
});

describe('a page of another site', () => {
  it('cannot answer, hold or end a call through a top-level navigation to the GET actions', async () => {
    // B's browser: a navigation sends the (SameSite=Lax) session and XSRF cookies, never the header.
    const { cookie } = await server.rawSession('demoUser');
    const navigate = async (path: string) => {
      const response = await fetch(`${server.url}/api/browser${path}`, {
        redirect: 'manual',
        headers: {
          Cookie: cookie,
          Accept: 'text/html',
          Referer: 'https://elsewhere.example/',
          'Sec-Fetch-Site': 'cross-site',
          'Sec-Fetch-Mode': 'navigate',
          'Sec-Fetch-Dest': 'document',
        },
      });
      return [response.status, response.headers.get('x-error-code')];
    };
    const refused = [403, 'XSRF_TOKEN_MISSING'];

    const { callId } = await admin.calls.directCall({ body: { destination: '1001' } });
    const ringing = [await statusOf(admin), await statusOf(yamada)];
    expect(ringing[1]).toBe('RINGING');
    for (const path of [
      '/pbx/cucmApi/answerCall',
      `/pbx/cucmApi/answerCall?callId=${callId}`,
      '/pbx/hiengApi/answer',
      '/pbx/cucmApi/endCall',
      '/pbx/hiengApi/endCall',
    ])
      expect(await navigate(path), path).toEqual(refused);
    expect([await statusOf(admin), await statusOf(yamada)]).toEqual(ringing);

    await yamada.calls.answerCall({});
    for (const path of [
      '/pbx/cucmApi/holdCall',
      '/pbx/hiengApi/hold/on',
      '/pbx/cucmApi/endCall',
      `/pbx/cucmApi/endCall?callId=${callId}`,
      '/pbx/hiengApi/endCall',
    ])
      expect(await navigate(path), path).toEqual(refused);
    expect([await statusOf(admin), await statusOf(yamada)]).toEqual(['TALKING', 'TALKING']);

    await yamada.calls.endCall({});
    expect([await statusOf(admin), await statusOf(yamada)]).toEqual(['IDLE', 'IDLE']);
  });
});

describe('tenants whose calls are links in the browser', () => {
  it('are refused call control (trial is TEL_COLON)', async () => {
    await expect(trial.calls.localPhoneStatus()).rejects.toMatchObject({ statusCode: 403 });
    await expect(trial.calls.latestIncomingCall()).rejects.toMatchObject({ statusCode: 403 });
  });
});
