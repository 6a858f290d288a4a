import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import type { Database } from '../../db/createDatabase.js';
import { OPERATOR_TOKEN_FILE, OPERATOR_TOKEN_HEADER, registerOperatorRoutes } from './operatorRoutes.js';

let database: Database;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  dataDir = await mkdtemp(path.join(tmpdir(), 'kizuna-operator-'));
});

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('kizuna pbx ring through a running server', () => {
  it('rings the extension only for a caller holding the token of the data folder', async () => {
    const app = new Hono();
    const withdraw = await registerOperatorRoutes(app, { db: database.db, dataDir });
    const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const token = await readFile(file, 'utf8');
    const ring = (headers: Record<string, string>, body: object) =>
      app.request('/operator/pbx/ring', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    expect((await ring({}, { tenant: 'demo', to: '1001', from: '0311112222' })).status).toBe(403);
    expect(
      (await ring({ [OPERATOR_TOKEN_HEADER]: 'x'.repeat(64) }, { tenant: 'demo', to: '1001', from: '03' }))
        .status,
    ).toBe(403);
    const refused = await ring(
      { [OPERATOR_TOKEN_HEADER]: token },
      { tenant: 'trial', to: '2000', from: '0311112222' },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('TEL_COLON') });

    const rung = await ring(
      { [OPERATOR_TOKEN_HEADER]: token },
      { tenant: 'demo', to: '1001', from: '03-1111-2222' },
    );
    expect(rung.status).toBe(200);
    const { callId } = (await rung.json()) as { callId: number };
    const ringing = await database.db
      .selectFrom('pbx_call_parties as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['u.account_id', 'p.status'])
      .where('p.call_id', '=', callId)
      .execute();
    expect(ringing).toEqual([{ account_id: 'yamada.taro', status: 'RINGING' }]);

    await withdraw();
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
