import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import {
  companySettings,
  removeCompanyLogo,
  saveCompanySettings,
  uploadCompanyLogo,
} from './companySettings.js';
import { adminActorOf } from '../actionLog/index.js';

const actorOf = adminActorOf;

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
