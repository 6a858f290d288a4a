import { EXTERNAL_CONTACT_LIMITS, USER_EDIT_FIELDS, type UserEditFields } from '@kizuna/api-client/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
type Client = Awaited<ReturnType<TestServer['signIn']>>;
let yamada: Client;
let admin: Client;
let yamadaId: number;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  yamada = await server.signIn('demoUser');
  admin = await server.signIn('demoAdmin');
  yamadaId = (await yamada.principal.userInfo()).userId;
  adminId = (await admin.principal.userInfo()).userId;
});
afterAll(async () => {
  await server?.close();
});

const yamadaEdit = () => ({ params: { userId: yamadaId } });

/** A whole user edit form: the fields given, the others blank. */
function form(fields: Partial<UserEditFields>): UserEditFields {
  return { ...Object.fromEntries(USER_EDIT_FIELDS.map((field) => [field, ''])), ...fields } as UserEditFields;
}

describe('the user edit', () => {
  it('saves my own fields, and the detail page and the search see them at once', async () => {
    const saved = await yamada.userEdit.save({
      ...yamadaEdit(),
      body: form({ phoneNum: '03-5555-0101', position: '  主任  ', remarks: '火曜は在宅勤務', email2: '' }),
    });
    expect(saved).toMatchObject({
      userId: yamadaId,
      isSelf: true,
      phoneNum: '03-5555-0101',
      position: '主任',
      remarks: '火曜は在宅勤務',
      email2: null,
    });
    expect(await yamada.userEdit.get(yamadaEdit())).toEqual(saved);
    const detail = await admin.internalContacts.detail({ params: { contactId: yamadaId } });
    expect(detail).toMatchObject({ phoneNum: '03-5555-0101', position: '主任', remarks: '火曜は在宅勤務' });
    const found = await admin.internalContacts.searchByFreeWord({ body: { freeWord: '0355550101' } });
    expect(found.items.map((item) => item.userId)).toContain(yamadaId);
  });

  it('lets one with edit authority edit another person (proxy edit)', async () => {
    const saved = await admin.userEdit.save({ ...yamadaEdit(), body: form({ phoneNum: '03-5555-0202' }) });
    expect(saved).toMatchObject({ isSelf: false, phoneNum: '03-5555-0202' });
    expect(await yamada.userEdit.get(yamadaEdit())).toMatchObject({ phoneNum: '03-5555-0202' });
  });

  it("answers 403 for another person's id without edit authority, saving nothing", async () => {
    const before = await admin.userEdit.get({ params: { userId: adminId } });
    await expect(yamada.userEdit.get({ params: { userId: adminId } })).rejects.toMatchObject({
      statusCode: 403,
      data: { code: 'EDIT_NOT_ALLOWED' },
    });
    await expect(
      yamada.userEdit.save({ params: { userId: adminId }, body: form({ phoneNum: '999' }) }),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(await admin.userEdit.get({ params: { userId: adminId } })).toEqual(before);
  });

  it('refuses over-long text (in code points) and bad phones on their fields, saving nothing', async () => {
    const before = await yamada.userEdit.get(yamadaEdit());
    const longest = '𠮷'.repeat(EXTERNAL_CONTACT_LIMITS.longTextMax);
    await expect(
      yamada.userEdit.save({
        ...yamadaEdit(),
        body: form({ remarks: `${longest}a`, phoneNum: '03-abc', webUrl: 'javascript:alert(1)' }),
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: {
        code: 'VALIDATION_FAILED',
        fieldErrors: expect.arrayContaining([
          expect.objectContaining({ path: 'body.remarks', key: 'length' }),
          expect.objectContaining({ path: 'body.phoneNum' }),
          expect.objectContaining({ path: 'body.webUrl', key: 'url' }),
        ]),
      },
    });
    expect(await yamada.userEdit.get(yamadaEdit())).toEqual(before);
    expect(await yamada.userEdit.save({ ...yamadaEdit(), body: form({ remarks: longest }) })).toMatchObject({
      remarks: longest,
      phoneNum: null,
    });
  });

  it("answers 404 for another tenant's person", async () => {
    const trial = await server.signIn('trialAdmin');
    const trialId = (await trial.principal.userInfo()).userId;
    await expect(admin.userEdit.get({ params: { userId: trialId } })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      admin.userEdit.save({ params: { userId: trialId }, body: form({ phoneNum: '1' }) }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect((await trial.userEdit.get({ params: { userId: trialId } })).phoneNum).not.toBe('1');
  });
});

/** A PNG of `width` × `height`: the left half red, the right half blue. */
async function halvesPng(width: number, height: number): Promise<File> {
  const half = { width: width / 2, height, channels: 3 as const };
  const bytes = await sharp({ create: { ...half, width, background: '#0000ff' } })
    .composite([{ input: { create: { ...half, background: '#ff0000' } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'face.png', { type: 'image/png' });
}

async function thumbnail(userId: number): Promise<Response> {
  const { cookie } = await server.rawSession('demoUser');
  return fetch(`${server.url}/front/faceImage/thumbnail/${userId}`, { headers: { cookie } });
}

async function thumbnailColour(userId: number): Promise<{ r: number; b: number }> {
  const response = await thumbnail(userId);
  expect(response.headers.get('content-type')).toBe('image/png');
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([128, 128]);
  const middle = (64 * 128 + 64) * info.channels;
  return { r: data[middle]!, b: data[middle + 2]! };
}

describe('my face image', () => {
  it('keeps the square I chose, and removal brings back the default', async () => {
    const file = await halvesPng(200, 100);
    const left = await yamada.faceImages.upload({
      ...yamadaEdit(),
      body: { file, cropLeft: 0, cropTop: 0, cropSize: 100 },
    });
    expect(left).toMatchObject({ hasFaceImage: true });
    expect(await yamada.faceImages.show(yamadaEdit())).toMatchObject({
      hasFaceImage: true,
      updatedAt: left.updatedAt,
    });
    expect(await thumbnailColour(yamadaId)).toMatchObject({ r: 255, b: 0 });
    await yamada.faceImages.upload({
      ...yamadaEdit(),
      body: { file, cropLeft: 100, cropTop: 0, cropSize: 100 },
    });
    expect(await thumbnailColour(yamadaId)).toMatchObject({ r: 0, b: 255 });
    expect((await admin.internalContacts.detail({ params: { contactId: yamadaId } })).hasFaceImage).toBe(
      true,
    );

    expect(await yamada.faceImages.remove(yamadaEdit())).toMatchObject({ hasFaceImage: false });
    expect(await yamada.faceImages.show(yamadaEdit())).toMatchObject({
      hasFaceImage: false,
      updatedAt: null,
    });
    expect((await admin.internalContacts.detail({ params: { contactId: yamadaId } })).hasFaceImage).toBe(
      false,
    );
    const response = await thumbnail(yamadaId);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('refuses a square outside the image, an HTML file named .png, and another person, storing nothing', async () => {
    const file = await halvesPng(200, 100);
    await expect(
      yamada.faceImages.upload({ ...yamadaEdit(), body: { file, cropLeft: 150, cropTop: 0, cropSize: 100 } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: { fieldErrors: [expect.objectContaining({ path: 'body.cropSize' })] },
    });
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'face.png', { type: 'image/png' });
    await expect(yamada.faceImages.upload({ ...yamadaEdit(), body: { file: html } })).rejects.toMatchObject({
      statusCode: 400,
      data: { fieldErrors: [expect.objectContaining({ path: 'body.file', key: 'imageType' })] },
    });
    await expect(
      yamada.faceImages.upload({ params: { userId: adminId }, body: { file } }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(yamada.faceImages.remove({ params: { userId: adminId } })).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(yamada.faceImages.show({ params: { userId: adminId } })).rejects.toMatchObject({
      statusCode: 403,
    });
    expect((await admin.internalContacts.detail({ params: { contactId: yamadaId } })).hasFaceImage).toBe(
      false,
    );
  });
});
