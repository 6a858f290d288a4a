import { THANKS_STAMP_ICONS } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
type Client = Awaited<ReturnType<TestServer['signIn']>>;
let admin: Client;
let yamada: Client;
let cookies: { demo: string; trial: string };

beforeAll(async () => {
  server = await startTestServer();
  [admin, yamada] = await Promise.all([server.signIn('demoAdmin'), server.signIn('demoUser')]);
  const [demo, trial] = await Promise.all([server.rawSession('demoUser'), server.rawSession('trialAdmin')]);
  cookies = { demo: demo.cookie, trial: trial.cookie };
});
afterAll(async () => {
  await server?.close();
});

/** A 300 × 200 PNG of one colour. */
async function png(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'stamp.png', { type: 'image/png' });
}

/** Files in the file storage, of every tenant. */
async function storedFiles(): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`select count(*) as n from stored_files`.execute(
    server.db,
  );
  return Number(rows[0]!.n);
}

async function image(path: string, cookie?: string) {
  return fetch(`${server.url}${path}`, cookie ? { headers: { Cookie: cookie } } : {});
}

describe("a stamp's icon and own image", () => {
  it('offers the icons of the spec, BLINK among them', async () => {
    const { icons } = await admin.thanksAdmin.stampIcons();
    expect(icons).toEqual(expect.arrayContaining(['STAR', 'BLINK', 'HEART']));
    expect(icons).toEqual([...THANKS_STAMP_ICONS]);
    const stamp = await admin.thanksAdmin.createStamp({
      body: { heading: 'キラッ', color: 'YELLOW', icon: 'BLINK' },
    });
    expect(stamp).toMatchObject({ icon: 'BLINK', iconUrl: null });
  });

  it('shows an uploaded image, kept small on Kizuna’s origin, to the people of the tenant only', async () => {
    const stamp = await admin.thanksAdmin.createStamp({
      body: { heading: '感謝', color: 'RED', icon: 'HEART' },
    });
    const uploaded = await admin.thanksAdmin.uploadStampIcon({
      params: { stampId: stamp.stampId },
      body: { file: await png() },
    });
    expect(uploaded.iconUrl).toBe(`/front/thanks/stampIcon/${stamp.stampId}?v=1`);
    // Senders and cards see it.
    const offered = (await yamada.thanks.stamps()).stamps.find((item) => item.stampId === stamp.stampId);
    expect(offered?.iconUrl).toBe(uploaded.iconUrl);

    const answer = await image(uploaded.iconUrl!, cookies.demo);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(new Uint8Array(await answer.arrayBuffer())).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(128);

    expect((await image(uploaded.iconUrl!)).status).toBe(401);
    expect((await image(uploaded.iconUrl!, cookies.trial)).status).toBe(404);

    // A second image takes a new address; the first file goes with it.
    const files = await storedFiles();
    const again = await admin.thanksAdmin.uploadStampIcon({
      params: { stampId: stamp.stampId },
      body: { file: await png() },
    });
    expect(again.iconUrl).toBe(`/front/thanks/stampIcon/${stamp.stampId}?v=2`);
    expect(await storedFiles()).toBe(files);

    const removed = await admin.thanksAdmin.removeStampIcon({ params: { stampId: stamp.stampId } });
    expect(removed).toMatchObject({ icon: 'HEART', iconUrl: null });
    expect((await image(again.iconUrl!, cookies.demo)).status).toBe(404);
    expect(await storedFiles()).toBe(files - 1);
  });

  it('refuses a file that is no image on its field, changing nothing', async () => {
    const stamp = await admin.thanksAdmin.createStamp({
      body: { heading: '拍手', color: 'BLUE', icon: 'CLAP' },
    });
    const files = await storedFiles();
    expect(
      await refusal(
        admin.thanksAdmin.uploadStampIcon({
          params: { stampId: stamp.stampId },
          body: { file: new File(['<svg onload="alert(1)"/>'], 'x.png', { type: 'image/png' }) },
        }),
      ),
    ).toMatchObject({ status: 400 });
    const after = (await admin.thanksAdmin.stamps()).stamps.find((item) => item.stampId === stamp.stampId);
    expect(after?.iconUrl).toBeNull();
    expect(await storedFiles()).toBe(files);
    expect(
      await refusal(
        yamada.thanksAdmin.uploadStampIcon({
          params: { stampId: stamp.stampId },
          body: { file: await png() },
        }),
      ),
    ).toMatchObject({ status: 403 });
  });
});
