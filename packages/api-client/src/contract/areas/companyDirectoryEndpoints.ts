import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { CountSchema } from '../schemas/commonSchemas';
import {
  CompanyContactsBodySchema,
  CompanyDetailSchema,
  CompanyDivisionCountsSchema,
  CompanyDivisionIdsBodySchema,
  CompanyDivisionListSchema,
  CompanyDivisionTreesSchema,
  CompanyFreeWordBodySchema,
  LbcCompanyInfoSchema,
  CompanyListQuerySchema,
  CompanyPageQuerySchema,
  CompanyPageSchema,
  LbcCodeParamsSchema,
  LbcDivisionParamsSchema,
} from '../schemas/companyDirectorySchemas';
import { ExternalContactPageSchema } from '../schemas/externalContactSchemas';

/** The tenant's company-search feature (001 §6). */
const companies = { kind: 'rule', rule: 'companies' } as const;

/**
 * The business-card company directory (001 §7 "Business-card directory, under /lbc"): companies
 * built from the tenant's external contacts, read-only. A code the tenant has no company for is 404.
 */
export const companyDirectoryEndpoints = withErrors(
  [...errorCodesOf('companyDirectory'), 'FOLDER_NOT_FOUND'],
  {
    search: defineEndpoint({
      method: 'POST',
      path: '/lbc',
      summary: 'Companies of the tenant’s business cards by free word, 50 a page, sorted',
      query: CompanyListQuerySchema,
      body: CompanyFreeWordBodySchema,
      response: CompanyPageSchema,
      capability: companies,
    }),
    count: defineEndpoint({
      method: 'POST',
      path: '/lbc/count',
      summary: 'How many companies a free word finds',
      body: CompanyFreeWordBodySchema,
      response: CountSchema,
      capability: companies,
    }),
    searchContacts: defineEndpoint({
      method: 'POST',
      path: '/lbc/:lbcCode/searchContacts',
      summary: 'The contacts of a company the user can open, by free word and division, 50 a page',
      params: LbcCodeParamsSchema,
      query: CompanyPageQuerySchema,
      body: CompanyContactsBodySchema,
      response: ExternalContactPageSchema,
      capability: companies,
    }),
    totalCount: defineEndpoint({
      method: 'POST',
      path: '/lbc/:lbcCode/totalCount',
      summary: 'How many contacts of a company the same search finds',
      params: LbcCodeParamsSchema,
      body: CompanyContactsBodySchema,
      response: CountSchema,
      capability: companies,
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: '/lbc/:lbcCode',
      summary: 'A company with its counts, reading, zip code and address',
      params: LbcCodeParamsSchema,
      response: CompanyDetailSchema,
      capability: companies,
    }),
    divisions: defineEndpoint({
      method: 'GET',
      path: '/lbc/:lbcCode/division',
      summary: 'Top-level divisions named on the company’s cards',
      params: LbcCodeParamsSchema,
      response: CompanyDivisionListSchema,
      capability: companies,
    }),
    divisionChildren: defineEndpoint({
      method: 'GET',
      path: '/lbc/:lbcCode/division/:divisionId',
      summary: 'Divisions under one division of the company',
      params: LbcDivisionParamsSchema,
      response: CompanyDivisionListSchema,
      capability: companies,
    }),
    info: defineEndpoint({
      method: 'GET',
      path: '/lbc/:lbcCode/info',
      summary: 'The company’s name, address, URL and phone from its most recent cards',
      params: LbcCodeParamsSchema,
      response: LbcCompanyInfoSchema,
      capability: companies,
    }),
    trees: defineEndpoint({
      method: 'POST',
      path: '/lbc/:lbcCode/trees',
      summary: 'For each division: the company’s top-level divisions with the branch down to it opened',
      params: LbcCodeParamsSchema,
      body: CompanyDivisionIdsBodySchema,
      response: CompanyDivisionTreesSchema,
      capability: companies,
    }),
    treesContactsCount: defineEndpoint({
      method: 'POST',
      path: '/lbc/:lbcCode/trees/contactsCount',
      summary: 'For each division: the contacts the user can open in it and below it',
      params: LbcCodeParamsSchema,
      body: CompanyDivisionIdsBodySchema,
      response: CompanyDivisionCountsSchema,
      capability: companies,
    }),
  },
);
