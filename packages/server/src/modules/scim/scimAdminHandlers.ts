import type { contract, EndpointDefinition } from '@kizuna/api-client/contract';
import type { AreaHandlers, HandlerContext } from '../../http/Handler.js';
import { createScimToken, listScimTokens, revokeScimToken, type TokenAdmin } from './scimTokens.js';

function adminOf({ principal, deps, clientAddress }: HandlerContext<EndpointDefinition>): TokenAdmin {
  return { tenantId: principal.tenant.id, userId: principal.user.id, ip: clientAddress, now: deps.clock() };
}

export const scimAdminHandlers: AreaHandlers<typeof contract.scimAdmin> = {
  async listTokens({ principal, deps }) {
    return { items: await listScimTokens(deps.db, principal.tenant.id) };
  },

  async createToken(context) {
    return createScimToken(context.deps.db, adminOf(context), context.input.body.name);
  },

  async revokeToken(context) {
    return { count: await revokeScimToken(context.deps.db, adminOf(context), context.input.query.tokenId) };
  },
};
