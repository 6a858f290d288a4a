import {
  type CompanyContactsBody,
  type CompanyDivision,
  type CompanyListQuery,
  type ExternalContactRow,
} from '@kizuna/api-client/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { isCommonContactAdmin, likePattern, searchKey, searchTerms } from '../externalContacts/index.js';
import type { Principal } from '../principal/index.js';

/** Every term in `column` (a normalised text); true without terms. */
export function matchesAll(column: RawBuilder<unknown>, freeWord: string): RawBuilder<boolean> {
  const terms = searchTerms(freeWord);
  if (terms.length === 0) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(
    terms.map((term) =>
      term.romaji
        ? sql`(${column} like ${likePattern(term.key)} or ${column} like ${likePattern(term.romaji)})`
        : sql`${column} like ${likePattern(term.key)}`,
    ),
    sql` and `,
  )})`;
}

/**
 * The folders the user reads (the rule of `canReadFolder`, in SQL over `f`): their own personal
 * folders, and common ones that are tenant-public, or all of them for readers of every common folder.
 */
export function readable(principal: Principal): RawBuilder<boolean> {
  const allCommon =
    isCommonContactAdmin(principal) || principal.userRoles.includes('AVAILABLE_ALL_COMMON_DIRECTORY');
  return sql<boolean>`((f.folder_type = 'PERSONAL' and f.owner_user_id = ${principal.user.id})
    or (f.folder_type = 'COMMON' and (${allCommon ? sql`true` : sql`false`} or f.tenant_public)))`;
}

/** The tenant's keyed contacts with their folders; `k`, `c` and `f` for the caller's conditions. */
export function keyedContacts(): RawBuilder<unknown> {
  return sql`company_contact_keys k
    join external_contacts c on c.id = k.contact_id and c.tenant_id = k.tenant_id
    join contact_folders f on f.id = c.folder_id and f.tenant_id = c.tenant_id`;
}

export interface CompanyRow {
  company_code: string;
  company_name: string;
  company_name_kana: string;
  registered_count: number;
  visible_count: number;
  last_exchanged: Date | string;
  sort_key: string;
}

/**
 * One row per company the user knows from a readable card: the newest readable card names it, the
 * free word matches readable cards only, and `registered_count` alone counts every folder.
 */
export function companiesQuery(
  principal: Principal,
  freeWord: string,
  code?: string,
): RawBuilder<CompanyRow> {
  const tenantId = principal.tenant.id;
  const canRead = readable(principal);
  return sql<CompanyRow>`select k.company_code,
      (array_agg(c.company_name order by c.registered_at desc, c.id desc) filter (where ${canRead}))[1]
        as company_name,
      coalesce((array_agg(c.company_name_kana order by c.registered_at desc, c.id desc)
        filter (where ${canRead} and c.company_name_kana <> ''))[1], '') as company_name_kana,
      count(*)::int as registered_count,
      (count(*) filter (where ${canRead}))::int as visible_count,
      max(c.registered_at) filter (where ${canRead}) as last_exchanged,
      (array_agg(c.company_sort_key order by c.registered_at desc, c.id desc) filter (where ${canRead}))[1]
        as sort_key
    from ${keyedContacts()}
    where k.tenant_id = ${tenantId} and k.company_code <> ''
      ${code === undefined ? sql`` : sql`and k.company_code = ${code}`}
    group by k.company_code
    having bool_or(${canRead} and ${matchesAll(sql`k.company_search`, freeWord)})`;
}

export const SORT_COLUMNS = {
  companyName: sql`sort_key`,
  lastExchanged: sql`last_exchanged`,
  registeredCount: sql`registered_count`,
  visibleCount: sql`visible_count`,
} as const;

export function orderOf(query: CompanyListQuery): RawBuilder<unknown> {
  const direction = query.order ?? (query.sort === 'companyName' ? 'ASC' : 'DESC');
  const column = SORT_COLUMNS[query.sort];
  const then = query.sort === 'companyName' ? sql`` : sql`, sort_key asc`;
  return sql`order by ${column} ${sql.raw(direction === 'ASC' ? 'asc' : 'desc')}${then}, company_code asc`;
}

/** The newest non-empty value of each company field of the company's cards the user reads. */
export async function newestCompanyFields(db: Db, principal: Principal, code: string) {
  const newest = (column: string) =>
    sql<string>`coalesce((array_agg(${sql.ref(`c.${column}`)} order by c.registered_at desc, c.id desc)
      filter (where ${sql.ref(`c.${column}`)} <> ''))[1], '')`;
  const result = await sql<{
    company_name: string;
    company_zipcode: string;
    company_address1: string;
    company_address2: string;
    company_url: string;
    company_phone_num: string;
  }>`select ${newest('company_name')} as company_name, ${newest('company_zipcode')} as company_zipcode,
      ${newest('company_address1')} as company_address1, ${newest('company_address2')} as company_address2,
      ${newest('company_url')} as company_url, ${newest('company_phone_num')} as company_phone_num
    from ${keyedContacts()}
    where k.tenant_id = ${principal.tenant.id} and k.company_code = ${code} and ${readable(principal)}`.execute(
    db,
  );
  const row = result.rows[0];
  return {
    name: row?.company_name ?? '',
    zipcode: row?.company_zipcode ?? '',
    address: [row?.company_address1 ?? '', row?.company_address2 ?? '']
      .filter((part) => part !== '')
      .join(' '),
    url: row?.company_url ?? '',
    phoneNum: row?.company_phone_num ?? '',
  };
}

export interface DivisionNode {
  division: CompanyDivision;
  sortKey: string;
  childIds: Set<number>;
}

/** The divisions named on the cards the user can read, with the contacts in and below each. */
export async function divisionsOf(
  db: Db,
  principal: Principal,
  code: string,
): Promise<Map<number, DivisionNode>> {
  const tenantId = principal.tenant.id;
  const result = await sql<{ division_ids: (string | number)[]; division_names: string[] }>`
    select k.division_ids, k.division_names from ${keyedContacts()}
    where k.tenant_id = ${tenantId} and k.company_code = ${code}
      and cardinality(k.division_ids) > 0 and ${readable(principal)}
    order by c.registered_at desc, c.id desc`.execute(db);
  const nodes = new Map<number, DivisionNode>();
  for (const row of result.rows) {
    const ids = row.division_ids.map(Number);
    ids.forEach((id, level) => {
      const parentId = level === 0 ? null : (ids[level - 1] ?? null);
      let node = nodes.get(id);
      if (!node) {
        const name = row.division_names[level] ?? '';
        node = {
          division: {
            divisionId: id,
            parentDivisionId: parentId,
            divisionName: name,
            visibleCount: 0,
            hasChild: false,
          },
          sortKey: searchKey(name),
          childIds: new Set(),
        };
        nodes.set(id, node);
      }
      node.division.visibleCount += 1;
      const child = ids[level + 1];
      if (child !== undefined) {
        node.childIds.add(child);
        node.division.hasChild = true;
      }
    });
  }
  return nodes;
}

export function contactsWhere(
  principal: Principal,
  code: string,
  body: CompanyContactsBody,
): RawBuilder<unknown> {
  const tenantId = principal.tenant.id;
  return sql`from ${keyedContacts()}
    where k.tenant_id = ${tenantId} and k.company_code = ${code} and ${readable(principal)}
      ${body.divisionId === undefined ? sql`` : sql`and ${body.divisionId}::bigint = any(k.division_ids)`}
      and ${matchesAll(sql`c.search_text`, body.freeWord)}`;
}

/** One page of the companies the user reads, in the list's order, and how many there are. */
export async function companyPage(
  db: Db,
  principal: Principal,
  freeWord: string,
  query: CompanyListQuery,
  size: number,
  offset: number,
): Promise<{ rows: CompanyRow[]; totalCount: number }> {
  const companies = companiesQuery(principal, freeWord);
  const [rows, total] = await Promise.all([
    sql<CompanyRow>`select * from (${companies}) g ${orderOf(query)} limit ${size} offset ${offset}`.execute(
      db,
    ),
    sql<{ n: number }>`select count(*)::int as n from (${companies}) g`.execute(db),
  ]);
  return { rows: rows.rows, totalCount: Number(total.rows[0]?.n ?? 0) };
}

/** How many companies the user reads that match the free word. */
export async function countCompanies(db: Db, principal: Principal, freeWord: string): Promise<number> {
  const total = await sql<{
    n: number;
  }>`select count(*)::int as n from (${companiesQuery(principal, freeWord)}) g`.execute(db);
  return Number(total.rows[0]?.n ?? 0);
}

type CompanyContactRow = {
  id: number;
  folder_type: 'COMMON' | 'PERSONAL';
  folder_id: number;
  folder_name: string;
  fullname: string;
  fullname_kana: string;
  company_name: string;
  division_name: string;
  position: string;
  company_mobile_num: string;
  personal_mobile_num: string;
  phone_num: string;
  mobile_num: string;
  email1: string;
  email2: string;
  company_address1: string;
  company_address2: string;
  registered_user_fullname: string | null;
  registered_at: Date | string;
  bizcard_request_status: ExternalContactRow['bizcardRequestStatus'];
  photo_updated_at: Date | string | null;
};

/** One page of a company's contacts the user reads, by name, and how many there are. */
export async function companyContactPage(
  db: Db,
  principal: Principal,
  code: string,
  body: CompanyContactsBody,
  size: number,
  offset: number,
): Promise<{ rows: CompanyContactRow[]; totalCount: number }> {
  const where = contactsWhere(principal, code, body);
  const [rows, total] = await Promise.all([
    sql<CompanyContactRow>`select c.id, f.folder_type, f.id as folder_id, f.name as folder_name, c.fullname, c.fullname_kana,
          c.company_name, c.division_name, c.position, c.company_mobile_num, c.personal_mobile_num, c.phone_num,
          c.mobile_num, c.email1, c.email2, c.company_address1, c.company_address2,
          (select u.fullname from users u where u.tenant_id = c.tenant_id and u.id = c.registered_user_id)
            as registered_user_fullname,
          c.registered_at, c.bizcard_request_status,
          (select p.updated_at from external_contact_images p
            where p.tenant_id = c.tenant_id and p.contact_id = c.id and p.kind = 'PHOTO') as photo_updated_at
        ${where}
        order by c.fullname_sort_key, c.id limit ${size} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n ${where}`.execute(db),
  ]);
  return { rows: rows.rows, totalCount: Number(total.rows[0]?.n ?? 0) };
}

/** How many of a company's contacts the user reads match the search. */
export async function countCompanyContacts(
  db: Db,
  principal: Principal,
  code: string,
  body: CompanyContactsBody,
): Promise<number> {
  const total = await sql<{
    n: number;
  }>`select count(*)::int as n ${contactsWhere(principal, code, body)}`.execute(db);
  return Number(total.rows[0]?.n ?? 0);
}
