import type { KizunaClient } from '@kizuna/api-client';
import type { SaveCompanySettingsBody } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let trialAdmin: KizunaClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('demoAdmin');
  yamada = await server.signIn('demoUser');
  trialAdmin = await server.signIn('trialAdmin');
});
afterAll(async () => {
  await server?.close();
});

async function bodyOf(client: KizunaClient): Promise<SaveCompanySettingsBody> {
  const {
    logoVersion: _logo,
    clientAddress: _address,
    startPageChoices: _choices,
    selfEditableFieldsInEffect: _inEffect,
    ...settings
  } = await client.companyAdmin.get();
  return settings;
}

/** What a signed-in person of the tenant is told by the settings this page controls. */
async function seenBy(client: KizunaClient) {
  const [feedback, tenant, exports, collaboration, ocr] = await Promise.all([
    client.principal.feedbackSettings(),
    client.principal.tenantInfo(),
    client.principal.exContactsExportSettings(),
    client.principal.collaborationSettings(),
    client.principal.ocrSettings(),
  ]);
  return {
    feedback,
    sessionTimeoutNextUrl: tenant.sessionTimeoutNextUrl,
    exports,
    collaboration,
    ocr,
  };
}

async function lastCompanyEntry() {
  const page = await admin.actionLogAdmin.search({ query: { action: 'company.update' } });
  return page.items[0];
}

