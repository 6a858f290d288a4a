import type { contract, EndpointDefinition } from '@kizuna/api-client/contract';
import type { AreaHandlers, HandlerContext } from '../../http/Handler.js';
import {
  companySettings,
  removeCompanyLogo,
  saveCompanySettings,
  uploadCompanyLogo,
  type CompanyContext,
} from './companySettings.js';
import { adminActorOf } from '../actionLog/index.js';

const actorOf = adminActorOf;

/** The tenant's features and the server's idle timeout, as the settings read them. */
function companyContextOf({ principal, deps }: HandlerContext<EndpointDefinition>): CompanyContext {
  return {
    tenantFeatures: principal.tenantFeatures,
    callControlMode: principal.capability.callControlMode,
    serverIdleMinutes: deps.config.sessionIdleMinutes,
  };
}

export const companyAdminHandlers: AreaHandlers<typeof contract.companyAdmin> = {
  async get(context) {
    return companySettings(
      context.deps.db,
      context.principal.tenant.id,
      context.clientAddress,
      companyContextOf(context),
    );
  },

  async save(context) {
    return saveCompanySettings(
      context.deps.db,
      actorOf(context),
      context.input.body,
      companyContextOf(context),
    );
  },

  async uploadLogo(context) {
    return uploadCompanyLogo(
      context.deps.db,
      actorOf(context),
      context.input.body.file,
      companyContextOf(context),
    );
  },

  async removeLogo(context) {
    return removeCompanyLogo(context.deps.db, actorOf(context), companyContextOf(context));
  },
};
