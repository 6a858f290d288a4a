import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCookieJar, createKizunaClient, type KizunaClient } from '@kizuna/api-client';
import { ERROR_CODE_HEADER, type BizcardProposalItem } from '@kizuna/api-client/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import { renderBusinessCard } from '../../../test/fixtures/renderBusinessCard.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { loadConfig } from '../../config.js';
import { startServer } from '../../server.js';

let fakes: string;

/**
 * A stand-in for the `tesseract` command with its documented interface: `--list-langs` lists the
 * languages; `tesseract stdin stdout ...` reads the image on stdin and prints the text. This one
 * prints a fixed text once the file `release` exists in its folder (so a test sees SENDING), or
 * fails like the real one does on an unreadable image.
 */
async function fakeTesseract(name: string, behaviour: { text?: string; fail?: boolean; wait?: boolean }) {
  const dir = path.join(fakes, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'output.txt'), behaviour.text ?? '');
  const script = `#!/bin/sh
if [ "$1" = "--list-langs" ]; then printf 'List of available languages in "/fake/" (3):\\neng\\njpn\\nosd\\n'; exit 0; fi
cat > /dev/null
${behaviour.wait ? `while [ ! -f "${dir}/release" ]; do sleep 0.05; done` : ''}
${behaviour.fail ? `echo "Error in pixReadMem: Unknown format" >&2; exit 1` : `cat "${dir}/output.txt"`}
`;
  const binary = path.join(dir, 'tesseract');
  await writeFile(binary, script);
  await chmod(binary, 0o755);
  return { binary, release: () => writeFile(path.join(dir, 'release'), '') };
}

const CARD_TEXT = [
  '株式会社 サンプル商事',
  '営業本部 第一営業部 部長',
  'サトウ ケンイチ',
  '佐藤 健一',
  '〒100-0005 東京都千代田区丸の内1-2-3',
  'TEL 03-1234-5678 FAX 03-1234-5679',
  '携帯 090-1111-2222',
  'E-mail: kenichi.sato@sample-shoji.co.jp',
  'https://www.sample-shoji.co.jp',
].join('\n');

async function pngOf(width: number, height: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
}

function file(bytes: Uint8Array, name: string): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name);
}

async function newContact(client: KizunaClient, fullname: string): Promise<number> {
  const folders = await client.contactFolders.personalList();
  const folder = folders.items.find((item) => item.folderName === '個人の連絡先') ?? folders.items[0]!;
  const { contactId } = await client.externalContacts.add({
    params: { folderType: 'personal', folderId: folder.folderId },
    body: { fullname },
  });
  return contactId;
}

async function detailOf(client: KizunaClient, contactId: number) {
  return client.externalContacts.detail({ params: { folderType: 'personal', contactId } });
}

