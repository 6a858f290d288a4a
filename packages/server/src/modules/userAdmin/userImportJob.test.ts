import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KizunaClient } from '@kizuna/api-client';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';

const FILE = 'accountId,fullname\r\njob.ito,伊藤 一郎\r\njob.abe,阿部 花子\r\n';

async function endOf(client: KizunaClient, jobId: number) {
  for (let round = 0; round < 400; round += 1) {
    const job = await client.userAdmin.importJob({ params: { jobId } });
    if (job.state === 'DONE' || job.state === 'FAILED') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import job ${jobId} did not end`);
}

async function importedPeople(server: TestServer, tenantId: number, prefix = 'job.'): Promise<string[]> {
  const rows = await server.db
    .selectFrom('users')
    .select('account_id')
    .where('tenant_id', '=', tenantId)
    .where('account_id', 'like', `${prefix}%`)
    .orderBy('account_id')
    .execute();
  return rows.map((row) => row.account_id);
}

async function importLogCount(server: TestServer, tenantId: number): Promise<number> {
  const rows = await server.db
    .selectFrom('admin_action_log')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('action', '=', 'user.import')
    .execute();
  return rows.length;
}

let server: TestServer | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// A stopped embedded server is this process's alone, so its next start runs what it left at once.
describe.skipIf(Boolean(process.env.DATABASE_URL))('a user import left running by a stopped server', () => {
  it('is run again at the next start, once: its people are created and logged a single time', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kizuna-data-'));
    server = await startTestServer({ dataDir });
    const tenantId = await tenantIdOf(server.db, 'demo');
    const adminId = await userIdOf(server.db, tenantId, 'admin');
    // As a run that stopped mid-import leaves it: RUNNING, its lease not yet over, nothing committed.
    const left = await server.db
      .insertInto('admin_import_jobs')
      .values({
        tenant_id: tenantId,
        kind: 'USERS',
        state: 'RUNNING',
        file_name: 'people.csv',
        content: sql<Uint8Array>`convert_to(${FILE}, 'UTF8')`,
        created_by: adminId,
        created_ip: '192.0.2.1',
        attempts: 1,
        lease_until: new Date(Date.now() + 60 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobId = Number(left.id);
    let admin = await server.signIn('demoAdmin');
    // This server did not start the job, and its lease holds: it stays as it is.
    expect(await admin.userAdmin.importJob({ params: { jobId } })).toMatchObject({
      state: 'RUNNING',
      result: null,
    });
    expect(await importedPeople(server, tenantId)).toEqual([]);
    await server.close();

    server = await startTestServer({ dataDir });
    admin = await server.signIn('demoAdmin');
    const job = await endOf(admin, jobId);
    expect(job).toMatchObject({ state: 'DONE', fileName: 'people.csv', lineCount: 2, problem: null });
    expect(job.result).toMatchObject({ applied: true, created: 2, updated: 0, failed: 0 });
    expect(await importedPeople(server, tenantId)).toEqual(['job.abe', 'job.ito']);
    expect(await importLogCount(server, tenantId)).toBe(1);
    const row = await server.db
      .selectFrom('admin_import_jobs')
      .select(['content', 'attempts'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    // The file is not kept once the job has ended.
    expect(row).toEqual({ content: null, attempts: 2 });
  });
});

describe('a user import job', () => {
  it('answers at once with the job; the job ends with the lines, and a later job of the same file changes nothing', async () => {
    server ??= await startTestServer();
    const admin = await server.signIn('demoAdmin');
    const tenantId = await tenantIdOf(server.db, 'demo');
    const file = () => new File(['accountId,fullname\r\nagain.ueda,上田 一郎\r\n'], 'again.csv');
    const accepted = await admin.userAdmin.import({ body: { file: file() } });
    expect(Object.keys(accepted)).toEqual(['jobId']);
    expect(await endOf(admin, accepted.jobId)).toMatchObject({
      state: 'DONE',
      result: { applied: true, created: 1 },
    });
    const { jobId } = await admin.userAdmin.import({ body: { file: file() } });
    expect(await endOf(admin, jobId)).toMatchObject({
      state: 'DONE',
      problem: null,
      result: { applied: false, created: 0, unchanged: 1, failed: 0 },
    });
    expect(await importedPeople(server, tenantId, 'again.')).toEqual(['again.ueda']);
  });
});
