import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';

let server: TestServer;
let yamada: KizunaClient;
let tenantId: number;
let yamadaId: number;

beforeAll(async () => {
  server = await startTestServer();
  yamada = await server.signIn('demoUser');
  tenantId = await tenantIdOf(server.db, 'demo');
  yamadaId = await userIdOf(server.db, tenantId, 'yamada.taro');
});

afterAll(async () => {
  await server?.close();
});

const storedNumbers = async () =>
  (
    await server.db
      .selectFrom('pbx_call_rejections')
      .select('from_number')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', yamadaId)
      .orderBy('from_number')
      .execute()
  ).map((r) => r.from_number);

const adaptorSettingError = { statusCode: 400, data: { code: 'ADAPTOR_SETTING_ERROR' } };

describe('call rejection (001 §6: an extension and the own adapter settings)', () => {
  it('is offered while the own CTI device is set', async () => {
    await yamada.callSettings.saveCucmCtiControlSettings({
      body: { deviceName: 'SEP000000001001', autoAnswer: false },
    });
    expect((await yamada.principal.cucmAvailableFeatures()).callRejection).toBe(true);
    await yamada.callSettings.insertRejection({ body: { fromNumber: '0311110000' } });
    expect(await storedNumbers()).toContain('0311110000');
  });

  it('is refused with ADAPTOR_SETTING_ERROR, changing nothing, once the device is cleared', async () => {
    await yamada.callSettings.saveCucmCtiControlSettings({ body: { deviceName: '', autoAnswer: false } });
    const before = await storedNumbers();
    expect((await yamada.principal.cucmAvailableFeatures()).callRejection).toBe(false);
    await expect(yamada.callSettings.rejections({})).rejects.toMatchObject(adaptorSettingError);
    await expect(
      yamada.callSettings.insertRejection({ body: { fromNumber: '0311119999' } }),
    ).rejects.toMatchObject(adaptorSettingError);
    const file = new File([new TextEncoder().encode('REJECT_NUMBER\tREMARKS\n0311118888\tx\n')], 'r.tsv');
    await expect(yamada.callSettings.importRejections({ body: { file } })).rejects.toMatchObject(
      adaptorSettingError,
    );
    await expect(yamada.callSettings.exportRejections()).rejects.toMatchObject(adaptorSettingError);
    await expect(
      yamada.callSettings.deleteRejections({ body: { callRejectionIds: [1] } }),
    ).rejects.toMatchObject(adaptorSettingError);
    expect(await storedNumbers()).toEqual(before);
  });

  it('says EXTENSION_REQUIRED first when the person has no extension', async () => {
    await server.db
      .updateTable('users')
      .set({ extension_num: null })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', yamadaId)
      .execute();
    await expect(yamada.callSettings.rejections({})).rejects.toMatchObject({
      statusCode: 409,
      data: { code: 'EXTENSION_REQUIRED' },
    });
    expect((await yamada.principal.cucmAvailableFeatures()).callRejection).toBe(false);
  });
});
