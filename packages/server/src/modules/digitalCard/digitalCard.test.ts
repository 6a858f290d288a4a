import type { KizunaClient } from '@kizuna/api-client';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let user: KizunaClient;

const text = (file: { base64: string }) => Buffer.from(file.base64, 'base64').toString('utf8');

beforeAll(async () => {
  server = await startTestServer();
  user = await server.signIn('demoUser');
});
afterAll(async () => {
  await server?.close();
});

describe('the digital business card', () => {
  it("shows the user's card from the directory with the organisation's defaults", async () => {
    const person = await server.db
      .selectFrom('users')
      .select(['fullname', 'email', 'mobile_num', 'tenant_id'])
      .where('account_id', '=', 'yamada.taro')
      .executeTakeFirstOrThrow();
    const tenant = await server.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', person.tenant_id)
      .executeTakeFirstOrThrow();
    const info = await user.digitalCard.contactInfo();
    expect(info).toMatchObject({
      fullname: person.fullname,
      emailWork: person.email ?? '',
      tellCell: person.mobile_num ?? '',
      orgName: { default: tenant.organization_name ?? tenant.name, useCustom: false },
    });
    expect(info.division1).not.toBe('');
  });

  it('exports a vCard ical.js reads, with only the chosen fields and the linked phones', async () => {
    const info = await user.digitalCard.contactInfo();
    const all = ICAL.Component.fromString(text(await user.digitalCard.vcard()));
    expect(all.getFirstPropertyValue('fn')).toBe(info.fullname);
    expect(all.getFirstProperty('org')?.getValues()[0]).toEqual([
      info.orgName.default,
      info.divisionName.default,
    ]);
    const chosen = ICAL.Component.fromString(
      text(await user.digitalCard.vcard({ query: { fields: 'tellCell', tellCell: 'PHONE' } })),
    );
    expect(chosen.getAllProperties('tel').map((tel) => tel.getFirstValue())).toEqual([info.phones.PHONE]);
    expect(chosen.getFirstPropertyValue('email')).toBeNull();
    expect(chosen.getFirstPropertyValue('org')).toBeNull();
  });

  it('gives a QR code (PNG) of the same vCard', async () => {
    const qr = await user.digitalCard.qrcode();
    expect(qr.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(qr.dataUrl.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(qr.vcard).toContain('BEGIN:VCARD');
  });

  it('keeps custom values by their rules: not blank when used, a URL for the URL, one address part at least', async () => {
    await expect(
      user.digitalCard.saveOrgName({ body: { useCustom: true, custom: '   ' } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: { fieldErrors: [{ path: 'body.custom', key: 'required' }] },
    });
    await expect(
      user.digitalCard.saveOrgUrl({ body: { useCustom: true, custom: 'example.com' } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: { fieldErrors: [{ path: 'body.custom', key: 'url' }] },
    });
    await expect(
      user.digitalCard.saveAddress({
        body: { useCustom: true, custom: { zipcode: '', address1: ' ', address2: '' } },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect((await user.digitalCard.getOrgName()).useCustom).toBe(false);

    expect(
      await user.digitalCard.saveOrgName({ body: { useCustom: true, custom: 'キズナ商事' } }),
    ).toMatchObject({
      custom: 'キズナ商事',
      useCustom: true,
    });
    await user.digitalCard.saveDivisionName({ body: { useCustom: true, custom: '東日本営業部' } });
    await user.digitalCard.saveOrgUrl({ body: { useCustom: true, custom: 'https://kizuna.example.jp/' } });
    await user.digitalCard.saveAddress({
      body: {
        useCustom: true,
        custom: { zipcode: '100-0001', address1: '東京都千代田区千代田1-1', address2: '' },
      },
    });
    const card = ICAL.Component.fromString(text(await user.digitalCard.vcard()));
    expect(card.getFirstProperty('org')?.getValues()[0]).toEqual(['キズナ商事', '東日本営業部']);
    expect(card.getFirstPropertyValue('url')).toBe('https://kizuna.example.jp/');
    expect(card.getFirstPropertyValue('adr')).toEqual([
      '',
      '',
      '東京都千代田区千代田1-1',
      '',
      '',
      '100-0001',
      '',
    ]);
    // Turned off, the directory's value shows again while the custom one is kept.
    await user.digitalCard.saveOrgName({ body: { useCustom: false, custom: 'キズナ商事' } });
    const info = await user.digitalCard.contactInfo();
    expect(info.orgName).toMatchObject({ custom: 'キズナ商事', useCustom: false });
  });
});
