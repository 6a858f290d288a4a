import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import type * as UploadWorkerPoolModule from '../../workers/UploadWorkerPool.js';
import { tenantIdOf } from '../../../test/seededIds.js';

/** While `holding`, a file handed to the upload workers is never read: its run stays unfinished. */
const gate = vi.hoisted(() => ({ holding: false, held: 0 }));

vi.mock('../../workers/UploadWorkerPool.js', async (importOriginal) => {
  const original = await importOriginal<typeof UploadWorkerPoolModule>();
  return {
    ...original,
    uploadWorkerPool: () => {
      const pool = original.uploadWorkerPool();
      const run: typeof pool.run = (...args) => {
        if (!gate.holding) return pool.run(...args);
        gate.held += 1;
        return new Promise(() => undefined);
      };
      return { run, close: () => pool.close() };
    },
  };
});

const vcard = (name: string) =>
  new File([`BEGIN:VCARD\r\nVERSION:3.0\r\nFN:${name}\r\nEND:VCARD\r\n`], 'restart.vcf');

/** The files waiting in the data folder's upload spool, as `tenant/file`. */
async function spooled(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function waitForFiles(client: KizunaClient, folderId: number, fileIds: readonly number[]) {
  for (let round = 0; round < 200; round += 1) {
    const page = await client.contactImport.importVcfResult({ params: { folderType: 'personal', folderId } });
    const files = page.items.filter((item) => fileIds.includes(item.fileId));
    if (files.length === fileIds.length && files.every((file) => file.processed)) return files;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

let server: TestServer | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  gate.holding = false;
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// PostgreSQL keeps the bytes in the file's row (contactImport.test.ts picks such a file up).
describe.skipIf(Boolean(process.env.DATABASE_URL))('an import accepted by the embedded database', () => {
  it('is imported after the server stopped mid-import and started again on its data folder; nothing of it stays on disk', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kizuna-data-'));
    server = await startTestServer({ dataDir });
    let user = await server.signIn('demoUser');
    const { folderId } = await user.contactFolders.personalCreate({ body: { folderName: '再起動' } });
    const tenantId = await tenantIdOf(server.db, 'demo');

    gate.holding = true;
    const kept = await user.contactImport.importVcf({
      params: { folderType: 'personal', folderId },
      body: { 'files[]': [vcard('再起 太郎')] },
    });
    const withdrawn = await user.contactImport.importVcf({
      params: { folderType: 'personal', folderId },
      body: { 'files[]': [vcard('取消 花子')] },
    });
    const spooledAtAcknowledgement = await spooled(dataDir);
    await vi.waitFor(() => expect(gate.held).toBe(2));
    // An upload deleted with its rows (as with its tenant) leaves nothing behind either.
    await server.db.deleteFrom('contact_import_jobs').where('id', '=', withdrawn.uploadHistoryId).execute();
    await server.close();
    gate.holding = false;

    server = await startTestServer({ dataDir });
    user = await server.signIn('demoUser');
    const [file] = await waitForFiles(user, folderId, kept.fileIds);
    expect(file).toMatchObject({ messageCode: 'RESULT', addCount: 1, failureCount: 0 });
    const contacts = await server.db
      .selectFrom('external_contacts')
      .select('fullname')
      .where('folder_id', '=', folderId)
      .execute();
    expect(contacts.map((contact) => contact.fullname)).toEqual(['再起 太郎']);
    expect(spooledAtAcknowledgement).toEqual(
      [...kept.fileIds, ...withdrawn.fileIds].map((id) => `${tenantId}/${id}`).sort(),
    );
    // The spooled bytes go just after the file is marked imported.
    const folder = dataDir;
    await vi.waitFor(async () => expect(await spooled(folder)).toEqual([]), { timeout: 5000 });
  });
});
