import {
  COMPANY_DIRECTORY_LIMITS,
  type Company,
  type CompanyContactsBody,
  type CompanyDivisionTreeNode,
  type contract,
  type Paged,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import type { Principal } from '../principal/index.js';
import { CompanyDirectoryError } from './CompanyDirectoryError.js';
import { syncCompanyKeys } from './syncCompanyKeys.js';
import {
  companyContactPage,
  companyPage,
  countCompanies,
  countCompanyContacts,
  divisionsOf,
  newestCompanyFields,
  companiesQuery,
  type CompanyRow,
  type DivisionNode,
} from './companyDirectoryStore.js';

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

async function requireCompany(db: Db, principal: Principal, code: string): Promise<CompanyRow> {
  await syncCompanyKeys(db, principal.tenant.id);
  const result = await companiesQuery(principal, '', code).execute(db);
  const row = result.rows[0];
  if (!row) throw new CompanyDirectoryError('COMPANY_NOT_FOUND', `no company ${code} in the tenant`);
  return row;
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
    const { rows, totalCount } = await companyPage(
      db,
      principal,
      input.body.freeWord,
      input.query,
      size,
      offset,
    );
    return {
      items: rows.map(toCompany),
      totalCount,
      size,
      offset,
      page,
      hasNext: offset + rows.length < totalCount,
      hasPrevious: page > 1,
    };
  },

  async count({ principal, deps, input }) {
    await syncCompanyKeys(deps.db, principal.tenant.id);
    return { count: await countCompanies(deps.db, principal, input.body.freeWord) };
  },

  async searchContacts({ principal, deps, input }) {
    const { db } = deps;
    const code = input.params.lbcCode;
    await checkContactsSearch(db, principal, code, input.body);
    const size = COMPANY_DIRECTORY_LIMITS.contactsPageSize;
    const { page } = input.query;
    const offset = (page - 1) * size;
    const { rows, totalCount } = await companyContactPage(db, principal, code, input.body, size, offset);
    return {
      items: rows.map((row) => ({
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
      hasNext: offset + rows.length < totalCount,
      hasPrevious: page > 1,
    };
  },

  async totalCount({ principal, deps, input }) {
    const code = input.params.lbcCode;
    await checkContactsSearch(deps.db, principal, code, input.body);
    return { count: await countCompanyContacts(deps.db, principal, code, input.body) };
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
