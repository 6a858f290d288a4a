import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where accepted import files wait for their run when the database does not keep them (the
 * embedded one): one file per import file, under its tenant. Only ids make up a path.
 */
export interface UploadSpool {
  /** Keeps the bytes; they are on disk and synced when it resolves. */
  put(tenantId: number, fileId: number, bytes: Uint8Array): Promise<void>;
  /** The bytes kept for the file, or null. */
  get(tenantId: number, fileId: number): Promise<Uint8Array | null>;
  delete(tenantId: number, fileId: number): Promise<void>;
  /** Every file kept, to be matched with the database. */
  list(): Promise<Array<{ tenantId: number; fileId: number }>>;
  /** Removes the folder when it was a temporary one. */
  close(): Promise<void>;
}

const ID = /^[1-9][0-9]{0,15}$/;

function idPart(id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`not an id: ${id}`);
  return String(id);
}

async function syncDirectory(dir: string): Promise<void> {
  // Makes the new name durable; Windows cannot open a folder for this.
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A spool in a local folder (`<data folder>/uploads`), or in a temporary one removed on close
 * when the database itself is in memory. A file is written under a temporary name, synced, then
 * renamed and its folder synced: a crash leaves the whole file or none.
 */
export async function localUploadSpool(root: string | null): Promise<UploadSpool> {
  const temporary = root === null;
  const base = root ?? (await mkdtemp(path.join(tmpdir(), 'kizuna-uploads-')));
  await mkdir(base, { recursive: true, mode: 0o700 });
  const fileOf = (tenantId: number, fileId: number) => path.join(base, idPart(tenantId), idPart(fileId));

  return {
    async put(tenantId, fileId, bytes) {
      const dir = path.join(base, idPart(tenantId));
      const created = await mkdir(dir, { recursive: true, mode: 0o700 });
      if (created) await syncDirectory(base);
      const temp = path.join(dir, `.${idPart(fileId)}.${randomUUID()}.tmp`);
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temp, { force: true });
        throw error;
      }
      await handle.close();
      await rename(temp, fileOf(tenantId, fileId));
      await syncDirectory(dir);
    },

    async get(tenantId, fileId) {
      try {
        return new Uint8Array(await readFile(fileOf(tenantId, fileId)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(tenantId, fileId) {
      await rm(fileOf(tenantId, fileId), { force: true });
    },

    async list() {
      const files: Array<{ tenantId: number; fileId: number }> = [];
      for (const tenant of await readdir(base)) {
        if (!ID.test(tenant)) continue;
        for (const name of await readdir(path.join(base, tenant))) {
          if (ID.test(name)) files.push({ tenantId: Number(tenant), fileId: Number(name) });
          // A temporary file is what a stopped server left half written.
          else if (name.endsWith('.tmp')) await rm(path.join(base, tenant, name), { force: true });
        }
      }
      return files;
    },

    async close() {
      if (temporary) await rm(base, { recursive: true, force: true });
    },
  };
}
