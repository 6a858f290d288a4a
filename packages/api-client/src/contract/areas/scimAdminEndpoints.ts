import { defineEndpoint, withErrors, type Capability } from '../endpoint';
import { errorCodesOf } from '../errors';
import { CountSchema } from '../schemas/commonSchemas';
import {
  CreatedScimTokenSchema,
  CreateScimTokenBodySchema,
  ScimTokenIdQuerySchema,
  ScimTokenListSchema,
} from '../schemas/scimSchemas';

/**
 * Either directory entry of 000 §6.4 (Azure AD, AD): each needs its tenant feature and its role.
 * Both entries administer the same SCIM tokens, so either one is enough.
 */
const scimAdmin: Capability = {
  kind: 'any',
  of: [
    {
      kind: 'all',
      of: [
        { kind: 'role', role: 'ADMIN_AZURE_ACTIVE_DIRECTORY' },
        { kind: 'feature', feature: 'AZURE_ACTIVE_DIRECTORY' },
      ],
    },
    {
      kind: 'all',
      of: [
        { kind: 'role', role: 'ADMIN_ACTIVE_DIRECTORY' },
        { kind: 'feature', feature: 'ACTIVE_DIRECTORY' },
      ],
    },
  ],
};

/**
 * The bearer tokens an identity provider calls `/scim/v2` with (docs/SCIM.md). Creating and
 * revoking one is written to the action log.
 */
export const scimAdminEndpoints = withErrors(errorCodesOf('scimAdmin'), {
  listTokens: defineEndpoint({
    method: 'GET',
    path: '/admin/scim/tokens',
    summary: 'The SCIM tokens of the tenant, oldest first, with when each was last used',
    response: ScimTokenListSchema,
    capability: scimAdmin,
  }),
  createToken: defineEndpoint({
    method: 'POST',
    path: '/admin/scim/tokens',
    summary: 'Create a SCIM token; the answer is the only one that shows the token',
    body: CreateScimTokenBodySchema,
    response: CreatedScimTokenSchema,
    capability: scimAdmin,
  }),
  revokeToken: defineEndpoint({
    method: 'POST',
    path: '/admin/scim/tokens/delete',
    summary: 'Revoke a SCIM token: calls with it are refused from then on',
    query: ScimTokenIdQuerySchema,
    response: CountSchema,
    capability: scimAdmin,
  }),
});
