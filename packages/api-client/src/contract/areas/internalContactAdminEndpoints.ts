import { defineEndpoint, withErrors, type Capability } from '../endpoint';
import { errorCodesOf } from '../errors';
import { CountSchema } from '../schemas/commonSchemas';
import {
  InternalContactVisibilitySchema,
  VisibilityDivisionParamsSchema,
  VisibilitySwitchBodySchema,
  VisibilityUserPageSchema,
  VisibilityUserParamsSchema,
  VisibilityUserQuerySchema,
} from '../schemas/internalContactAdminSchemas';

/**
 * The internal-contact admin entry of 000 §6.4: the tenant's togo feature, the user's
 * internal-contact-admin feature and the virtual togo feature (no admin role).
 */
const internalContactAdmin: Capability = {
  kind: 'all',
  of: [
    { kind: 'feature', feature: 'TOGO' },
    { kind: 'feature', feature: 'USER_INTERNAL_CONTACT_ADMIN' },
    { kind: 'feature', feature: 'V_TENANT_TOGO_AVAILABLE' },
  ],
};

/**
 * Internal-contact admin: which divisions and people of this tenant its group companies see.
 * Hidden ones leave the linked companies' directory, search and person pages at once. Each change
 * is written to the action log.
 */
export const internalContactAdminEndpoints = withErrors(errorCodesOf('internalContactAdmin'), {
  overview: defineEndpoint({
    method: 'GET',
    path: '/admin/internalContact',
    summary:
      'The linked companies, how many people they see, and every division with its shown-to-group-companies switch',
    response: InternalContactVisibilitySchema,
    capability: internalContactAdmin,
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/admin/internalContact/users',
    summary: 'People of the tenant by name, paged, each with whether group companies see them',
    query: VisibilityUserQuerySchema,
    response: VisibilityUserPageSchema,
    capability: internalContactAdmin,
  }),
  setDivision: defineEndpoint({
    method: 'PUT',
    path: '/admin/internalContact/divisions/:divisionId',
    summary: 'Show a division to the group companies or hide it with its sub-divisions and their people',
    params: VisibilityDivisionParamsSchema,
    body: VisibilitySwitchBodySchema,
    response: CountSchema,
    capability: internalContactAdmin,
  }),
  setUser: defineEndpoint({
    method: 'PUT',
    path: '/admin/internalContact/users/:userId',
    summary: 'Show a person to the group companies or hide them',
    params: VisibilityUserParamsSchema,
    body: VisibilitySwitchBodySchema,
    response: CountSchema,
    capability: internalContactAdmin,
  }),
});