/** Polls the detail as the page does until the reading has ended. */
async function waitForReading(client: KizunaClient, contactId: number, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    const detail = await detailOf(client, contactId);
    if (detail.ocrStatus === 'CAN_SEND' && detail.ocrResult !== null) return detail;
    if (Date.now() - started > timeoutMs) throw new Error(`reading of ${contactId} did not end`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function proposed(proposal: BizcardProposalItem[]): Record<string, string> {
  return Object.fromEntries(proposal.map((item) => [item.field, item.value]));
}

beforeAll(async () => {
  fakes = await mkdtemp(path.join(tmpdir(), 'kizuna-fake-tesseract-'));
});
afterAll(async () => {
  await rm(fakes, { recursive: true, force: true });
});

describe('card images', () => {
  let server: TestServer;
  let user: KizunaClient;
  let admin: KizunaClient;

  beforeAll(async () => {
    const { binary } = await fakeTesseract('images', { text: CARD_TEXT });
    server = await startTestServer({ tesseractPath: binary });
    [user, admin] = await Promise.all([server.signIn('demoUser'), server.signIn('demoAdmin')]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores an image by its content, whatever its name says, and serves the thumbnail, image and original', async () => {
    const contactId = await newContact(user, '画像 太郎');
    expect((await detailOf(user, contactId)).hasBizcard).toBe(false);
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 900, height: 540, channels: 3, background: '#fafafa' } })
        .jpeg()
        .toBuffer(),
    );
    // A JPEG named .png is a JPEG.
    const stored = await user.businessCards.upload({
      params: { contactId },
      body: { file: file(jpeg, 'card.png') },
    });
    expect(stored).toMatchObject({ contactId, width: 900, height: 540 });
    const detail = await detailOf(user, contactId);
    expect(detail.hasBizcard).toBe(true);
    expect(detail.bizcardUpdatedAt).toBe(stored.updatedAt);

    const original = await user.businessCards.original({ params: { contactId } });
    expect(original.type).toBe('image/jpeg');
    expect([...Buffer.from(await original.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const { cookie } = await server.rawSession('demoUser');
    const thumbnail = await fetch(`${server.url}${stored.thumbnailPath}`, { headers: { cookie } });
    expect(thumbnail.status).toBe(200);
    const thumbnailMeta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(Math.max(thumbnailMeta.width ?? 0, thumbnailMeta.height ?? 0)).toBe(320);
    const image = await fetch(`${server.url}${stored.imagePath}`, { headers: { cookie } });
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const download = await fetch(`${server.url}${stored.originalPath}`, { headers: { cookie } });
    expect(download.headers.get('content-disposition')).toContain('attachment');
    // Without a session, and for another user's personal contact, there is no image.
    expect((await fetch(`${server.url}${stored.imagePath}`)).status).toBe(401);
    const adminSession = await server.rawSession('demoAdmin');
    expect(
      (await fetch(`${server.url}${stored.imagePath}`, { headers: { cookie: adminSession.cookie } })).status,
    ).toBe(404);
  });

  it('answers 404 BIZCARD_IMAGE_MISSING, never cached, for the image of a contact without a card', async () => {
    const contactId = await newContact(user, '名刺 無子');
    const { cookie } = await server.rawSession('demoUser');
    const missing = await fetch(`${server.url}/front/bizcardImage/${contactId}`, { headers: { cookie } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get(ERROR_CODE_HEADER)).toBe('BIZCARD_IMAGE_MISSING');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.json()).toEqual({ code: 'BIZCARD_IMAGE_MISSING', message: 'no such card' });
  });

  it('stores a GIF as PNG and refuses what is not a GIF, JPEG or PNG with the spec’s reasons', async () => {
    const contactId = await newContact(user, '形式 花子');
    const gif = new Uint8Array(
      await sharp({ create: { width: 400, height: 240, channels: 3, background: '#ffffff' } })
        .gif()
        .toBuffer(),
    );
    await user.businessCards.upload({ params: { contactId }, body: { file: file(gif, 'card.gif') } });
    expect((await user.businessCards.original({ params: { contactId } })).type).toBe('image/png');

    const refusals: [File, string][] = [
      [file(new TextEncoder().encode('not an image at all'), 'card.png'), 'imageType'],
      [file(await pngOf(10, 10), 'card.bmp'), 'imageExtension'],
      [file(new Uint8Array(31_457_281), 'card.jpg'), 'maxFileSize'],
    ];
    for (const [bad, key] of refusals) {
      await expect(
        user.businessCards.upload({ params: { contactId }, body: { file: bad } }),
      ).rejects.toMatchObject({
        statusCode: 400,
        data: {
          code: 'VALIDATION_FAILED',
          fieldErrors: [expect.objectContaining({ path: 'body.file', key })],
        },
      });
    }
    // The GIF is still the card.
    expect((await user.businessCards.original({ params: { contactId } })).type).toBe('image/png');
  });

  it('crops to a selected area inside the image, and refuses a missing or outside area', async () => {
    const contactId = await newContact(user, '切抜 次郎');
    await expect(
      user.businessCards.crop({ params: { contactId }, body: { x: 0, y: 0, width: 10, height: 10 } }),
    ).rejects.toMatchObject({ statusCode: 409, data: { code: 'BIZCARD_IMAGE_MISSING' } });
    await user.businessCards.upload({
      params: { contactId },
      body: { file: file(await pngOf(1200, 800), 'c.png') },
    });

    const { cookie, xsrf } = await server.rawSession('demoUser');
    const empty = await fetch(`${server.url}/api/browser/externalContacts/${contactId}/cropBizcard`, {
      method: 'POST',
      headers: {
        cookie,
        'X-XSRF-TOKEN': xsrf,
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: '{}',
    });
    expect(empty.status).toBe(400);
    const emptyBody = (await empty.json()) as { fieldErrors: { path: string; key: string }[] };
    expect(emptyBody.fieldErrors.map((error) => error.path).sort()).toEqual([
      'body.height',
      'body.width',
      'body.x',
      'body.y',
    ]);

    await expect(
      user.businessCards.crop({ params: { contactId }, body: { x: 1000, y: 0, width: 300, height: 100 } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: { fieldErrors: [expect.objectContaining({ path: 'body.width', key: 'cropOutOfImage' })] },
    });
    await expect(
      user.businessCards.crop({ params: { contactId }, body: { x: 0, y: 0, width: 0, height: 100 } }),
    ).rejects.toMatchObject({ statusCode: 400 });

    const cropped = await user.businessCards.crop({
      params: { contactId },
      body: { x: 100, y: 50, width: 910, height: 550 },
    });
    expect(cropped).toMatchObject({ width: 910, height: 550 });
    const bytes = Buffer.from(
      await (await user.businessCards.original({ params: { contactId } })).arrayBuffer(),
    );
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 910, height: 550 });
  });

  it('lets only those who may edit the contact change its card; others’ contacts are 404', async () => {
    const contactId = await newContact(admin, '管理者の 名刺');
    const png = file(await pngOf(200, 120), 'c.png');
    await expect(
      user.businessCards.upload({ params: { contactId }, body: { file: png } }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      user.businessCards.send({ body: { contactId, contactFolderType: 'PERSONAL' } }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(user.businessCards.reading({ params: { contactId } })).rejects.toMatchObject({
      statusCode: 404,
    });
    // The folder type named in the send must be the contact's.
    await admin.businessCards.upload({ params: { contactId }, body: { file: png } });
    await expect(
      admin.businessCards.send({ body: { contactId, contactFolderType: 'COMMON' } }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('reading a card', () => {
  let server: TestServer;
  let user: KizunaClient;
  let release: () => Promise<void>;

  beforeAll(async () => {
    const fake = await fakeTesseract('waiting', { text: CARD_TEXT, wait: true });
    release = fake.release;
    server = await startTestServer({ tesseractPath: fake.binary });
    user = await server.signIn('demoUser');
  });
  afterAll(async () => {
    await release?.();
    await server?.close();
  });

  it('goes CAN_SEND → SENDING → SUCCESS, refuses a second send and card changes meanwhile, and proposes the fields', async () => {
    const contactId = await newContact(user, '佐藤');
    await expect(
      user.businessCards.send({ body: { contactId, contactFolderType: 'PERSONAL' } }),
    ).rejects.toMatchObject({ statusCode: 409, data: { code: 'BIZCARD_IMAGE_MISSING' } });
    await user.businessCards.upload({
      params: { contactId },
      body: { file: file(await pngOf(600, 360), 'c.png') },
    });
    const before = await detailOf(user, contactId);
    expect(before).toMatchObject({
      ocrStatus: 'CAN_SEND',
      ocrResult: null,
      ocrCanSend: true,
      ocrAvailable: true,
      ocrMachineAvailable: true,
      ocrRegolithAvailable: false,
      availableOcrType: [1],
      ocrStatusEnum: ['CAN_SEND', 'SENDING'],
      ocrResultEnum: ['SUCCESS', 'FAILURE'],
    });

    const sent = await user.businessCards.send({ body: { contactId, contactFolderType: 'PERSONAL' } });
    expect(sent).toMatchObject({ ocrStatus: 'SENDING', ocrType: 1, bizcardRequestStatus: 'SENDING' });
    expect(sent.ocrStatusUpdatedAt).not.toBeNull();
    expect(await detailOf(user, contactId)).toMatchObject({ ocrStatus: 'SENDING', ocrCanSend: false });
    await expect(
      user.businessCards.send({ body: { contactId, contactFolderType: 'PERSONAL' } }),
    ).rejects.toMatchObject({ statusCode: 409, data: { code: 'OCR_ALREADY_SENDING' } });
    await expect(
      user.businessCards.crop({ params: { contactId }, body: { x: 0, y: 0, width: 10, height: 10 } }),
    ).rejects.toMatchObject({ statusCode: 409, data: { code: 'OCR_ALREADY_SENDING' } });
    await expect(
      user.businessCards.upload({
        params: { contactId },
        body: { file: file(await pngOf(60, 36), 'c.png') },
      }),
    ).rejects.toMatchObject({ statusCode: 409, data: { code: 'OCR_ALREADY_SENDING' } });

    server.advanceClock(1000);
    await release();
    const done = await waitForReading(user, contactId);
    expect(done).toMatchObject({ ocrResult: 'SUCCESS', bizcardRequestStatus: 'USED', ocrCanSend: true });
    expect(Date.parse(done.ocrStatusUpdatedAt!)).toBeGreaterThan(Date.parse(sent.ocrStatusUpdatedAt!));
    // Nothing the user typed changed: the reading is a proposal.
    expect(done).toMatchObject({ fullname: '佐藤', phoneNum: '', email1: '' });

    const reading = await user.businessCards.reading({ params: { contactId } });
    expect(reading.text).toContain('kenichi.sato@sample-shoji.co.jp');
    expect(proposed(reading.proposal)).toEqual({
      fullname: '佐藤 健一',
      fullnameKana: 'サトウ ケンイチ',
      companyName: '株式会社 サンプル商事',
      divisionName: '営業本部第一営業部',
      position: '部長',
      phoneNum: '03-1234-5678',
      faxNum: '03-1234-5679',
      mobileNum: '090-1111-2222',
      email1: 'kenichi.sato@sample-shoji.co.jp',
      webUrl: 'https://www.sample-shoji.co.jp',
      companyZipcode: '100-0005',
      companyAddress1: '東京都千代田区丸の内1-2-3',
    });

    // A new card forgets the reading of the old one.
    await user.businessCards.upload({
      params: { contactId },
      body: { file: file(await pngOf(60, 36), 'c.png') },
    });
    expect(await user.businessCards.reading({ params: { contactId } })).toMatchObject({
      ocrResult: null,
      proposal: [],
      bizcardRequestStatus: 'NONE',
    });
  });

  it('sends a list: each contact accepted or named with its reason', async () => {
    const withCard = await newContact(user, '一覧 一郎');
    const withoutCard = await newContact(user, '一覧 二郎');
    await user.businessCards.upload({
      params: { contactId: withCard },
      body: { file: file(await pngOf(60, 36), 'c.png') },
    });
    const { results } = await user.businessCards.sendList({
      body: { contactIds: [withCard, withoutCard], contactFolderType: 'PERSONAL' },
    });
    expect(results).toEqual([
      { contactId: withCard, accepted: true, code: null },
      { contactId: withoutCard, accepted: false, code: 'BIZCARD_IMAGE_MISSING' },
    ]);
    await release();
    expect(await waitForReading(user, withCard)).toMatchObject({ ocrResult: 'SUCCESS' });
  });

  it('refuses an OCR kind or language this server does not read', async () => {
    const contactId = await newContact(user, '言語 三郎');
    await user.businessCards.upload({
      params: { contactId },
      body: { file: file(await pngOf(60, 36), 'c.png') },
    });
    await expect(
      user.businessCards.send({ body: { contactId, contactFolderType: 'PERSONAL', ocrType: 2 } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: { fieldErrors: [expect.objectContaining({ path: 'body.ocrType' })] },
    });
    await expect(
      user.businessCards.send({ body: { contactId, contactFolderType: 'PERSONAL', ocrLanguage: 'KOREAN' } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: { fieldErrors: [expect.objectContaining({ path: 'body.ocrLanguage' })] },
    });
    expect(await detailOf(user, contactId)).toMatchObject({ ocrStatus: 'CAN_SEND', ocrResult: null });
  });
});

describe('when reading fails or cannot run', () => {
  it('ends in FAILURE with the reason when the engine fails', async () => {
    const { binary } = await fakeTesseract('failing', { fail: true });
    const server = await startTestServer({ tesseractPath: binary });
    try {
      const user = await server.signIn('demoUser');
      const contactId = await newContact(user, '失敗 四郎');
      await user.businessCards.upload({
        params: { contactId },
        body: { file: file(await pngOf(60, 36), 'c.png') },
      });
      await user.businessCards.send({ body: { contactId, contactFolderType: 'PERSONAL' } });
      expect(await waitForReading(user, contactId)).toMatchObject({
        ocrResult: 'FAILURE',
        bizcardRequestStatus: 'FAILURE',
        ocrCanSend: true,
      });
      expect(await user.businessCards.reading({ params: { contactId } })).toMatchObject({
        failureCode: 'ENGINE_ERROR',
        text: null,
        proposal: [],
      });
    } finally {
      await server.close();
    }
  });

  it('says OCR is unavailable when tesseract is not installed, and refuses to send', async () => {
    const server = await startTestServer({ tesseractPath: path.join(fakes, 'no-such-dir', 'tesseract') });
    try {
      const user = await server.signIn('demoUser');
      const contactId = await newContact(user, '不在 五郎');
      await user.businessCards.upload({
        params: { contactId },
        body: { file: file(await pngOf(60, 36), 'c.png') },
      });
      expect(await detailOf(user, contactId)).toMatchObject({
        hasBizcard: true,
        ocrAvailable: false,
        ocrMachineAvailable: false,
        ocrCanSend: false,
        availableOcrType: [],
      });
      await expect(
        user.businessCards.send({ body: { contactId, contactFolderType: 'PERSONAL' } }),
      ).rejects.toMatchObject({ statusCode: 503, data: { code: 'OCR_UNAVAILABLE' } });
      expect(await detailOf(user, contactId)).toMatchObject({ ocrStatus: 'CAN_SEND', ocrResult: null });
    } finally {
      await server.close();
    }
  });
});

describe('a reading accepted before a restart', () => {
  it('is read after the restart', async () => {
    const database = await createTestDatabase({ seeded: true });
    const appDir = await mkdtemp(path.join(tmpdir(), 'kizuna-app-'));
    const waiting = await fakeTesseract('restart-first', { text: CARD_TEXT, wait: true });
    const instant = await fakeTesseract('restart-second', { text: CARD_TEXT });
    const configOf = (tesseractPath: string) => ({
      ...loadConfig({}),
      port: 0,
      dataDir: null,
      databaseUrl: null,
      appDir,
      tesseractPath,
    });
    try {
      const first = await startServer({ config: configOf(waiting.binary), database, hostname: '127.0.0.1' });
      let contactId: number;
      {
        const url = `http://127.0.0.1:${first.port}`;
        const client = createKizunaClient({ baseURL: url, cookieJar: createCookieJar() });
        await client.auth.xsrf();
        await client.auth.login({
          body: { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' },
        });
        contactId = await newContact(client, '再起動 六郎');
        await client.businessCards.upload({
          params: { contactId },
          body: { file: file(await pngOf(60, 36), 'c.png') },
        });
        await client.businessCards.send({ body: { contactId, contactFolderType: 'PERSONAL' } });
      }
      // The server stops while tesseract is still reading.
      await first.close();
      const job = await database.db
        .selectFrom('bizcard_ocr_jobs')
        .select(['state'])
        .where('contact_id', '=', contactId)
        .executeTakeFirstOrThrow();
      expect(job.state).not.toBe('DONE');

      const second = await startServer({ config: configOf(instant.binary), database, hostname: '127.0.0.1' });
      try {
        const client = createKizunaClient({
          baseURL: `http://127.0.0.1:${second.port}`,
          cookieJar: createCookieJar(),
        });
        await client.auth.xsrf();
        await client.auth.login({
          body: { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' },
        });
        const done = await waitForReading(client, contactId);
        expect(done.ocrResult).toBe('SUCCESS');
        expect(
          proposed((await client.businessCards.reading({ params: { contactId } })).proposal).phoneNum,
        ).toBe('03-1234-5678');
      } finally {
        await second.close();
      }
    } finally {
      await waiting.release();
      await database.close();
      await rm(appDir, { recursive: true, force: true });
    }
  });
});

// Reading a photo is tesseract's work, whatever the database: it runs in the embedded-database suite
// only (the PostgreSQL suite runs every other test of this file).
describe.skipIf(process.env.DATABASE_URL !== undefined)('the embedded engine (tesseract)', () => {
  let server: TestServer;
  let user: KizunaClient;

  beforeAll(async () => {
    server = await startTestServer();
    user = await server.signIn('demoUser');
  });
  afterAll(async () => {
    await server?.close();
  });

  it(
    'reads a Japanese card photographed on a table: name, company, phone and e-mail',
    { timeout: 120_000 },
    async () => {
      const contactId = await newContact(user, '名刺の人');
      const card = await renderBusinessCard(
        {
          company: '株式会社 みらい技研',
          division: '技術開発部 課長',
          kana: 'タカハシ ミサキ',
          name: '高橋 美咲',
          lines: ['TEL 03-6789-0123', '携帯 080-2345-6789', 'misaki.takahashi@mirai-giken.co.jp'],
        },
        { margin: 60 },
      );
      await user.businessCards.upload({ params: { contactId }, body: { file: file(card, 'card.png') } });
      // The crop step: the card without the table.
      await user.businessCards.crop({
        params: { contactId },
        body: { x: 60, y: 60, width: 1075, height: 650 },
      });
      await user.businessCards.send({ body: { contactId, contactFolderType: 'PERSONAL' } });
      const done = await waitForReading(user, contactId, 110_000);
      expect(done.ocrResult).toBe('SUCCESS');
      const fields = proposed((await user.businessCards.reading({ params: { contactId } })).proposal);
      expect(fields.phoneNum).toBe('03-6789-0123');
      expect(fields.mobileNum).toBe('080-2345-6789');
      expect(fields.email1).toBe('misaki.takahashi@mirai-giken.co.jp');
      expect(fields.fullname?.replace(/\s/g, '')).toBe('高橋美咲');
      expect(fields.companyName?.replace(/\s/g, '')).toBe('株式会社みらい技研');
    },
  );
});
