import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/createTestDatabase.js';
import type { Database } from '../../db/createDatabase.js';
import { insertExternalContacts, phoneDigits } from './externalContactsStore.js';
import { selectTenantRows } from '../../db/tenantRows.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('insertExternalContacts', () => {
  it('stores the contacts in the folder with their search keys and dialable phone digits', async () => {
    const db = database.db;
    const tenant = await db
      .insertInto('tenants')
      .values({ code: 'store-test', name: 'Store test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const folder = await db
      .insertInto('contact_folders')
      .values({ tenant_id: tenant.id, folder_type: 'COMMON', name: '取引先', created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = await db.transaction().execute((trx) =>
      insertExternalContacts(trx, tenant.id, { folderId: folder.id }, [
        { fullname: '佐藤 花子', fullnameKana: 'さとう はなこ', phoneNum: '03-1234-5678' },
        { fullname: 'John Smith', mobileNum: '＋81 90 1111 2222' },
      ]),
    );
    expect(ids).toHaveLength(2);
    const rows = await selectTenantRows(db, 'external_contacts', tenant.id)
      .select(['id', 'fullname', 'search_text', 'fullname_sort_key'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.fullname)).toEqual(['佐藤 花子', 'John Smith']);
    expect(rows[0]!.search_text).toContain('サトウハナコ');
    expect(rows[0]!.search_text).toContain('satohanako');
    const phones = await selectTenantRows(db, 'external_contact_phones', tenant.id)
      .select(['contact_id', 'digits'])
      .orderBy('contact_id')
      .execute();
    expect(phones).toEqual([
      { contact_id: ids[0], digits: '0312345678' },
      { contact_id: ids[1], digits: '+819011112222' },
    ]);
    expect(phoneDigits('０３（１２３４）５６７８')).toBe('0312345678');
  });
});
