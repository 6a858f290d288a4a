import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { tenantIdOf } from '../../../test/seededIds.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let tenantId: number;

beforeAll(async () => {
  server = await startTestServer();
  [admin, yamada] = await Promise.all([server.signIn('demoAdmin'), server.signIn('demoUser')]);
  tenantId = await tenantIdOf(server.db, 'demo');
});

afterAll(async () => {
  await server?.close();
});

async function useMode(mode: 'CUCM' | 'HIENG' | 'AVAYA') {
  await server.db
    .updateTable('tenants')
    .set({ call_control_mode: mode })
    .where('id', '=', tenantId)
    .execute();
}

const yamadaState = async () => (await yamada.calls.localPhoneStatus()).self.status;

afterEach(async () => {
  await useMode('CUCM');
  const line = await admin.calls.localPhoneStatus();
  for (const call of line.statuses) await admin.calls.endCall({ query: { callId: call.callId } });
});

describe('the HIENG and AVAYA paths', () => {
  it('answer a CUCM tenant with ADAPTOR_SETTING_ERROR and place no call', async () => {
    await expect(admin.calls.hiengDirectCall({ body: { destination: '1001' } })).rejects.toMatchObject({
      statusCode: 400,
      data: { code: 'ADAPTOR_SETTING_ERROR' },
    });
    await expect(admin.calls.avayaDirectCall({ body: { destination: '1001' } })).rejects.toMatchObject({
      statusCode: 400,
      data: { code: 'ADAPTOR_SETTING_ERROR' },
    });
    await expect(
      admin.calls.hiengCallBack({ body: { fromNumber: '1000', toNumber: '1001' } }),
    ).rejects.toMatchObject({ statusCode: 400, data: { code: 'ADAPTOR_SETTING_ERROR' } });
    await expect(admin.calls.hiengLocalPhoneStatus()).rejects.toMatchObject({
      data: { code: 'ADAPTOR_SETTING_ERROR' },
    });
    expect(await yamadaState()).toBe('IDLE');
  });

  it('serve the tenant on that system, whose CUCM paths are closed', async () => {
    await useMode('HIENG');
    await expect(admin.calls.avayaDirectCall({ body: { destination: '1001' } })).rejects.toMatchObject({
      data: { code: 'ADAPTOR_SETTING_ERROR' },
    });
    await expect(admin.calls.directCall({ body: { destination: '1001' } })).rejects.toMatchObject({
      statusCode: 403,
    });
    const { callId } = await admin.calls.hiengDirectCall({ body: { destination: '1001' } });
    expect((await yamada.calls.hiengLocalPhoneStatus()).self.status).toBe('INCOMING');
    await admin.calls.hiengEndCall({ query: { callId } });

    await useMode('AVAYA');
    await expect(admin.calls.hiengDirectCall({ body: { destination: '1001' } })).rejects.toMatchObject({
      data: { code: 'ADAPTOR_SETTING_ERROR' },
    });
    const placed = await admin.calls.avayaDirectCall({ body: { destination: '1001' } });
    expect(placed.callId).toBeGreaterThan(0);
  });
});
