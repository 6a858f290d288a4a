import { request } from 'node:http';
import type { KizunaClient } from '@kizuna/api-client';
import { API_PREFIX_BROWSER, contract, LIMITS, type EndpointDefinition } from '@kizuna/api-client/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectTenantRows } from '../src/db/tenantRows.js';
import { startTestServer, type TestServer } from './startTestServer.js';

/**
 * Every path that takes a file, as an attacker with a session would send it: a body declared over
 * the multipart limit, a file just over the path's own limit, and a file that is not what its name
 * says. Each is refused with a 4xx and changes nothing.
 */
let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let demoId: number;
let yamadaId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('demoAdmin');
  yamada = await server.signIn('demoUser');
  demoId = (
    await server.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  yamadaId = (
    await selectTenantRows(server.db, 'users', demoId)
      .select('id')
      .where('account_id', '=', 'yamada.taro')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await server?.close();
});

/** The multipart endpoints of the contract, with their paths' parameters filled in. */
function multipartEndpoints(): { name: string; method: string; path: string }[] {
  const found: { name: string; method: string; path: string }[] = [];
  for (const [area, endpoints] of Object.entries(contract)) {
    for (const [name, endpoint] of Object.entries(endpoints as Record<string, EndpointDefinition>)) {
      if (!endpoint.multipart) continue;
      found.push({
        name: `${area}.${name}`,
        method: endpoint.method,
        path: API_PREFIX_BROWSER + endpoint.path.replace(/:\w+/g, '1'),
      });
    }
  }
  return found;
}

/**
 * Sends only the headers of a request whose body is declared `declaredBytes` long, and answers the
 * status the server gives without waiting for the body (0 when it does not answer within 5 s).
 */
