import type { contract, EndpointDefinition } from '@kizuna/api-client/contract';
import type { AreaHandlers, HandlerContext } from '../../http/Handler.js';
import {
  companySettings,
  removeCompanyLogo,
  saveCompanySettings,
  uploadCompanyLogo,
  type CompanyActor,
} from './companySettings.js';

function actorOf({ principal, deps, clientAddress }: HandlerContext<EndpointDefinition>): CompanyActor {
  return { tenantId: principal.tenant.id, userId: principal.user.id, ip: clientAddress, now: deps.clock() };
}

export const companyAdminHandlers: AreaHandlers<typeof contract.companyAdmin> = {
  async get({ principal, deps, clientAddress }) {
    return companySettings(deps.db, principal.tenant.id, clientAddress);
  },

  async save(context) {
    return saveCompanySettings(context.deps.db, actorOf(context), context.input.body);
  },

  async uploadLogo(context) {
    return uploadCompanyLogo(context.deps.db, actorOf(context), context.input.body.file);
  },

  async removeLogo(context) {
    return removeCompanyLogo(context.deps.db, actorOf(context));
  },
};
