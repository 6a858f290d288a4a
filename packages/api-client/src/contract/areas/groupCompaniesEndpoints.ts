import { defineEndpoint, withErrors, type Capability } from '../endpoint';
import { errorCodesOf } from '../errors';
import { DivisionListSchema, DivisionPartialTreeSchema } from '../schemas/divisionSchemas';
import { CountSchema } from '../schemas/commonSchemas';
import {
  GroupCompanyLinkListSchema,
  GroupCompanyListSchema,
  GroupLinkBodySchema,
  GroupLinkMoveBodySchema,
  GroupCompanySchema,
  GroupContactPageSchema,
  GroupContactSearchBodySchema,
  GroupDivisionParamsSchema,
  GroupTenantParamsSchema,
} from '../schemas/groupCompanySchemas';
import { PageQuerySchema } from '../schemas/internalContactSchemas';

/** The tenant's togo feature and the user's group-companies feature (001 §6). */
const groupCompanies = { kind: 'rule', rule: 'groupCompanies' } as const;

/** The togo admin entry of 000 §6.4: the role, the tenant's togo feature, the virtual togo feature. */
const togoAdmin: Capability = {
  kind: 'all',
  of: [
    { kind: 'role', role: 'ADMIN_COMPANY' },
    { kind: 'feature', feature: 'TOGO' },
    { kind: 'feature', feature: 'V_TENANT_TOGO_AVAILABLE' },
  ],
};

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
  adminList: defineEndpoint({
    method: 'GET',
    path: '/admin/togo',
    summary:
      'The companies this tenant links with, in order, each linked both ways or waiting for the other to link back',
    response: GroupCompanyLinkListSchema,
    capability: togoAdmin,
  }),
  adminLink: defineEndpoint({
    method: 'POST',
    path: '/admin/togo',
    summary: 'Link a company by its tenant code, from this side; it shows once the other links back',
    body: GroupLinkBodySchema,
    response: CountSchema,
    capability: togoAdmin,
  }),
  adminUnlink: defineEndpoint({
    method: 'DELETE',
    path: '/admin/togo/:groupTenantId',
    summary: 'Remove the link both ways: neither directory is readable by the other from then on',
    params: GroupTenantParamsSchema,
    response: CountSchema,
    capability: togoAdmin,
  }),
  adminMove: defineEndpoint({
    method: 'POST',
    path: '/admin/togo/:groupTenantId/move',
    summary: 'Move a linked company one place up or down in the order',
    params: GroupTenantParamsSchema,
    body: GroupLinkMoveBodySchema,
    response: CountSchema,
    capability: togoAdmin,
  }),
});
