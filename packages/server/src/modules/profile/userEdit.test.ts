import {
  EXTERNAL_CONTACT_LIMITS,
  USER_EDIT_FIELDS,
  type SaveCompanySettingsBody,
  type UserEditFields,
} from '@kizuna/api-client/contract';
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

/** The company settings as the admin would save them, with the changes given. */
async function companyBody(changes: Partial<SaveCompanySettingsBody>): Promise<SaveCompanySettingsBody> {
  const {
    logoVersion: _logo,
    clientAddress: _address,
    startPageChoices: _choices,
    selfEditableFieldsInEffect: _inEffect,
    ...settings
  } = await admin.companyAdmin.get();
  return { ...settings, ...changes };
}

/** Yamada's whole form as stored, with the changes given. */
async function yamadaForm(changes: Partial<UserEditFields>): Promise<UserEditFields> {
  const stored = await yamada.userEdit.get(yamadaEdit());
  return form({
    ...Object.fromEntries(USER_EDIT_FIELDS.map((field) => [field, stored[field] ?? ''])),
    ...changes,
  });
}

describe('the fields a person may change themself', () => {
  let original: SaveCompanySettingsBody;
  beforeAll(async () => {
    original = await companyBody({});
  });
  afterAll(async () => {
    await admin.companyAdmin.save({ body: original });
  });

  it("follow the tenant's view columns until the administrator chooses", async () => {
    // The demo list shows PHONE, EMAIL and COMMENT: every field is one's own to keep.
    expect((await yamada.userEdit.get(yamadaEdit())).editableFields).toEqual([...USER_EDIT_FIELDS]);
    const settings = await admin.companyAdmin.save({
      body: await companyBody({ viewColumns: ['PRESENCE', 'EMAIL'], selfEditableFields: null }),
    });
    const byColumns = ['position', 'email2', 'webUrl', 'remarks'];
    expect(settings).toMatchObject({ selfEditableFields: null, selfEditableFieldsInEffect: byColumns });
    expect((await yamada.userEdit.get(yamadaEdit())).editableFields).toEqual(byColumns);
  });

  it('are the administrator’s choice; a change of another field is refused on it, saving nothing', async () => {
    const settings = await admin.companyAdmin.save({
      body: await companyBody({ selfEditableFields: ['remarks', 'phoneNum'] }),
    });
    expect(settings).toMatchObject({
      selfEditableFields: ['phoneNum', 'remarks'],
      selfEditableFieldsInEffect: ['phoneNum', 'remarks'],
    });
    const before = await yamada.userEdit.get(yamadaEdit());
    expect(before).toMatchObject({ isSelf: true, editableFields: ['phoneNum', 'remarks'] });

    await expect(
      yamada.userEdit.save({
        ...yamadaEdit(),
        body: await yamadaForm({ phoneNum: '03-5555-0303', position: '部長', email2: 'me@example.com' }),
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: {
        code: 'VALIDATION_FAILED',
        fieldErrors: [
          { path: 'body.position', key: 'notSelfEditable' },
          { path: 'body.email2', key: 'notSelfEditable' },
        ],
      },
    });
    expect(await yamada.userEdit.get(yamadaEdit())).toEqual(before);

    // The read-only fields sent as stored, the chosen ones changed: saved.
    const saved = await yamada.userEdit.save({
      ...yamadaEdit(),
      body: await yamadaForm({ phoneNum: '03-5555-0303', remarks: '午後は外出' }),
    });
    expect(saved).toMatchObject({
      phoneNum: '03-5555-0303',
      remarks: '午後は外出',
      position: before.position,
    });
  });

  it('do not bind those with edit authority (proxy edit), nor let a plain colleague in', async () => {
    await admin.companyAdmin.save({ body: await companyBody({ selfEditableFields: [] }) });
    expect((await yamada.userEdit.get(yamadaEdit())).editableFields).toEqual([]);
    const asAdmin = await admin.userEdit.get(yamadaEdit());
    expect(asAdmin).toMatchObject({ isSelf: false, editableFields: [...USER_EDIT_FIELDS] });
    expect((await admin.userEdit.get({ params: { userId: adminId } })).editableFields).toEqual([
      ...USER_EDIT_FIELDS,
    ]);
    const saved = await admin.userEdit.save({
      ...yamadaEdit(),
      body: await yamadaForm({ position: '課長', email2: 'yamada.2@example.com' }),
    });
    expect(saved).toMatchObject({ position: '課長', email2: 'yamada.2@example.com' });
    await expect(
      yamada.userEdit.save({ ...yamadaEdit(), body: await yamadaForm({ position: '社長' }) }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      yamada.userEdit.save({ params: { userId: adminId }, body: form({ phoneNum: '999' }) }),
    ).rejects.toMatchObject({ statusCode: 403, data: { code: 'EDIT_NOT_ALLOWED' } });
    expect((await admin.userEdit.get(yamadaEdit())).position).toBe('課長');
  });

  it('refuses a field named twice or unknown in the settings, keeping the choice', async () => {
    const before = await admin.companyAdmin.get();
    await expect(
      admin.companyAdmin.save({
        body: await companyBody({ selfEditableFields: ['phoneNum', 'phoneNum'] }),
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: { fieldErrors: [expect.objectContaining({ path: 'body.selfEditableFields', key: 'invalid' })] },
    });
    await expect(
      admin.companyAdmin.save({
        body: { ...(await companyBody({})), selfEditableFields: ['fullname' as 'phoneNum'] },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect((await admin.companyAdmin.get()).selfEditableFields).toEqual(before.selfEditableFields);
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
