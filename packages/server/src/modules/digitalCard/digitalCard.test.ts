import type { KizunaClient } from '@kizuna/api-client';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let user: KizunaClient;

const parse = async (file: Blob) => ICAL.Component.fromString(await file.text());

/** What a phone camera reads from the QR code's PNG. */
async function scan(png: Blob): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(await png.arrayBuffer()))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  return code ? new TextDecoder().decode(new Uint8Array(code.binaryData)) : undefined;
}

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
    const all = await parse(await user.digitalCard.vcard());
    expect(all.getFirstPropertyValue('fn')).toBe(info.fullname);
    expect(all.getFirstProperty('org')?.getValues()[0]).toEqual([
      info.orgName.default,
      info.divisionName.default,
    ]);
    const chosen = await parse(
      await user.digitalCard.vcard({ query: { fields: 'tellCell', tellCell: 'PHONE' } }),
    );
    expect(chosen.getAllProperties('tel').map((tel) => tel.getFirstValue())).toEqual([info.phones.PHONE]);
    expect(chosen.getFirstPropertyValue('email')).toBeNull();
    expect(chosen.getFirstPropertyValue('org')).toBeNull();
  });

  it('serves the vCard as a text/vcard file named after the person, in UTF-8', async () => {
    const info = await user.digitalCard.contactInfo();
    const { cookie } = await server.rawSession('demoUser');
    const response = await fetch(`${server.url}/api/browser/principal/contactInfo/vcard`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[^"]*\.vcf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(`${info.fullname}.vcf`);
    const vcard = await response.text();
    expect(vcard).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(vcard).toContain(`FN:${info.fullname}`);

    // The client hands back the same file, with its name.
    const file = await user.digitalCard.vcard();
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe(`${info.fullname}.vcf`);
  });

  it('writes the reading as X-PHONETIC-*, and in vCard 4.0 also as an RFC 9554 phonetic N', async () => {
    const info = await user.digitalCard.contactInfo();
    expect(info.fullnameKana).not.toBe('');
    const [family, given] = info.fullnameKana.split(/[\s\u3000]+/);
    const three = await parse(await user.digitalCard.vcard());
    expect(three.getFirstPropertyValue('x-phonetic-last-name')).toBe(family);
    const four = await parse(await user.digitalCard.vcard({ query: { version: '4.0' } }));
    expect(four.getFirstPropertyValue('version')).toBe('4.0');
    expect(four.getFirstPropertyValue('x-phonetic-last-name')).toBe(family);
    const phonetic = four.getAllProperties('n').find((n) => n.getParameter('phonetic') === 'script');
    expect(phonetic?.getParameter('script')).toBe('Hrkt');
    expect(phonetic?.getParameter('altid')).toBe('1');
    expect(phonetic?.getFirstValue()).toEqual([family, given ?? '', '', '', '']);
  });

  it('serves the QR code as a PNG image that scans to the same card as a vCard 3.0', async () => {
    const query = { fields: 'tellWork,emailWork,orgName', tellWork: 'MOBILE' } as const;
    const png = await user.digitalCard.qrcode({ query });
    expect(png.type).toBe('image/png');
    const scanned = await scan(png);
    expect(scanned).toBe(await (await user.digitalCard.vcard({ query })).text());
    expect(scanned).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);

    // An <img src> sends the session cookie alone: no XSRF header, no Accept of JSON.
    const { cookie } = await server.rawSession('demoUser');
    const response = await fetch(`${server.url}/api/browser/principal/contactInfo/qrcode`, {
      headers: { cookie, accept: 'image/avif,image/webp,*/*' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // Inline, so an <img> draws it, and named after the person, so `curl -OJ` saves it so.
    expect(response.headers.get('content-disposition')).toMatch(
      /^inline; filename="[^"]*\.png"; filename\*=UTF-8''[^;]+\.png$/,
    );
    expect([...new Uint8Array(await response.arrayBuffer()).subarray(0, 4)]).toEqual([
      0x89, 0x50, 0x4e, 0x47,
    ]);
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
    await expect(
      user.digitalCard.saveOrgUrl({ body: { useCustom: true, custom: 'javascript:alert(1)' } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: { fieldErrors: [{ path: 'body.custom', key: 'url' }] },
    });
    await expect(
      user.digitalCard.saveDivisionName({ body: { useCustom: true, custom: '部'.repeat(201) } }),
    ).rejects.toMatchObject({ statusCode: 400, data: { fieldErrors: [{ path: 'body.custom' }] } });
    await expect(
      user.digitalCard.saveAddress({
        body: { useCustom: true, custom: { zipcode: '1'.repeat(21), address1: '東京都', address2: '' } },
      }),
    ).rejects.toMatchObject({ statusCode: 400, data: { fieldErrors: [{ path: 'body.custom.zipcode' }] } });
    expect((await user.digitalCard.getOrgName()).useCustom).toBe(false);
    expect((await user.digitalCard.getOrgUrl()).useCustom).toBe(false);
    expect((await user.digitalCard.getAddress()).useCustom).toBe(false);

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
    const card = await parse(await user.digitalCard.vcard());
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
