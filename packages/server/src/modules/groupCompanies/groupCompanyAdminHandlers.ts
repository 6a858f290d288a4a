import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { adminActorOf } from '../actionLog/index.js';
import {
  linkGroupCompany,
  listGroupLinks,
  listIncomingLinks,
  moveGroupCompany,
  unlinkGroupCompany,
} from './groupLinkAdmin.js';

/** Togo admin: the tenant's own links with group companies, each change logged. */
export const groupCompanyAdminHandlers: AreaHandlers<typeof contract.groupCompanyAdmin> = {
  async list({ principal, deps }) {
    const [items, incoming] = await Promise.all([
      listGroupLinks(deps.db, principal.tenant.id),
      listIncomingLinks(deps.db, principal.tenant.id),
    ]);
    return { items, incoming };
  },

  async link(context) {
    await linkGroupCompany(context.deps.db, adminActorOf(context), context.input.body.tenantCode);
    return { count: 1 };
  },

  async unlink(context) {
    const count = await unlinkGroupCompany(
      context.deps.db,
      adminActorOf(context),
      context.input.params.groupTenantId,
    );
    return { count };
  },

  async move(context) {
    const { params, body } = context.input;
    return {
      count: await moveGroupCompany(
        context.deps.db,
        adminActorOf(context),
        params.groupTenantId,
        body.direction,
      ),
    };
  },
};
