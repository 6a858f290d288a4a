import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { putTenantLogo } from './tenantLogo.js';
import { tenantIdOf } from '../../../test/seededIds.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function logo(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/front/tenantLogo${query}`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    etag: response.headers.get('etag'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

describe('/front/tenantLogo', () => {
  it('serves the seeded logo of the demo tenant, kept for good at its current version', async () => {
    const info = await (await server.signIn('demoUser')).principal.tenantInfo();
    expect(info.logoVersion).toBe(1);
    const { cookie } = await server.rawSession('demoUser');
    const answer = await logo(`?v=${info.logoVersion}`, { Cookie: cookie });
    expect(answer).toMatchObject({
      status: 200,
      type: 'image/png',
      cacheControl: 'private, max-age=31536000, immutable',
      etag: '"logo-1"',
    });
    expect((await sharp(Buffer.from(answer.bytes)).metadata()).format).toBe('png');
  });

  it('revalidates an address without the current version, and answers 304 to a matching ETag', async () => {
    const { cookie } = await server.rawSession('demoUser');
    expect(await logo('', { Cookie: cookie })).toMatchObject({
      status: 200,
      cacheControl: 'private, no-cache',
    });
    expect(await logo('?v=1', { Cookie: cookie, 'If-None-Match': '"logo-1"' })).toMatchObject({
      status: 304,
      bytes: new Uint8Array(),
    });
  });

  it('needs a session', async () => {
    expect((await logo('?v=1')).status).toBe(401);
  });

  it('answers 404 to a tenant without a logo, never another tenant’s', async () => {
    const info = await (await server.signIn('trialAdmin')).principal.tenantInfo();
    expect(info.logoVersion).toBeNull();
    const { cookie } = await server.rawSession('trialAdmin');
    const answer = await logo('?v=1', { Cookie: cookie });
    expect(answer.status).toBe(404);
    expect(answer.type).not.toMatch(/^image\//);
  });

  it('gives a replacement the next version, and the old address is revalidated', async () => {
    const demoId = await tenantIdOf(server.db, 'demo');
    const gif = new Uint8Array(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
    expect(
      await putTenantLogo(server.db, Number(demoId), { image: gif, contentType: 'image/gif' }, new Date()),
    ).toBe(2);
    const { cookie } = await server.rawSession('demoUser');
    expect((await (await server.signIn('demoUser')).principal.tenantInfo()).logoVersion).toBe(2);
    expect(await logo('?v=1', { Cookie: cookie })).toMatchObject({
      status: 200,
      type: 'image/gif',
      cacheControl: 'private, no-cache',
      etag: '"logo-2"',
      bytes: gif,
    });
    expect((await logo('?v=2', { Cookie: cookie })).cacheControl).toContain('immutable');
  });
});
