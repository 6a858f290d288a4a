import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import { startSmtp, subjectOf } from '../../../test/startSmtp.js';
import type { Database } from '../../db/createDatabase.js';
import { enqueueMail, startMailDelivery, MAIL_MAX_ATTEMPTS, type MailDelivery } from './index.js';
import { outboxFolderTransport, smtpTransport } from './MailTransport.js';

let database: Database;
let tenantId: number;
let now = new Date('2026-11-26T09:00:00+09:00');
const clock = () => now;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const tenant = await database.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  tenantId = Number(tenant.id);
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.deleteFrom('mail_outbox').execute();
});

const thanks = (to: string) => ({
  tenantId,
  kind: 'THANKS_RECEIVED',
  to,
  subject: '山田 太郎さんからサンクスカードが届きました',
  text: 'いつもありがとうございます。\nKizuna で開く: http://localhost:8080/front/thanks',
});

async function statusOf() {
  return database.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'status', 'attempts', 'last_error'])
    .orderBy('id')
    .execute();
}

describe('queueing', () => {
  it('queues the mail of a whole company at once (more messages than one statement holds)', async () => {
    const everyone = Array.from({ length: 9000 }, (_, i) => thanks(`person${i}@demo.example.co.jp`));
    await database.db.transaction().execute((trx) => enqueueMail(trx, everyone, now));
    const queued = await database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBe(9000);
    // Not for the delivery workers of the tests below.
    await database.db.deleteFrom('mail_outbox').execute();
  });
});

describe('mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let delivery: MailDelivery;
  beforeAll(async () => {
    smtp = await startSmtp();
    delivery = await startMailDelivery({
      database,
      transport: smtpTransport(smtp.url),
      from: 'Kizuna <no-reply@demo.example.co.jp>',
      clock,
      pollMs: 3_600_000,
      log: () => {},
    });
  });
  afterAll(async () => {
    await delivery?.close();
    await smtp?.close();
  });

  it('sends a queued message once its transaction commits, with the Japanese subject intact', async () => {
    await database.db.transaction().execute(async (trx) => {
      await enqueueMail(trx, [thanks('sato.hanako@demo.example.co.jp')], now);
    });
    await delivery.deliverDue();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['sato.hanako@demo.example.co.jp']);
    expect(mail!.from).toBe('no-reply@demo.example.co.jp');
    expect(subjectOf(mail!.raw)).toBe('山田 太郎さんからサンクスカードが届きました');
    expect(await statusOf()).toEqual([
      expect.objectContaining({ to_address: 'sato.hanako@demo.example.co.jp', status: 'SENT', attempts: 1 }),
    ]);
    // Sent is sent: another pass sends nothing again.
    expect(await delivery.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('never sends the mail of a transaction that rolled back', async () => {
    smtp.received.length = 0;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, [thanks('rolled.back@demo.example.co.jp')], now);
        throw new Error('the card was not saved');
      }),
    ).rejects.toThrow('the card was not saved');
    await delivery.deliverDue();
    expect(smtp.received).toEqual([]);
    expect(await statusOf()).toEqual([]);
  });

  it('keeps a message the server refused for now and sends it when it is due again', async () => {
    smtp.received.length = 0;
    smtp.state.refuse = 451;
    await enqueueMail(database.db, [thanks('later@demo.example.co.jp')], now);
    await delivery.deliverDue();
    expect(smtp.received).toEqual([]);
    expect(await statusOf()).toEqual([
      expect.objectContaining({ status: 'PENDING', attempts: 1, last_error: expect.stringContaining('451') }),
    ]);
    smtp.state.refuse = 0;
    // Not due yet: nothing is sent before the wait.
    await delivery.deliverDue();
    expect(smtp.received).toEqual([]);
    now = new Date(now.getTime() + 61_000);
    await delivery.deliverDue();
    expect(smtp.received.map((mail) => mail.to)).toEqual([['later@demo.example.co.jp']]);
    expect(await statusOf()).toEqual([expect.objectContaining({ status: 'SENT', attempts: 2 })]);
  });

  it('gives up at once on a permanent refusal, and after the last attempt on passing ones', async () => {
    smtp.received.length = 0;
    smtp.state.refuse = 550;
    await enqueueMail(database.db, [thanks('nobody@demo.example.co.jp')], now);
    await delivery.deliverDue();
    expect(await statusOf()).toEqual([expect.objectContaining({ status: 'FAILED', attempts: 1 })]);

    await database.db.deleteFrom('mail_outbox').execute();
    smtp.state.refuse = 421;
    await enqueueMail(database.db, [thanks('busy@demo.example.co.jp')], now);
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await delivery.deliverDue();
      now = new Date(now.getTime() + 7 * 3600_000);
    }
    expect(await statusOf()).toEqual([
      expect.objectContaining({ status: 'FAILED', attempts: MAIL_MAX_ATTEMPTS }),
    ]);
    smtp.state.refuse = 0;
    expect(smtp.received).toEqual([]);
  });

  it('wakes on a queued message by itself, without being asked', async () => {
    smtp.received.length = 0;
    await enqueueMail(database.db, [thanks('awake@demo.example.co.jp')], now);
    await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
  });
});

describe('mail without an SMTP server', () => {
  it('writes each message as an .eml file into the outbox folder', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'kizuna-outbox-'));
    const delivery = await startMailDelivery({
      database,
      transport: outboxFolderTransport(folder),
      from: 'Kizuna <no-reply@kizuna.invalid>',
      clock,
      pollMs: 3_600_000,
      log: () => {},
    });
    try {
      await enqueueMail(database.db, [thanks('sato.hanako@demo.example.co.jp')], now);
      await delivery.deliverDue();
      const files = await readdir(folder);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = await readFile(path.join(folder, files[0]!), 'utf8');
      expect(raw).toMatch(/^To: sato\.hanako@demo\.example\.co\.jp$/m);
      expect(subjectOf(raw)).toBe('山田 太郎さんからサンクスカードが届きました');
      expect(await statusOf()).toEqual([expect.objectContaining({ status: 'SENT' })]);
    } finally {
      await delivery.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('mail configuration', () => {
  it('takes an smtp(s) URL and refuses anything else at start, saying what it wants', async () => {
    const { loadConfig, DEFAULT_MAIL_FROM } = await import('../../config.js');
    expect(loadConfig({}).smtpUrl).toBeNull();
    expect(loadConfig({}).mailFrom).toBe(DEFAULT_MAIL_FROM);
    expect(loadConfig({ KIZUNA_SMTP_URL: 'smtps://kizuna:pw@mail.corp.example:465' }).smtpUrl).toBe(
      'smtps://kizuna:pw@mail.corp.example:465',
    );
    expect(() => loadConfig({ KIZUNA_SMTP_URL: 'mail.corp.example' })).toThrow(
      /KIZUNA_SMTP_URL must be a URL/,
    );
    expect(() => loadConfig({ KIZUNA_SMTP_URL: 'http://mail.corp.example' })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
  });
});
