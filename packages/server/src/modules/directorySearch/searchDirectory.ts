import { sql, type SqlBool, type Expression } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type {
  DirectorySearchCriteria,
  DirectorySearchPage,
  DirectorySearchResult,
} from './DirectorySearchCriteria.js';
import { expandDivisions } from './expandDivisions.js';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * People of a tenant matching the criteria, one page of them and how many there are in all.
 */
export async function searchDirectory(
  db: Db,
  criteria: DirectorySearchCriteria,
  page: DirectorySearchPage,
): Promise<DirectorySearchResult> {
  const pattern = (text: string) =>
    criteria.matchType === 'FORWARD' ? `${escapeLike(text.trim())}%` : `%${escapeLike(text.trim())}%`;
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`u.tenant_id = ${criteria.tenantId}`,
    sql<SqlBool>`u.enabled`,
  ];
  const fields = criteria.mode === 'FIELDS' ? (criteria.fields ?? {}) : {};
  const column = (name: string, value: string | undefined) => {
    if (value && value.trim() !== '')
      conditions.push(sql<SqlBool>`${sql.ref(`u.${name}`)} ilike ${pattern(value)}`);
  };
  if (fields.fullname && fields.fullname.trim() !== '') {
    const p = pattern(fields.fullname);
    conditions.push(
      sql<SqlBool>`(u.fullname ilike ${p} or u.fullname_kana ilike ${p} or u.fullname_alphabet ilike ${p})`,
    );
  }
  column('fullname_kana', fields.fullnameKana);
  column('fullname_alphabet', fields.fullnameAlphabet);
  column('post', fields.post);
  column('employee_num', fields.employeeNum);
  column('position', fields.position);
  column('email', fields.email);
  if (fields.phoneNum && fields.phoneNum.trim() !== '') {
    const p = pattern(fields.phoneNum);
    conditions.push(
      sql<SqlBool>`(u.extension_num ilike ${p} or u.phone_num ilike ${p} or u.mobile_num ilike ${p})`,
    );
  }
  if (fields.division && fields.division.trim() !== '') {
    conditions.push(sql<SqlBool>`exists (select 1 from user_divisions ud join divisions d on d.id = ud.division_id
      where ud.tenant_id = u.tenant_id and ud.user_id = u.id and d.name ilike ${pattern(fields.division)})`);
  }
  if (criteria.mode === 'FREE_WORD') {
    for (const word of (criteria.freeWord ?? '').split(/\s+/u).filter(Boolean)) {
      const p = pattern(word);
      conditions.push(
        criteria.freeWordScope === 'ALL'
          ? sql<SqlBool>`(u.fullname ilike ${p} or u.fullname_kana ilike ${p} or u.fullname_alphabet ilike ${p}
              or u.email ilike ${p} or u.extension_num ilike ${p} or u.phone_num ilike ${p} or u.mobile_num ilike ${p}
              or u.post ilike ${p} or u.position ilike ${p} or u.employee_num ilike ${p})`
          : sql<SqlBool>`(u.fullname ilike ${p} or u.fullname_kana ilike ${p} or u.fullname_alphabet ilike ${p})`,
      );
    }
  }
  if (criteria.divisionIds && criteria.divisionIds.length > 0) {
    const ids = await expandDivisions(db, criteria.tenantId, criteria.divisionIds);
    conditions.push(sql<SqlBool>`exists (select 1 from user_divisions ud where ud.tenant_id = u.tenant_id
      and ud.user_id = u.id and ud.division_id = any(${ids}::bigint[]))`);
  }
  if (criteria.includeUserTypes) {
    conditions.push(sql<SqlBool>`u.user_type = any(${[...criteria.includeUserTypes]}::text[])`);
  }
  const where = sql.join(conditions, sql` and `);
  const [rows, count] = await Promise.all([
    sql<{ id: number }>`select u.id from users u where ${where}
      order by u.fullname_kana, u.id limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ count: number }>`select count(*)::int as count from users u where ${where}`.execute(db),
  ]);
  return { userIds: rows.rows.map((row) => Number(row.id)), totalCount: Number(count.rows[0]?.count ?? 0) };
}
