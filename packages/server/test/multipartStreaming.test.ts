import { request, type IncomingMessage } from 'node:http';
import { LIMITS } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectTenantRows } from '../src/db/tenantRows.js';
import { tenantIdOf, userIdOf } from './seededIds.js';
import { startTestServer, type TestServer } from './startTestServer.js';

/**
 * A multipart body is read as it arrives: the file part goes into the file storage piece by piece
 * while the client is still sending it, so a 30 MB upload holds neither the server's memory nor
 * its event loop for the time of one whole body; and a body that cannot be read is refused with
 * 400 naming the body, storing nothing.
 */
let server: TestServer;
let session: { cookie: string; xsrf: string };
let demoId: number;
let yamadaId: number;
let roomId: number;

beforeAll(async () => {
  server = await startTestServer();
  session = await server.rawSession('demoUser');
  demoId = await tenantIdOf(server.db, 'demo');
  yamadaId = await userIdOf(server.db, demoId, 'yamada.taro');
  const peer = await selectTenantRows(server.db, 'users', demoId)
    .select('id')
    .where('account_id', 'not in', ['yamada.taro', 'admin'])
    .where('enabled', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const yamada = await server.signIn('demoUser');
  roomId = (await yamada.talk.create({ body: { contactIds: [peer.id] } })).talkRoomId;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const BOUNDARY = '----KizunaBoundary7MA4YWxkTrZu0gW';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The head of a file part. */
function filePart(name: string, fileName: string, type: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
}
const END = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

interface Answer {
  readonly status: number;
  readonly body: { code?: string; fieldErrors?: { path: string; key: string }[] } & Record<string, unknown>;
}

async function readAnswer(response: IncomingMessage): Promise<Answer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return { status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

/**
 * A request the test writes itself: its head now, the body through `write`, and its answer once the
 * server gives one (which may come before the body is all sent).
 */
function openUpload(path: string, headers: Record<string, string | number>) {
  const outgoing = request(`${server.url}/api/browser${path}`, {
    method: 'POST',
    headers: {
      Cookie: session.cookie,
      'X-XSRF-TOKEN': session.xsrf,
      'X-Requested-With': 'XMLHttpRequest',
      ...headers,
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    outgoing.on('response', (response) => void readAnswer(response).then(resolve, reject));
    outgoing.on('error', reject);
  });
  // A server that answers before the body ends may close the connection under the writer; a test
  // that fails midway leaves the answer unread.
  outgoing.on('error', () => undefined);
  answer.catch(() => undefined);
  const write = (bytes: Uint8Array) =>
    new Promise<void>((resolve) => {
      if (outgoing.write(bytes)) resolve();
      else outgoing.once('drain', resolve);
    });
  return { write, end: () => outgoing.end(), answer };
}

async function sendWhole(path: string, contentType: string, body: Buffer): Promise<Answer> {
  const upload = openUpload(path, { 'Content-Type': contentType, 'Content-Length': body.length });
  await upload.write(body);
  upload.end();
  return upload.answer;
}

/** Pieces of the tenant's files that no row owns yet (an upload in flight, or one left behind). */
async function unownedPieces(): Promise<number> {
  const { rows } = await sql<{ pieces: string | number }>`
    select count(*) as pieces from stored_file_chunks c
    join stored_files f on f.tenant_id = c.tenant_id and f.id = c.file_id
    where f.tenant_id = ${demoId}::bigint and not f.owned
  `.execute(server.db);
  return Number(rows[0]!.pieces);
}

async function storedFileCount(): Promise<number> {
  const { rows } = await sql<{ files: string | number }>`
    select count(*) as files from stored_files where tenant_id = ${demoId}::bigint
  `.execute(server.db);
  return Number(rows[0]!.files);
}

const sendFilePath = () => `/gotalk/room/${roomId}/message/sendFile`;
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

describe('a 30 MB upload', () => {
  it('is stored piece by piece while it arrives, not held until the body ends', async () => {
    const size = LIMITS.multipartMaxFileSize;
    const head = filePart('file', 'minutes.txt', 'text/plain');
    const upload = openUpload(sendFilePath(), {
      'Content-Type': MULTIPART,
      'Content-Length': head.length + size + END.length,
    });
    const block = Buffer.alloc(64 * 1024, 0x61);
    const half = Math.floor(size / 2 / block.length) * block.length;
    await upload.write(head);
    for (let sent = 0; sent < half; sent += block.length) await upload.write(block);

    // The first half is sent; the server stores it before the rest comes (it waits up to 20 s).
    let pieces = 0;
    for (let waited = 0; waited < 20_000 && pieces * 256 * 1024 < half / 2; waited += 200) {
      await pause(200);
      pieces = await unownedPieces();
    }
    console.info(`midway: ${pieces} pieces of 256 KiB stored of ${half / 2 ** 20} MB sent`);
    expect(pieces * 256 * 1024, 'bytes stored before the body ends').toBeGreaterThanOrEqual(half / 2);

    for (let sent = half; sent < size; sent += block.length) {
      await upload.write(block.subarray(0, Math.min(block.length, size - sent)));
    }
    await upload.write(END);
    upload.end();
    const answer = await upload.answer;
    expect(answer.status).toBe(200);
    expect(await unownedPieces(), 'pieces left unowned').toBe(0);
    const download = await fetch(
      `${server.url}/api/browser/gotalk/room/${roomId}/message/${String(answer.body.talkMessageId)}/file`,
      { headers: { Cookie: session.cookie } },
    );
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.length).toBe(size);
    expect(bytes.every((byte) => byte === 0x61)).toBe(true);
  }, 120_000);
});

describe('a multipart body that cannot be read', () => {
  const expectRefused = async (answer: Answer, status: number, field: string) => {
    expect(answer.status).toBe(status);
    expect(answer.body.fieldErrors?.map((error) => error.path)).toContain(field);
  };

  it('is refused with 400 naming the body when it is cut short, and nothing is stored', async () => {
    const files = await storedFileCount();
    const body = Buffer.concat([filePart('file', 'minutes.txt', 'text/plain'), Buffer.alloc(600_000, 0x61)]);
    await expectRefused(await sendWhole(sendFilePath(), MULTIPART, body), 400, 'body');
    expect(await storedFileCount()).toBe(files);
  });

  it('is refused with 400 naming the body when its boundary is missing, and nothing is stored', async () => {
    const files = await storedFileCount();
    const body = Buffer.concat([filePart('file', 'minutes.txt', 'text/plain'), Buffer.from('text'), END]);
    await expectRefused(await sendWhole(sendFilePath(), 'multipart/form-data', body), 400, 'body');
    expect(await storedFileCount()).toBe(files);
  });

  it('is refused with 400 naming the field when it holds two files for one, and nothing is stored', async () => {
    const files = await storedFileCount();
    const body = Buffer.concat([
      filePart('file', 'a.txt', 'text/plain'),
      Buffer.alloc(400_000, 0x61),
      Buffer.from('\r\n'),
      filePart('file', 'b.txt', 'text/plain'),
      Buffer.alloc(400_000, 0x62),
      END,
    ]);
    await expectRefused(await sendWhole(sendFilePath(), MULTIPART, body), 400, 'body.file');
    expect(await storedFileCount()).toBe(files);
  });

  it('refuses a file one byte over the limit with 400 naming the field, and nothing is stored', async () => {
    const files = await storedFileCount();
    const body = Buffer.concat([
      filePart('file', 'me.png', 'image/png'),
      Buffer.alloc(LIMITS.multipartMaxFileSize + 1, 0x61),
      END,
    ]);
    await expectRefused(
      await sendWhole(`/settings/user/faceImage/${yamadaId}`, MULTIPART, body),
      400,
      'body.file',
    );
    expect(await storedFileCount()).toBe(files);
  }, 60_000);

  it('refuses a body over the multipart limit with 413 sent without its length, and nothing is stored', async () => {
    const files = await storedFileCount();
    const upload = openUpload(sendFilePath(), { 'Content-Type': MULTIPART, 'Transfer-Encoding': 'chunked' });
    const block = Buffer.alloc(64 * 1024, 0x61);
    await upload.write(filePart('file', 'minutes.txt', 'text/plain'));
    const limit = LIMITS.multipartMaxFileSize + 1024 * 1024;
    let answered: Answer | null = null;
    void upload.answer.then((answer) => (answered = answer));
    for (let sent = 0; sent <= limit + block.length && !answered; sent += block.length) {
      await Promise.race([upload.write(block), upload.answer]);
    }
    upload.end();
    const answer = await upload.answer;
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedFileCount()).toBe(files);
  }, 60_000);
});