describe('company settings of the principal', () => {
  it('saves the feedback address, the page after a timeout, export, collaboration and OCR; people follow at once', async () => {
    const before = await bodyOf(admin);
    const personal = await yamada.contactFolders.personalCreate({ body: { folderName: '書き出し確認' } });
    try {
      const saved = await admin.companyAdmin.save({
        body: {
          ...before,
          feedbackUrl: ' https://intranet.kizuna.example/feedback ',
          sessionTimeoutNextUrl: 'https://portal.kizuna.example/',
          contactExportCommon: true,
          contactExportPersonal: false,
          meetingLinkEnabled: false,
          chatLinkEnabled: true,
          ocrMachineUsers: 'NOBODY',
          ocrRegolithUsers: 'EVERYONE',
        },
      });
      expect(saved).toMatchObject({
        feedbackUrl: 'https://intranet.kizuna.example/feedback',
        sessionTimeoutNextUrl: 'https://portal.kizuna.example/',
        contactExportCommon: true,
        contactExportPersonal: false,
        meetingLinkEnabled: false,
        chatLinkEnabled: true,
        ocrMachineUsers: 'NOBODY',
        ocrRegolithUsers: 'EVERYONE',
      });
      expect(await seenBy(yamada)).toEqual({
        feedback: { url: 'https://intranet.kizuna.example/feedback', valid: true },
        sessionTimeoutNextUrl: 'https://portal.kizuna.example/',
        exports: { common: true, personal: false },
        collaboration: { meetingLinkEnabled: false, chatLinkEnabled: true },
        // The demo tenant has machine OCR only: Regolith for everyone still offers nothing.
        ocr: { available: false, ocrTypes: [] },
      });
      expect(
        await refusal(
          yamada.contactImport.export({
            params: { folderType: 'personal', folderId: personal.folderId },
            query: { format: 'tsv' },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'EXPORT_NOT_ALLOWED' });

      const entry = await lastCompanyEntry();
      expect(entry?.changes).toEqual(
        expect.arrayContaining([
          {
            field: 'feedbackUrl',
            before: before.feedbackUrl,
            after: 'https://intranet.kizuna.example/feedback',
          },
          { field: 'sessionTimeoutNextUrl', before: '', after: 'https://portal.kizuna.example/' },
          { field: 'contactExportPersonal', before: true, after: false },
          { field: 'meetingLinkEnabled', before: true, after: false },
          { field: 'ocrMachineUsers', before: 'GRANTED', after: 'NOBODY' },
          { field: 'ocrRegolithUsers', before: 'GRANTED', after: 'EVERYONE' },
        ]),
      );
      expect(entry?.changes.map((change) => change.field)).not.toContain('chatLinkEnabled');

      // Cleared, the feedback entry has nowhere to go: people are told there is none.
      await admin.companyAdmin.save({ body: { ...before, feedbackUrl: '' } });
      expect((await seenBy(yamada)).feedback).toEqual({ url: null, valid: false });
    } finally {
      await admin.companyAdmin.save({ body: before });
    }
  });

  it('offers machine OCR to everyone, to those given it, or to no one', async () => {
    const before = await bodyOf(admin);
    const yamadaRow = await server.db
      .selectFrom('users')
      .select(['users.id', 'users.tenant_id'])
      .where('account_id', '=', 'yamada.taro')
      .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
      .where('tenants.code', '=', 'demo')
      .executeTakeFirstOrThrow();
    try {
      expect((await yamada.principal.ocrSettings()).ocrTypes).toEqual(['MACHINE']);
      await server.db
        .deleteFrom('user_virtual_roles')
        .where('user_id', '=', yamadaRow.id)
        .where('tenant_id', '=', yamadaRow.tenant_id)
        .where('role', '=', 'USER_OCR_TYPES_MACHINE')
        .execute();
      expect((await yamada.principal.ocrSettings()).ocrTypes).toEqual([]);
      await admin.companyAdmin.save({ body: { ...before, ocrMachineUsers: 'EVERYONE' } });
      expect(await yamada.principal.ocrSettings()).toEqual({ available: true, ocrTypes: ['MACHINE'] });
      await admin.companyAdmin.save({ body: { ...before, ocrMachineUsers: 'NOBODY' } });
      expect(await admin.principal.ocrSettings()).toEqual({ available: false, ocrTypes: [] });
    } finally {
      await admin.companyAdmin.save({ body: before });
      await server.db
        .insertInto('user_virtual_roles')
        .values({ user_id: yamadaRow.id, tenant_id: yamadaRow.tenant_id, role: 'USER_OCR_TYPES_MACHINE' })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  });

  it('refuses each bad value with its field error and changes nothing', async () => {
    const before = await bodyOf(admin);
    const seen = await seenBy(yamada);
    const logged = (await lastCompanyEntry())?.id;
    const bad: [Partial<Record<keyof SaveCompanySettingsBody, unknown>>, string][] = [
      [{ feedbackUrl: 'javascript:alert(1)' }, 'body.feedbackUrl:url'],
      [{ feedbackUrl: 'ftp://files.kizuna.example/' }, 'body.feedbackUrl:url'],
      [{ feedbackUrl: 'intranet/feedback' }, 'body.feedbackUrl:url'],
      [{ feedbackUrl: `https://kizuna.example/${'a'.repeat(500)}` }, 'body.feedbackUrl:length'],
      [{ sessionTimeoutNextUrl: 'data:text/html,hello' }, 'body.sessionTimeoutNextUrl:url'],
      [{ contactExportCommon: 'yes' }, 'body.contactExportCommon:invalid'],
      [{ contactExportPersonal: null }, 'body.contactExportPersonal:invalid'],
      [{ meetingLinkEnabled: 1 }, 'body.meetingLinkEnabled:invalid'],
      [{ chatLinkEnabled: 'false' }, 'body.chatLinkEnabled:invalid'],
      [{ ocrMachineUsers: 'SOME' }, 'body.ocrMachineUsers:invalid'],
      [{ ocrRegolithUsers: 7 }, 'body.ocrRegolithUsers:invalid'],
    ];
    for (const [change, field] of bad) {
      const body = { ...before, feedbackUrl: 'https://intranet.kizuna.example/x', ...change };
      const { status, fields } = await fieldRefusal(
        admin.companyAdmin.save({ body: body as SaveCompanySettingsBody }),
      );
      expect({ change, status, fields }).toEqual({ change, status: 400, fields: [field] });
    }
    expect(await bodyOf(admin)).toEqual(before);
    expect(await seenBy(yamada)).toEqual(seen);
    expect((await lastCompanyEntry())?.id).toBe(logged);
  });

  it('changes only the administrator’s own tenant, and only for an administrator of the company', async () => {
    const before = await bodyOf(admin);
    const trialBefore = await seenBy(trialAdmin);
    try {
      await admin.companyAdmin.save({
        body: { ...before, feedbackUrl: 'https://intranet.kizuna.example/voice', contactExportCommon: false },
      });
      expect(await seenBy(trialAdmin)).toEqual(trialBefore);
      const yamadaBody = { ...before, feedbackUrl: 'https://attacker.example/' };
      expect(await refusal(yamada.companyAdmin.save({ body: yamadaBody }))).toMatchObject({ status: 403 });
      expect((await seenBy(yamada)).feedback.url).toBe('https://intranet.kizuna.example/voice');
    } finally {
      await admin.companyAdmin.save({ body: before });
    }
  });
});
