import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import type { Principal } from '../principal/index.js';
import { CallsError, type LineOwner, authorizationStatus, deleteTokens } from '../calls/index.js';
import { authorizationUrl, completeAuthorization, isWebexConfigured } from './webexOauth2.js';

function ownerOf(principal: Principal): LineOwner {
  return { tenantId: principal.tenant.id, userId: principal.user.id };
}

async function asCallsError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw CallsError.from(error);
  }
}

export const pbxApiHandlers: AreaHandlers<typeof contract.pbxApi> = {
  async oauth2Url({ principal, deps, c }) {
    const origin = new URL(c.req.url).origin;
    const url = await asCallsError(() =>
      authorizationUrl(deps, ownerOf(principal), principal.sessionIdHash, origin),
    );
    return { url };
  },
  async oauth2Callback({ principal, deps, c, input }) {
    const origin = new URL(c.req.url).origin;
    const status = await asCallsError(() =>
      completeAuthorization(deps, ownerOf(principal), principal.sessionIdHash, origin, input.query),
    );
    return { status };
  },
  async authorization({ principal, deps }) {
    const owner = ownerOf(principal);
    const { status, expiresAt } = await authorizationStatus(deps, owner);
    return {
      status,
      configured: await isWebexConfigured(deps, owner.tenantId),
      expiresAt: expiresAt ? expiresAt.toISOString() : null,
    };
  },
  async disconnect({ principal, deps }) {
    await deleteTokens(deps, ownerOf(principal));
    return null;
  },
};
