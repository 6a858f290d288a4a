import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/createTestDatabase.js';
import { tenantIdOf, userIdOf } from '../../test/seededIds.js';
import type { Database } from './createDatabase.js';
import { deleteTenantRows, selectTenantRows, updateTenantRows } from './tenantRows.js';

let database: Database;
/** demo's and trial's tenant ids, and demo's admin. */
let demo = 0,
  trial = 0,
  demoAdmin = 0;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  [demo, trial] = await Promise.all([tenantIdOf(database.db, 'demo'), tenantIdOf(database.db, 'trial')]);
  demoAdmin = await userIdOf(database.db, demo, 'admin');
});
afterAll(async () => {
  await database?.close();
});

describe('tenant rows', () => {
  it("reads only the tenant's rows, and with an id only that row of the tenant", async () => {
    const rows = await selectTenantRows(database.db, 'users', demo).select('tenant_id').execute();
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.map((row) => row.tenant_id))).toEqual(new Set([demo]));
    const one = await selectTenantRows(database.db, 'users', demo, demoAdmin).select('id').execute();
    expect(one).toEqual([{ id: demoAdmin }]);
    expect(await selectTenantRows(database.db, 'users', trial, demoAdmin).select('id').execute()).toEqual([]);
  });

  it("changes and deletes nothing of another tenant's rows", async () => {
    const renamed = await updateTenantRows(database.db, 'users', trial, demoAdmin)
      .set({ position: 'changed' })
      .executeTakeFirst();
    expect(Number(renamed.numUpdatedRows)).toBe(0);
    const removed = await deleteTenantRows(database.db, 'user_settings', trial)
      .where('user_id', '=', demoAdmin)
      .executeTakeFirst();
    expect(Number(removed.numDeletedRows)).toBe(0);
    const updated = await updateTenantRows(database.db, 'users', demo, demoAdmin)
      .set({ position: 'changed' })
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
  });
});
