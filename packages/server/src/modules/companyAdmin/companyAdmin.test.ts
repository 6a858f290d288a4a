import type { KizunaClient } from '@kizuna/api-client';
import type { SaveCompanySettingsBody } from '@kizuna/api-client/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { allowListProblems } from './companySettings.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('demoAdmin');
  yamada = await server.signIn('demoUser');
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

async function fieldErrorsOf(call: Promise<unknown>) {
  const error = (await call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: unknown) => e,
  )) as { statusCode: number; fieldErrors: { path: string; key: string; values?: object }[] };
  return { status: error.statusCode, fieldErrors: error.fieldErrors };
}

async function lastEntry(action: string) {
  return server.db
    .selectFrom('admin_action_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

describe('company settings', () => {
  it('saves the organisation and settings; people see them at once; the log keeps before → after', async () => {
    const before = await bodyOf(admin);
    const saved = await admin.companyAdmin.save({
      body: {
        ...before,
        organizationName: '  絆商事株式会社  ',
        organizationPhone: '03-5555-0000',
        hideUserType: true,
        freeWordSearchType: 'FULLNAME',
      },
    });
    try {
      expect(saved).toMatchObject({
        organizationName: '絆商事株式会社',
        organizationPhone: '03-5555-0000',
        hideUserType: true,
        freeWordSearchType: 'FULLNAME',
      });
      const tenant = await yamada.principal.tenantInfo();
      expect(tenant).toMatchObject({ hideUserType: true, organization: { name: '絆商事株式会社' } });
      expect(await yamada.principal.internalSearchSettings()).toMatchObject({
        freeWordSearchType: 'FULLNAME',
      });
      const entry = await lastEntry('company.update');
      expect(entry?.before).toMatchObject({ organizationName: before.organizationName, hideUserType: false });
      expect(entry?.after).toMatchObject({ organizationName: '絆商事株式会社', hideUserType: true });

      const page = await admin.actionLogAdmin.search({ query: { action: 'company.update', person: '管理' } });
      expect(page.actions).toContain('company.update');
      expect(page.items[0]).toMatchObject({
        action: 'company.update',
        actor: { accountId: 'admin' },
        target: expect.stringMatching(/^tenant:\d+$/),
      });
      expect(page.items[0]?.changes).toEqual(
        expect.arrayContaining([
          { field: 'organizationName', before: before.organizationName, after: '絆商事株式会社' },
          { field: 'hideUserType', before: false, after: true },
        ]),
      );
      expect(page.items[0]?.changes.map((change) => change.field)).not.toContain('copyInhibit');
    } finally {
      await admin.companyAdmin.save({ body: before });
    }
  });

  it('refuses a line of the allow-list that is no CIDR block, naming the line', async () => {
    const body = await bodyOf(admin);
    const { status, fieldErrors } = await fieldErrorsOf(
      admin.companyAdmin.save({ body: { ...body, ipAllowList: ['127.0.0.0/8', '10.0.0.0/33'] } }),
    );
    expect(status).toBe(400);
    expect(fieldErrors).toEqual([
      { path: 'body.ipAllowList', key: 'cidr', values: { line: 2, value: '10.0.0.0/33' } },
    ]);
  });

  it('refuses an allow-list without the administrator’s own address, and keeps the old list', async () => {
    const body = await bodyOf(admin);
    const { status, fieldErrors } = await fieldErrorsOf(
      admin.companyAdmin.save({ body: { ...body, ipAllowList: ['192.0.2.0/24'] } }),
    );
    expect(status).toBe(400);
    expect(fieldErrors[0]).toMatchObject({ path: 'body.ipAllowList', key: 'ipAllowListLocksOut' });
    expect((await admin.companyAdmin.get()).ipAllowList).toEqual([]);
  });

  it('accepts an allow-list with the administrator’s address, and signs others out of other networks', async () => {
    const body = await bodyOf(admin);
    const saved = await admin.companyAdmin.save({
      body: { ...body, ipAllowList: ['127.0.0.0/8', '::1/128', '::ffff:127.0.0.1'] },
    });
    try {
      expect(saved.ipAllowList).toEqual(['127.0.0.0/8', '::1/128', '::ffff:127.0.0.1']);
      expect(await yamada.principal.tenantInfo()).toMatchObject({ tenantCode: 'demo' });
    } finally {
      await admin.companyAdmin.save({ body: { ...body, ipAllowList: [] } });
    }
  });

  it('replaces the logo with a PNG no larger than 600 × 200, and removes it', async () => {
    const jpeg = await sharp({
      create: { width: 1200, height: 300, channels: 3, background: { r: 40, g: 60, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const before = (await admin.companyAdmin.get()).logoVersion;
    const uploaded = await admin.companyAdmin.uploadLogo({
      body: { file: new File([new Uint8Array(jpeg)], 'logo.jpg', { type: 'image/jpeg' }) },
    });
    expect(uploaded.logoVersion).toBe((before ?? 0) + 1);
    const { cookie } = await server.rawSession('demoUser');
    const response = await fetch(`${server.url}/front/tenantLogo?v=${uploaded.logoVersion}`, {
      headers: { Cookie: cookie },
    });
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 600, height: 150 });

    const removed = await admin.companyAdmin.removeLogo();
    expect(removed.logoVersion).toBeNull();
    expect((await yamada.principal.tenantInfo()).logoVersion).toBeNull();
    expect(await lastEntry('company.logo.delete')).toMatchObject({
      before: { logoVersion: uploaded.logoVersion },
      after: null,
    });
    // A later upload gets the next version, never one a browser kept the old image for.
    const again = await admin.companyAdmin.uploadLogo({
      body: { file: new File([new Uint8Array(jpeg)], 'logo.jpg', { type: 'image/jpeg' }) },
    });
    expect(again.logoVersion).toBe((uploaded.logoVersion ?? 0) + 1);
  });

  it('refuses a file that is no image', async () => {
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'logo.png', { type: 'image/png' });
    const { status, fieldErrors } = await fieldErrorsOf(
      admin.companyAdmin.uploadLogo({ body: { file: html } }),
    );
    expect(status).toBe(400);
    expect(fieldErrors[0]).toMatchObject({ path: 'body.file', key: 'imageType' });
  });

  it('answers 403 to a plain user on every endpoint, and reads only the own tenant', async () => {
    const body = await bodyOf(admin);
    const file = new File([new Uint8Array([0x89, 0x50])], 'logo.png');
    for (const call of [
      () => yamada.companyAdmin.get(),
      () => yamada.companyAdmin.save({ body }),
      () => yamada.companyAdmin.uploadLogo({ body: { file } }),
      () => yamada.companyAdmin.removeLogo(),
      () => yamada.actionLogAdmin.search({ query: {} }),
      () => yamada.actionLogAdmin.export({ query: {} }),
    ]) {
      expect(await refusal(call())).toMatchObject({ status: 403 });
    }
    const trial = await server.signIn('trialAdmin');
    expect((await trial.companyAdmin.get()).organizationName).not.toBe(body.organizationName);
    // The trial administrator signed in just now; the demo tenant's log does not show it.
    expect((await admin.actionLogAdmin.search({ query: { person: '試用' } })).totalCount).toBe(0);
  });
});

describe('view columns and the default start page', () => {
  it('sets the columns of the directory list in their order; people see them at once; the log keeps them', async () => {
    const before = await bodyOf(admin);
    const saved = await admin.companyAdmin.save({
      body: { ...before, viewColumns: ['PHONE', 'EMAIL', 'COMMENT'] },
    });
    try {
      expect(saved.viewColumns).toEqual(['PHONE', 'EMAIL', 'COMMENT']);
      expect(await yamada.principal.viewColumns()).toEqual({ columns: ['PHONE', 'EMAIL', 'COMMENT'] });
      const page = await yamada.internalContacts.search({
        query: { page: 1, size: 30 },
        body: { fullname: '山田 太郎', searchType: 'PARTIAL' },
      });
      expect(Object.keys(page.items[0]?.dynamicColumns ?? {})).toEqual(['PHONE', 'EMAIL', 'COMMENT']);
      const entry = await lastEntry('company.update');
      expect(entry?.before).toMatchObject({ viewColumns: before.viewColumns });
      expect(entry?.after).toMatchObject({ viewColumns: ['PHONE', 'EMAIL', 'COMMENT'] });
      // The trial tenant keeps its own columns.
      const trial = await server.signIn('trialAdmin');
      expect((await trial.principal.viewColumns()).columns).not.toEqual(['PHONE', 'EMAIL', 'COMMENT']);
    } finally {
      await admin.companyAdmin.save({ body: before });
    }
  });

  it('refuses no columns, a column twice and an unknown one, and keeps the list', async () => {
    const body = await bodyOf(admin);
    for (const [viewColumns, key] of [
      [[], 'required'],
      [['PHONE', 'PHONE'], 'invalid'],
    ] as const) {
      const { status, fieldErrors } = await fieldErrorsOf(
        admin.companyAdmin.save({ body: { ...body, viewColumns: [...viewColumns] } }),
      );
      expect(status).toBe(400);
      expect(fieldErrors).toEqual([{ path: 'body.viewColumns', key }]);
    }
    const unknown = await fieldErrorsOf(
      admin.companyAdmin.save({
        body: { ...body, viewColumns: ['FAX'] as unknown as SaveCompanySettingsBody['viewColumns'] },
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.fieldErrors[0]?.path).toBe('body.viewColumns.0');
    expect((await admin.companyAdmin.get()).viewColumns).toEqual(body.viewColumns);
  });

  it('gives people without a start page of their own the default; their own choice wins', async () => {
    const before = await bodyOf(admin);
    const choices = (await admin.companyAdmin.get()).startPageChoices;
    expect(choices).toContain('INTERNAL_CONTACTS');
    // Administrators may not open talk: it cannot be everyone's start page.
    expect(choices).not.toContain('TALK');
    expect(await yamada.userSettings.loginDisp()).toMatchObject({ startPage: 'HOME' });
    await admin.companyAdmin.save({ body: { ...before, defaultStartPage: 'INTERNAL_CONTACTS' } });
    try {
      expect(await yamada.userSettings.loginDisp()).toMatchObject({ startPage: 'INTERNAL_CONTACTS' });
      expect((await lastEntry('company.update'))?.after).toMatchObject({
        defaultStartPage: 'INTERNAL_CONTACTS',
      });
      // Changing only the page after sign-in leaves the start page to follow the default.
      await yamada.userSettings.saveLoginDisp({ body: { destMenuType: 'HOME' } });
      expect(await yamada.userSettings.loginDisp()).toMatchObject({ startPage: 'INTERNAL_CONTACTS' });
      await yamada.userSettings.saveLoginDisp({ body: { destMenuType: 'HOME', startPage: 'HOME' } });
      expect(await yamada.userSettings.loginDisp()).toMatchObject({ startPage: 'HOME' });
      // Another tenant's people are not affected.
      const trial = await server.signIn('trialAdmin');
      expect(await trial.userSettings.loginDisp()).toMatchObject({ startPage: 'HOME' });
    } finally {
      await admin.companyAdmin.save({ body: before });
      await server.db.updateTable('user_settings').set({ start_page: null }).execute();
    }
  });

  it('refuses a default start page not everyone may open', async () => {
    const body = await bodyOf(admin);
    const { status, fieldErrors } = await fieldErrorsOf(
      admin.companyAdmin.save({ body: { ...body, defaultStartPage: 'TALK' } }),
    );
    expect(status).toBe(400);
    expect(fieldErrors).toEqual([{ path: 'body.defaultStartPage', key: 'invalid' }]);
    expect((await admin.companyAdmin.get()).defaultStartPage).toBe(body.defaultStartPage);
  });
});

describe('session idle timeout', () => {
  it('follows the server’s setting until the tenant has its own, and refuses minutes out of range', async () => {
    const body = await bodyOf(admin);
    expect(body.sessionIdleMinutes).toBe(server.config.sessionIdleMinutes);
    expect((await yamada.principal.tenantInfo()).sessionIdleMinutes).toBe(server.config.sessionIdleMinutes);
    for (const [minutes, key] of [
      [4, 'min'],
      [1441, 'max'],
      [10.5, 'integer'],
    ] as const) {
      const { status, fieldErrors } = await fieldErrorsOf(
        admin.companyAdmin.save({ body: { ...body, sessionIdleMinutes: minutes } }),
      );
      expect(status).toBe(400);
      expect(fieldErrors[0]).toMatchObject({ path: 'body.sessionIdleMinutes', key });
    }
    // Saving other settings leaves the timeout following the server's.
    await admin.companyAdmin.save({ body });
    const tenant = await server.db
      .selectFrom('tenants')
      .select('session_idle_minutes')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(tenant.session_idle_minutes).toBeNull();
  });

  it('ends the tenant’s idle sessions, open ones too, by its own timeout and not another tenant’s', async () => {
    const body = await bodyOf(admin);
    const person = await server.signIn('demoUser');
    const trial = await server.signIn('trialAdmin');
    const saved = await admin.companyAdmin.save({ body: { ...body, sessionIdleMinutes: 5 } });
    expect(saved.sessionIdleMinutes).toBe(5);
    expect((await person.principal.tenantInfo()).sessionIdleMinutes).toBe(5);
    expect((await lastEntry('company.update'))?.after).toMatchObject({ sessionIdleMinutes: 5 });

    server.advanceClock(4 * 60_000);
    // A request within the timeout keeps the session alive for another five minutes.
    await person.principal.userInfo();
    server.advanceClock(4 * 60_000);
    await person.principal.userInfo();
    server.advanceClock(5 * 60_000 + 1_000);
    expect(await refusal(person.principal.userInfo())).toMatchObject({ status: 401 });
    expect(await refusal(admin.principal.userInfo())).toMatchObject({ status: 401 });
    // 13 minutes idle are within the trial tenant's 30.
    expect((await trial.principal.userInfo()).accountId).toBe('admin');

    admin = await server.signIn('demoAdmin');
    yamada = await server.signIn('demoUser');
    await admin.companyAdmin.save({ body: { ...body, sessionIdleMinutes: 60 } });
    server.advanceClock(45 * 60_000);
    // Longer than the server's 30 minutes, within the tenant's 60.
    expect((await yamada.principal.userInfo()).accountId).toBe('yamada.taro');
    expect(await refusal(trial.principal.userInfo())).toMatchObject({ status: 401 });
    await server.db.updateTable('tenants').set({ session_idle_minutes: null }).execute();
  });
});

describe('allowListProblems', () => {
  it('allows an empty list, and a list with the address in any form', () => {
    expect(allowListProblems([], '203.0.113.9')).toEqual([]);
    expect(allowListProblems(['203.0.113.0/24'], '::ffff:203.0.113.9')).toEqual([]);
    expect(allowListProblems(['2001:db8::/32'], '2001:db8::5')).toEqual([]);
  });

  it('names the first bad line, before checking the address', () => {
    expect(allowListProblems(['10.0.0.0/8', 'intranet', 'x'], '10.1.1.1')).toEqual([
      { path: 'body.ipAllowList', key: 'cidr', values: { line: 2, value: 'intranet' } },
    ]);
  });
});
