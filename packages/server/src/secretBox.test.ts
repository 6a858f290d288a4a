import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { SECRET_KEY_FILE, secretBoxFor } from './secretBox.js';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'kizuna-secret-'));
  folders.push(folder);
  return folder;
}

describe('secrets at rest', () => {
  it('a key made in the data folder (owner only) still opens what was sealed after a restart', async () => {
    const folder = await dataDir();
    const sealed = secretBoxFor({ ...loadConfig({}), dataDir: folder, secretKey: null }).seal(
      'refresh-token-1',
    );
    expect(sealed).not.toContain('refresh-token-1');
    expect((await stat(path.join(folder, SECRET_KEY_FILE))).mode & 0o777).toBe(0o600);
    const restarted = secretBoxFor({ ...loadConfig({}), dataDir: folder, secretKey: null });
    expect(restarted.open(sealed)).toBe('refresh-token-1');
  });

  it('KIZUNA_SECRET_KEY is the key on every node; another key cannot open, a tampered value is refused', async () => {
    const key = 'ab'.repeat(32);
    const one = secretBoxFor({ ...loadConfig({ KIZUNA_SECRET_KEY: key }), dataDir: await dataDir() });
    const two = secretBoxFor({ ...loadConfig({ KIZUNA_SECRET_KEY: key }), dataDir: await dataDir() });
    const sealed = one.seal('access-token');
    expect(two.open(sealed)).toBe('access-token');
    const other = secretBoxFor({ ...loadConfig({ KIZUNA_SECRET_KEY: 'cd'.repeat(32) }), dataDir: null });
    expect(() => other.open(sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => two.open([version, iv, tag, flipped.toString('base64')].join('.'))).toThrow();
  });

  it('a key of the wrong length is a configuration error', () => {
    expect(() => secretBoxFor({ ...loadConfig({ KIZUNA_SECRET_KEY: 'short' }), dataDir: null })).toThrow(
      /32 bytes/,
    );
  });
});
