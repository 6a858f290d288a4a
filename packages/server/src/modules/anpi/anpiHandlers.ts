import type { Contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { adminActorOf } from '../actionLog/index.js';
import { hasCompanyLevelPermission } from '../anpiStatus/index.js';
import type { Principal } from '../principal/index.js';
import { AnpiError } from './AnpiError.js';
import { answerByLink, viewByLink } from './anpiLinkService.js';
import { checkResults, nonResponders, notifyNonResponders, resultsFile } from './anpiResults.js';
import {
  addPermissionHolder,
  answerCheck,
  closeCheck,
  listPermissionHolders,
  loadCheck,
  loadChecks,
  myOpenChecks,
  registrationMaxOf,
  removePermissionHolders,
  startCheck,
} from './anpiService.js';

const actorOf = adminActorOf;

function mailContext(principal: Principal, publicUrl: string | null | undefined) {
  return { language: principal.tenant.default_language, publicUrl: publicUrl ?? null };
}

/** ADMIN_ANPI or a company-level permission holder: sees every check and everyone's answers. */
async function seesCompany(principal: Principal, db: Parameters<typeof hasCompanyLevelPermission>[0]) {
  return (
    principal.userRoles.includes('ADMIN_ANPI') ||
    (await hasCompanyLevelPermission(db, principal.tenant.id, principal.user.id))
  );
}

async function requireCompany(principal: Principal, db: Parameters<typeof hasCompanyLevelPermission>[0]) {
  if (!(await seesCompany(principal, db))) {
    throw new AnpiError('ANPI_NO_PERMISSION', 'neither ADMIN_ANPI nor company-level permission');
  }
}

export const anpiAdminHandlers: AreaHandlers<Contract['anpiAdmin']> = {
  async registrationMax({ principal, deps }) {
    return { registrationMax: await registrationMaxOf(deps.db, principal.tenant.id) };
  },
  async companyLevelPermissions({ principal, deps }) {
    const [items, registrationMax] = await Promise.all([
      listPermissionHolders(deps.db, principal.tenant.id),
      registrationMaxOf(deps.db, principal.tenant.id),
    ]);
    return { items, registrationMax };
  },
  async addCompanyLevelPermission(context) {
    const user = await addPermissionHolder(context.deps.db, actorOf(context), context.input.body.accountId);
    return { result: 'SUCCESS', user };
  },
  async removeCompanyLevelPermissions(context) {
    return {
      count: await removePermissionHolders(context.deps.db, actorOf(context), context.input.query.userIds),
    };
  },
  async startCheck(context) {
    const { principal, deps, input } = context;
    return startCheck(deps.db, actorOf(context), input.body, mailContext(principal, deps.config.publicUrl));
  },
  async checks({ principal, deps }) {
    return { items: await loadChecks(deps.db, principal.tenant.id) };
  },
  async check({ principal, deps, input }) {
    return loadCheck(deps.db, principal.tenant.id, input.params.checkId);
  },
  async closeCheck(context) {
    return closeCheck(context.deps.db, actorOf(context), context.input.params.checkId);
  },
};

export const anpiHandlers: AreaHandlers<Contract['anpi']> = {
  async myChecks({ principal, deps }) {
    return { items: await myOpenChecks(deps.db, principal.tenant.id, principal.user.id) };
  },
  async answer({ principal, deps, input }) {
    const target = {
      tenantId: principal.tenant.id,
      checkId: input.params.checkId,
      userId: principal.user.id,
      enteredBy: principal.user.id,
    };
    return answerCheck(deps.db, target, input.body, deps.clock());
  },
  async answerFor({ principal, deps, input }) {
    const { userId, ...answer } = input.body;
    await loadCheck(deps.db, principal.tenant.id, input.params.checkId);
    await requireCompany(principal, deps.db);
    const target = {
      tenantId: principal.tenant.id,
      checkId: input.params.checkId,
      userId,
      enteredBy: principal.user.id,
    };
    return answerCheck(deps.db, target, answer, deps.clock());
  },
  async checks({ principal, deps }) {
    return {
      items: (await seesCompany(principal, deps.db)) ? await loadChecks(deps.db, principal.tenant.id) : [],
    };
  },
  async results({ principal, deps, input }) {
    await loadCheck(deps.db, principal.tenant.id, input.params.checkId);
    await requireCompany(principal, deps.db);
    return checkResults(deps.db, principal.tenant.id, input.params.checkId);
  },
  async nonResponders({ principal, deps, input }) {
    await loadCheck(deps.db, principal.tenant.id, input.params.checkId);
    await requireCompany(principal, deps.db);
    const { page, size } = input.query;
    const { items, totalCount } = await nonResponders(
      deps.db,
      principal.tenant.id,
      input.params.checkId,
      page,
      size,
    );
    const offset = (page - 1) * size;
    return {
      items,
      totalCount,
      size,
      offset,
      page,
      hasNext: offset + items.length < totalCount,
      hasPrevious: page > 1,
    };
  },
  async notifyNonResponders({ principal, deps, input }) {
    await loadCheck(deps.db, principal.tenant.id, input.params.checkId);
    await requireCompany(principal, deps.db);
    const count = await notifyNonResponders(
      deps.db,
      principal.tenant.id,
      input.params.checkId,
      deps.clock(),
      mailContext(principal, deps.config.publicUrl),
    );
    return { count };
  },
  async exportResults({ principal, deps, input }) {
    await loadCheck(deps.db, principal.tenant.id, input.params.checkId);
    await requireCompany(principal, deps.db);
    return resultsFile(deps.db, principal.tenant.id, input.params.checkId, input.query.charset);
  },
};

export const anpiLinkHandlers: AreaHandlers<Contract['anpiLink']> = {
  async target({ deps, input }) {
    return viewByLink(deps.db, input.body.token);
  },
  async answer({ deps, input }) {
    const { token, ...answer } = input.body;
    return answerByLink(deps.db, token, answer, deps.clock());
  },
};
