import { defineEndpoint, withErrors, type Capability } from '../endpoint';
import { errorCodesOf } from '../errors';
import { CountSchema } from '../schemas/commonSchemas';
import {
  GroupCompanyLinkListSchema,
  GroupLinkBodySchema,
  GroupLinkMoveBodySchema,
  GroupTenantParamsSchema,
} from '../schemas/groupCompanySchemas';

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
 * Togo admin (000 §6.4): which companies this tenant links with, and in which order its people see
 * them. A company not in the tenant's list answers 404, like one that does not exist.
 */
export const groupCompanyAdminEndpoints = withErrors(errorCodesOf('groupCompanyAdmin'), {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/togo',
    summary:
      'The companies this tenant links with, in order, each linked both ways or waiting for the other to link back, and the companies waiting for this tenant to link back',
    response: GroupCompanyLinkListSchema,
    capability: togoAdmin,
  }),
  link: defineEndpoint({
    method: 'POST',
    path: '/admin/togo',
    summary: 'Link a company by its tenant code, from this side; it shows once the other links back',
    body: GroupLinkBodySchema,
    response: CountSchema,
    capability: togoAdmin,
  }),
  unlink: defineEndpoint({
    method: 'DELETE',
    path: '/admin/togo/:groupTenantId',
    summary: 'Remove the link both ways: neither directory is readable by the other from then on',
    params: GroupTenantParamsSchema,
    response: CountSchema,
    capability: togoAdmin,
  }),
  move: defineEndpoint({
    method: 'POST',
    path: '/admin/togo/:groupTenantId/move',
    summary: 'Move a linked company one place up or down in the order',
    params: GroupTenantParamsSchema,
    body: GroupLinkMoveBodySchema,
    response: CountSchema,
    capability: togoAdmin,
  }),
});
