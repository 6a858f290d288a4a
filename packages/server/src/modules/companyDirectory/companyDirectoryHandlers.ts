import {
  COMPANY_DIRECTORY_LIMITS,
  type Company,
  type CompanyContactsBody,
  type CompanyDivision,
  type CompanyDivisionTreeNode,
  type CompanyListQuery,
  type contract,
  type ExternalContactRow,
  type Paged,
} from '@kizuna/api-client/contract';
import { normalizeRomaji } from '@kizuna/api-client/search';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { isCommonContactAdmin, searchKey } from '../externalContacts/index.js';
import type { Principal } from '../principal/index.js';
import { CompanyDirectoryError } from './CompanyDirectoryError.js';
import { syncCompanyKeys } from './syncCompanyKeys.js';

/** `%` and `_` typed by the user match themselves. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The free word split at spaces, each term normalised; a Latin term also as romaji. */
function termsOf(freeWord: string): { key: string; romaji: string | null }[] {
  return freeWord
    .split(/[\s\u3000]+/u)
    .filter((term) => term !== '')
    .map((term) => {
      const key = searchKey(term);
      const romaji = /^[A-Za-z'-]+$/.test(term) ? normalizeRomaji(term) : null;
      return { key, romaji: romaji && romaji !== key ? romaji : null };
    })
    .filter((term) => term.key !== '');
}

/** Every term in `column` (a normalised text); true without terms. */
function matchesAll(column: RawBuilder<unknown>, freeWord: string): RawBuilder<boolean> {
  const terms = termsOf(freeWord);
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
function readable(principal: Principal): RawBuilder<boolean> {
  const allCommon =
    isCommonContactAdmin(principal) || principal.userRoles.includes('AVAILABLE_ALL_COMMON_DIRECTORY');
  return sql<boolean>`((f.folder_type = 'PERSONAL' and f.owner_user_id = ${principal.user.id})
    or (f.folder_type = 'COMMON' and (${allCommon ? sql`true` : sql`false`} or f.tenant_public)))`;
}

/** The tenant's keyed contacts with their folders; `k`, `c` and `f` for the caller's conditions. */
function keyedContacts(): RawBuilder<unknown> {
  return sql`company_contact_keys k
    join external_contacts c on c.id = k.contact_id and c.tenant_id = k.tenant_id
    join contact_folders f on f.id = c.folder_id and f.tenant_id = c.tenant_id`;
}

interface CompanyRow {
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
function companiesQuery(principal: Principal, freeWord: string, code?: string): RawBuilder<CompanyRow> {
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

function toCompany(row: CompanyRow): Company {
  return {
    lbcCode: row.company_code,
    companyName: row.company_name,
    companyNameKana: row.company_name_kana,
    registeredCount: Number(row.registered_count),
    visibleCount: Number(row.visible_count),
    lastExchanged: new Date(row.last_exchanged).toISOString(),
  };
}

const SORT_COLUMNS = {
  companyName: sql`sort_key`,
  lastExchanged: sql`last_exchanged`,
  registeredCount: sql`registered_count`,
  visibleCount: sql`visible_count`,
} as const;

function orderOf(query: CompanyListQuery): RawBuilder<unknown> {
  const direction = query.order ?? (query.sort === 'companyName' ? 'ASC' : 'DESC');
  const column = SORT_COLUMNS[query.sort];
  const then = query.sort === 'companyName' ? sql`` : sql`, sort_key asc`;
  return sql`order by ${column} ${sql.raw(direction === 'ASC' ? 'asc' : 'desc')}${then}, company_code asc`;
}

async function requireCompany(db: Db, principal: Principal, code: string): Promise<CompanyRow> {
  await syncCompanyKeys(db, principal.tenant.id);
  const result = await companiesQuery(principal, '', code).execute(db);
  const row = result.rows[0];
  if (!row) throw new CompanyDirectoryError('COMPANY_NOT_FOUND', `no company ${code} in the tenant`);
  return row;
}

/** The newest non-empty value of each company field of the company's cards the user reads. */
async function newestCompanyFields(db: Db, principal: Principal, code: string) {
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

interface DivisionNode {
  division: CompanyDivision;
  sortKey: string;
  childIds: Set<number>;
}

/** The divisions named on the cards the user can read, with the contacts in and below each. */
async function divisionsOf(db: Db, principal: Principal, code: string): Promise<Map<number, DivisionNode>> {
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

function sortedDivisions(nodes: Map<number, DivisionNode>, ids: Iterable<number>): DivisionNode[] {
  return [...ids]
    .flatMap((id) => {
      const node = nodes.get(id);
      return node ? [node] : [];
    })
    .sort((a, b) =>
      a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.division.divisionId - b.division.divisionId,
    );
}

function rootIds(nodes: Map<number, DivisionNode>): number[] {
  return [...nodes.values()]
    .filter((node) => node.division.parentDivisionId === null)
    .map((node) => node.division.divisionId);
}

function requireDivision(nodes: Map<number, DivisionNode>, code: string, divisionId: number): DivisionNode {
  const node = nodes.get(divisionId);
  if (!node) {
    throw new CompanyDirectoryError(
      'COMPANY_DIVISION_NOT_FOUND',
      `no division ${divisionId} of company ${code} for the user`,
    );
  }
  return node;
}

/** The top-level divisions with the branch down to `divisionId` and its children opened. */
function treeTo(nodes: Map<number, DivisionNode>, divisionId: number): CompanyDivisionTreeNode[] {
  const open = new Set<number>();
  for (
    let id: number | null = divisionId;
    id !== null;
    id = nodes.get(id)?.division.parentDivisionId ?? null
  ) {
    open.add(id);
  }
  const build = (node: DivisionNode): CompanyDivisionTreeNode => ({
    data: node.division,
    children: open.has(node.division.divisionId)
      ? sortedDivisions(nodes, node.childIds).map(build)
      : node.childIds.size === 0
        ? []
        : null,
  });
  return sortedDivisions(nodes, rootIds(nodes)).map(build);
}

function contactsWhere(principal: Principal, code: string, body: CompanyContactsBody): RawBuilder<unknown> {
  const tenantId = principal.tenant.id;
  return sql`from ${keyedContacts()}
    where k.tenant_id = ${tenantId} and k.company_code = ${code} and ${readable(principal)}
      ${body.divisionId === undefined ? sql`` : sql`and ${body.divisionId}::bigint = any(k.division_ids)`}
      and ${matchesAll(sql`c.search_text`, body.freeWord)}`;
}

async function checkContactsSearch(db: Db, principal: Principal, code: string, body: CompanyContactsBody) {
  await requireCompany(db, principal, code);
  if (body.divisionId !== undefined)
    requireDivision(await divisionsOf(db, principal, code), code, body.divisionId);
}

/**
 * The business-card company directory. Companies are the tenant's external contacts grouped by
 * the key of their company name (companyKeys.ts). A company exists for the user only through cards
 * in folders they read, and everything shown of it comes from those cards; only `registeredCount`
 * counts the company's cards in every folder of the tenant.
 */
export const companyDirectoryHandlers: AreaHandlers<typeof contract.companyDirectory> = {
  async search({ principal, deps, input }): Promise<Paged<Company>> {
    const { db } = deps;
    await syncCompanyKeys(db, principal.tenant.id);
    const size = COMPANY_DIRECTORY_LIMITS.pageSize;
    const { page } = input.query;
    const offset = (page - 1) * size;
    const companies = companiesQuery(principal, input.body.freeWord);
    const [rows, total] = await Promise.all([
      sql<CompanyRow>`select * from (${companies}) g ${orderOf(input.query)} limit ${size} offset ${offset}`.execute(
        db,
      ),
      sql<{ n: number }>`select count(*)::int as n from (${companies}) g`.execute(db),
    ]);
    const totalCount = Number(total.rows[0]?.n ?? 0);
    return {
      items: rows.rows.map(toCompany),
      totalCount,
      size,
      offset,
      page,
      hasNext: offset + rows.rows.length < totalCount,
      hasPrevious: page > 1,
    };
  },

  async count({ principal, deps, input }) {
    await syncCompanyKeys(deps.db, principal.tenant.id);
    const total = await sql<{
      n: number;
    }>`select count(*)::int as n from (${companiesQuery(principal, input.body.freeWord)}) g`.execute(deps.db);
    return { count: Number(total.rows[0]?.n ?? 0) };
  },

  async searchContacts({ principal, deps, input }) {
    const { db } = deps;
    const code = input.params.lbcCode;
    await checkContactsSearch(db, principal, code, input.body);
    const size = COMPANY_DIRECTORY_LIMITS.contactsPageSize;
    const { page } = input.query;
    const offset = (page - 1) * size;
    const where = contactsWhere(principal, code, input.body);
    const [rows, total] = await Promise.all([
      sql<{
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
      }>`select c.id, f.folder_type, f.id as folder_id, f.name as folder_name, c.fullname, c.fullname_kana,
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
    const totalCount = Number(total.rows[0]?.n ?? 0);
    return {
      items: rows.rows.map((row) => ({
        contactId: Number(row.id),
        folderType: row.folder_type,
        folderId: Number(row.folder_id),
        folderName: row.folder_name,
        fullname: row.fullname,
        fullnameKana: row.fullname_kana,
        companyName: row.company_name,
        divisionName: row.division_name,
        position: row.position,
        companyMobileNum: row.company_mobile_num,
        personalMobileNum: row.personal_mobile_num,
        phoneNum: row.phone_num,
        mobileNum: row.mobile_num,
        email1: row.email1,
        email2: row.email2,
        companyAddress1: row.company_address1,
        companyAddress2: row.company_address2,
        registeredUserFullname: row.registered_user_fullname,
        registeredAt: new Date(row.registered_at).toISOString(),
        bizcardRequestStatus: row.bizcard_request_status,
        photoUpdatedAt: row.photo_updated_at === null ? null : new Date(row.photo_updated_at).toISOString(),
      })),
      totalCount,
      size,
      offset,
      page,
      hasNext: offset + rows.rows.length < totalCount,
      hasPrevious: page > 1,
    };
  },

  async totalCount({ principal, deps, input }) {
    const code = input.params.lbcCode;
    await checkContactsSearch(deps.db, principal, code, input.body);
    const total = await sql<{
      n: number;
    }>`select count(*)::int as n ${contactsWhere(principal, code, input.body)}`.execute(deps.db);
    return { count: Number(total.rows[0]?.n ?? 0) };
  },

  async detail({ principal, deps, input }) {
    const code = input.params.lbcCode;
    const row = await requireCompany(deps.db, principal, code);
    const fields = await newestCompanyFields(deps.db, principal, code);
    return { ...toCompany(row), companyZipcode: fields.zipcode, companyAddress: fields.address };
  },

  async divisions({ principal, deps, input }) {
    const code = input.params.lbcCode;
    await requireCompany(deps.db, principal, code);
    const nodes = await divisionsOf(deps.db, principal, code);
    return { items: sortedDivisions(nodes, rootIds(nodes)).map((node) => node.division) };
  },

  async divisionChildren({ principal, deps, input }) {
    const code = input.params.lbcCode;
    await requireCompany(deps.db, principal, code);
    const nodes = await divisionsOf(deps.db, principal, code);
    const node = requireDivision(nodes, code, input.params.divisionId);
    return { items: sortedDivisions(nodes, node.childIds).map((child) => child.division) };
  },

  async info({ principal, deps, input }) {
    const code = input.params.lbcCode;
    await requireCompany(deps.db, principal, code);
    const fields = await newestCompanyFields(deps.db, principal, code);
    return {
      orgName: fields.name,
      zipcode: fields.zipcode,
      address: fields.address,
      url: fields.url,
      phoneNum: fields.phoneNum,
    };
  },

  async trees({ principal, deps, input }) {
    const code = input.params.lbcCode;
    await requireCompany(deps.db, principal, code);
    const nodes = await divisionsOf(deps.db, principal, code);
    const trees: Record<string, CompanyDivisionTreeNode[]> = {};
    for (const id of input.body.divisionIds) {
      requireDivision(nodes, code, id);
      trees[String(id)] = treeTo(nodes, id);
    }
    return { trees };
  },

  async treesContactsCount({ principal, deps, input }) {
    const code = input.params.lbcCode;
    await requireCompany(deps.db, principal, code);
    const nodes = await divisionsOf(deps.db, principal, code);
    const counts: Record<string, number> = {};
    for (const id of input.body.divisionIds)
      counts[String(id)] = requireDivision(nodes, code, id).division.visibleCount;
    return { counts };
  },
};
