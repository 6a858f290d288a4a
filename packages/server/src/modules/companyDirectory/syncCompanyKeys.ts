import type { Insertable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { CompanyContactKeysTable } from './companyDirectoryTables.js';
import { companyCodeOf, companyKeyOf, companySearchText, divisionPathOf } from './companyKeys.js';

const CHUNK = 500;

/** A contact deleted while its key was being written: the next answer simply leaves it out. */
function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}

type KeyRow = Insertable<CompanyContactKeysTable>;

async function upsert(db: Db, rows: KeyRow[]): Promise<void> {
  await db
    .insertInto('company_contact_keys')
    .values(rows)
    .onConflict((conflict) =>
      conflict.column('contact_id').doUpdateSet((eb) => ({
        company_name: eb.ref('excluded.company_name'),
        company_name_kana: eb.ref('excluded.company_name_kana'),
        division_name: eb.ref('excluded.division_name'),
        company_code: eb.ref('excluded.company_code'),
        company_search: eb.ref('excluded.company_search'),
        division_ids: eb.ref('excluded.division_ids'),
        division_names: eb.ref('excluded.division_names'),
      })),
    )
    .execute();
}

/**
 * Brings the tenant's company keys up to date with its external contacts: a contact without a key,
 * or whose company name, reading or division changed since its key was made, gets it (re)made.
 * Deleted contacts lose theirs by cascade, and moves need nothing (folders are joined when read).
 * So every answer of the directory follows the contacts as they are.
 */
export async function syncCompanyKeys(db: Db, tenantId: number): Promise<number> {
  const stale = await db
    .selectFrom('external_contacts as c')
    .leftJoin('company_contact_keys as k', 'k.contact_id', 'c.id')
    .select(['c.id', 'c.company_name', 'c.company_name_kana', 'c.division_name'])
    .where('c.tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        eb('k.contact_id', 'is', null),
        eb('k.company_name', '<>', eb.ref('c.company_name')),
        eb('k.company_name_kana', '<>', eb.ref('c.company_name_kana')),
        eb('k.division_name', '<>', eb.ref('c.division_name')),
      ]),
    )
    .execute();
  if (stale.length === 0) return 0;
  const rows = stale.map((contact): KeyRow => {
    const key = companyKeyOf(contact.company_name);
    const code = key === '' ? '' : companyCodeOf(tenantId, key);
    const path = code === '' ? { ids: [], names: [] } : divisionPathOf(code, contact.division_name);
    return {
      tenant_id: tenantId,
      contact_id: Number(contact.id),
      company_name: contact.company_name,
      company_name_kana: contact.company_name_kana,
      division_name: contact.division_name,
      company_code: code,
      company_search: code === '' ? '' : companySearchText(contact.company_name, contact.company_name_kana),
      division_ids: path.ids,
      division_names: path.names,
    };
  });
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    try {
      await upsert(db, chunk);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      // One row at a time, so the contacts that still exist get their keys.
      for (const row of chunk) {
        await upsert(db, [row]).catch((rowError: unknown) => {
          if (!isForeignKeyViolation(rowError)) throw rowError;
        });
      }
    }
  }
  return rows.length;
}
