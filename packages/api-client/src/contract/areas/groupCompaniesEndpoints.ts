import { PageQuerySchema } from '../schemas/commonSchemas';
import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { DivisionListSchema, DivisionPartialTreeSchema } from '../schemas/divisionSchemas';
import {
  GroupCompanyListSchema,
  GroupCompanySchema,
  GroupContactPageSchema,
  GroupContactParamsSchema,
  GroupContactSchema,
  GroupContactSearchBodySchema,
  GroupDivisionParamsSchema,
  GroupTenantParamsSchema,
} from '../schemas/groupCompanySchemas';

/** The tenant's togo feature and the user's group-companies feature (001 §6). */
const groupCompanies = { kind: 'rule', rule: 'groupCompanies' } as const;

/**
 * Group companies (001 §7 "Group companies"): the directories of linked tenants, read-only. A
 * tenant that is not linked both ways with the user's answers 404, like one that does not exist.
 */
export const groupCompaniesEndpoints = withErrors(errorCodesOf('groupCompanies'), {
  list: defineEndpoint({
    method: 'GET',
    path: '/groupCompanies',
    summary: 'The tenants of the group whose directories the user may read',
    response: GroupCompanyListSchema,
    capability: groupCompanies,
  }),
  orgName: defineEndpoint({
    method: 'GET',
    path: '/groupCompanies/:groupTenantId/orgName',
    summary: 'The organisation name of a linked tenant',
    params: GroupTenantParamsSchema,
    response: GroupCompanySchema,
    capability: groupCompanies,
  }),
  divisions: defineEndpoint({
    method: 'GET',
    path: '/groupCompanies/:groupTenantId/divisions',
    summary: 'Top-level divisions of a linked tenant',
    params: GroupTenantParamsSchema,
    response: DivisionListSchema,
    capability: groupCompanies,
  }),
  divisionChildren: defineEndpoint({
    method: 'GET',
    path: '/groupCompanies/:groupTenantId/divisions/:divisionId',
    summary: 'Direct children of a division of a linked tenant',
    params: GroupDivisionParamsSchema,
    response: DivisionListSchema,
    capability: groupCompanies,
  }),
  partialTree: defineEndpoint({
    method: 'POST',
    path: '/groupCompanies/:groupTenantId/partialTree/:divisionId',
    summary: 'Top-level divisions of a linked tenant with the branch down to a division opened',
    params: GroupDivisionParamsSchema,
    response: DivisionPartialTreeSchema,
    capability: groupCompanies,
  }),
  searchContacts: defineEndpoint({
    method: 'POST',
    path: '/groupCompanies/:groupTenantId/internalContacts/search',
    summary: 'People of a linked tenant by division and free word, paged, directory fields only',
    params: GroupTenantParamsSchema,
    query: PageQuerySchema,
    body: GroupContactSearchBodySchema,
    response: GroupContactPageSchema,
    capability: groupCompanies,
  }),
  contact: defineEndpoint({
    method: 'GET',
    path: '/groupCompanies/:groupTenantId/internalContacts/:contactId',
    summary: 'One person of a linked tenant, directory fields only; 404 for one the tenant hides',
    params: GroupContactParamsSchema,
    response: GroupContactSchema,
    capability: groupCompanies,
  }),
});