function declaredOnly(method: string, path: string, cookie: string, xsrf: string, declaredBytes: number) {
  return new Promise<number>((resolve, reject) => {
    const url = new URL(server.url + path);
    const req = request({
      host: url.hostname,
      port: url.port,
      method,
      path: url.pathname,
      headers: {
        Cookie: cookie,
        'X-XSRF-TOKEN': xsrf,
        'Content-Type': 'multipart/form-data; boundary=----kizuna',
        'Content-Length': String(declaredBytes),
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(0);
    }, 5000);
    req.on('response', (response) => {
      clearTimeout(timer);
      response.resume();
      req.destroy();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.flushHeaders();
  });
}

async function refusalOf(call: Promise<unknown>): Promise<{ status: number; code: string; keys: string[] }> {
  const error = (await call.then(
    () => {
      throw new Error('the upload was accepted');
    },
    (e: unknown) => e,
  )) as { statusCode: number; data: { code: string; fieldErrors?: { path: string; key: string }[] } };
  return {
    status: error.statusCode,
    code: error.data.code,
    keys: (error.data.fieldErrors ?? []).map((f) => `${f.path}:${f.key}`),
  };
}

/** A file one byte over the multipart maximum that still fits the body limit: the path's own check. */
const overMaxFile = (name: string) => new File([new Uint8Array(LIMITS.multipartMaxFileSize + 1)], name);

/** A PDF that calls itself a PNG. */
const pdfNamedPng = () => new File([new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')], 'photo.png');

async function pngBytes(): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

describe('upload paths', () => {
  it('refuses a body declared over the multipart limit on every multipart path, before reading it', async () => {
    const endpoints = multipartEndpoints();
    // The later areas' paths are among them.
    expect(endpoints.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        'talk.sendFile',
        'placesAdmin.uploadImage',
        'companyAdmin.uploadLogo',
        'faceImages.upload',
        'userAdmin.import',
        'divisionAdmin.import',
        'callSettings.importRejections',
      ]),
    );
    const { cookie, xsrf } = await server.rawSession('demoAdmin');
    for (const { name, method, path } of endpoints) {
      const status = await declaredOnly(
        method,
        path,
        cookie,
        xsrf,
        LIMITS.multipartMaxFileSize + 2 * 1024 * 1024,
      );
      expect(status, name).toBe(413);
    }
  });

  it('refuses a floor image over the size limit or not an image by content, keeping the floor as it was', async () => {
    const floor = await admin.placesAdmin.createFloor({
      body: { floorType: 'IBASHO', name: '本社 9F', floorNumber: 9, dimension: { length: 20, width: 40 } },
    });
    const params = { floorId: floor.floorId };
    const stored = () =>
      selectTenantRows(server.db, 'floors', demoId, floor.floorId)
        .select(['image_file_id', 'image_version'])
        .executeTakeFirstOrThrow();
    const before = await stored();
    expect(
      await refusalOf(admin.placesAdmin.uploadImage({ params, body: { file: overMaxFile('plan.png') } })),
    ).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      keys: ['body.file:maxFileSize'],
    });
    expect(
      await refusalOf(admin.placesAdmin.uploadImage({ params, body: { file: pdfNamedPng() } })),
    ).toMatchObject({
      status: 400,
      keys: ['body.file:imageType'],
    });
    const after = await stored();
    expect(after.image_file_id).toBeNull();
    expect(after.image_version).toBe(before.image_version);
  });

  it('refuses a company logo over the size limit, keeping the logo as it was', async () => {
    const before = (await admin.companyAdmin.get()).logoVersion;
    expect(
      await refusalOf(admin.companyAdmin.uploadLogo({ body: { file: overMaxFile('logo.png') } })),
    ).toMatchObject({
      status: 400,
      keys: ['body.file:maxFileSize'],
    });
    expect(await refusalOf(admin.companyAdmin.uploadLogo({ body: { file: pdfNamedPng() } }))).toMatchObject({
      status: 400,
      keys: ['body.file:imageType'],
    });
    expect((await admin.companyAdmin.get()).logoVersion).toBe(before);
  });

  it('refuses a profile photo over the size limit or not an image by content, keeping the one there', async () => {
    const params = { userId: yamadaId };
    const storedFace = () =>
      selectTenantRows(server.db, 'face_images', demoId)
        .select(['original_file_id', 'updated_at'])
        .where('user_id', '=', yamadaId)
        .execute();
    const before = await storedFace();
    expect(
      await refusalOf(yamada.faceImages.upload({ params, body: { file: overMaxFile('me.png') } })),
    ).toMatchObject({
      status: 400,
      keys: ['body.file:maxFileSize'],
    });
    expect(
      await refusalOf(yamada.faceImages.upload({ params, body: { file: pdfNamedPng() } })),
    ).toMatchObject({
      status: 400,
      keys: ['body.file:imageType'],
    });
    expect(await storedFace()).toEqual(before);
  });

  it('refuses a call-rejection list over its size limit, registering nothing', async () => {
    const count = async () =>
      (await selectTenantRows(server.db, 'pbx_call_rejections', demoId).select('id').execute()).length;
    const before = await count();
    const big = new File([new Uint8Array(1_048_577).fill(0x30)], 'numbers.csv');
    expect(await refusalOf(yamada.callSettings.importRejections({ body: { file: big } }))).toEqual({
      status: 400,
      code: 'IMPORT_FILE_INVALID',
      keys: ['body.file:FILE_TOO_LARGE'],
    });
    expect(await count()).toBe(before);
  });

  it('refuses an image renamed .csv as a user or division import, creating nobody and no division', async () => {
    const image = new File([await pngBytes()], 'people.csv');
    const users = async () =>
      (await selectTenantRows(server.db, 'users', demoId).select('id').execute()).length;
    const divisions = async () =>
      (await selectTenantRows(server.db, 'divisions', demoId).select('id').execute()).length;
    const [usersBefore, divisionsBefore] = [await users(), await divisions()];
    const fileProblem = /^(FILE_CHARSET|HEADER_INVALID)$/;
    const refused = await refusalOf(admin.userAdmin.previewImport({ body: { file: image } }));
    expect(refused.status).toBe(400);
    expect(refused.keys).toHaveLength(1);
    expect(refused.keys[0]!.replace('body.file:', '')).toMatch(fileProblem);
    // The division preview answers the file's problem in its result, as its page shows it.
    const preview = await admin.divisionAdmin.previewImport({ body: { file: image } });
    expect(preview.problem).toMatch(fileProblem);
    expect(preview.lines).toEqual([]);
    // The import itself is a job: accepted at once, it reads the file and ends with the problem.
    const jobs = [
      { accepted: await admin.userAdmin.import({ body: { file: image } }), read: admin.userAdmin.importJob },
      {
        accepted: await admin.divisionAdmin.import({ body: { file: image } }),
        read: admin.divisionAdmin.importJob,
      },
    ];
    for (const { accepted, read } of jobs) {
      const params = { params: { jobId: accepted.jobId } };
      let job = await read(params);
      for (let i = 0; i < 100 && job.finishedAt === null; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = await read(params);
      }
      expect(job.problem).toMatch(fileProblem);
      expect(job.result).toBeNull();
    }
    expect(await users()).toBe(usersBefore);
    expect(await divisions()).toBe(divisionsBefore);
  });
});
