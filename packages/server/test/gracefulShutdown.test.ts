import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/createDatabase.js';
import { createReadiness } from '../src/http/readiness.js';
import { DEMO_ACCOUNTS } from './startTestServer.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

let dir: string;
let child: ChildProcess;
let output = '';
let url = '';
const exited = () =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function waitFor(predicate: () => boolean, what: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}; output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kizuna-shutdown-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Kizuna</title>');
  child = spawn(tsx, ['src/cli.ts', 'start'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: '',
      KIZUNA_DATA_DIR: path.join(dir, 'data'),
      KIZUNA_APP_DIR: dir,
      KIZUNA_ACCESS_LOG: '1',
      KIZUNA_AI_SUMMARY_WORKER: '0',
      KIZUNA_TESSERACT: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(() => /running at http:\/\/localhost:(\d+)/.test(output), 'the server to start', 170_000);
  url = `http://127.0.0.1:${/running at http:\/\/localhost:(\d+)/.exec(output)?.[1]}`;
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight at SIGTERM, refuses new connections and exits 0', async () => {
    const first = await fetch(`${url}/api/browser/auth/xsrf`);
    const xsrf = decodeURIComponent(
      /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '',
    );
    const body = JSON.stringify(DEMO_ACCOUNTS.demoAdmin);
    let slowRequest: http.ClientRequest | undefined;
    // A sign-in whose body arrives slowly: in flight from its headers until its last byte.
    const answered = new Promise<number>((resolve, reject) => {
      const request = http.request(`${url}/api/browser/auth/login`, {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Cookie: `XSRF-TOKEN=${xsrf}`,
          'X-XSRF-TOKEN': xsrf,
        },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.write(body.slice(0, 10));
      slowRequest = request;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    const exit = exited();
    child.kill('SIGTERM');
    await waitFor(() => output.includes('"phase":"draining"'), 'the drain to start', 10_000);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();

    slowRequest?.end(body.slice(10));
    expect(await answered).toBe(204);
    expect(await exit).toBe(0);
    expect(output).toMatch(/"event":"shutdown","phase":"closed","drained":true/);
  }, 60_000);

  it('answers not ready while draining', async () => {
    const readiness = createReadiness({} as Db);
    readiness.drain();
    expect(await readiness.check()).toMatchObject({ ready: false });
  });
});
