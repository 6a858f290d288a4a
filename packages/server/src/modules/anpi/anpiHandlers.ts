import type { Contract, EndpointDefinition } from '@kizuna/api-client/contract';
import type { AreaHandlers, HandlerContext } from '../../http/Handler.js';
import { adminActorOf } from '../actionLog/index.js';
import { withinLinkRates } from './anpiLinkRate.js';
import { answerByLink, viewByLink } from './anpiLinkService.js';
import { checkPeople, peopleFile } from './anpiPeople.js';
import { checkResults, nonResponders, notifyNonResponders } from './anpiResults.js';
import {
  anpiScopeOf,
  checksOfDivisions,
  requireFollowingScope,
  requireReachable,
  scopedDivisionIds,
} from './anpiScope.js';
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

/**
 * Links in mail start with the configured public address; without one, with the address the
 * caller reached Kizuna at (their own request, so no one else chooses it).
 */
function mailContext({
  principal,
  deps,
  c,
}: Pick<HandlerContext<EndpointDefinition>, 'principal' | 'deps' | 'c'>) {
  return {
    language: principal.tenant.default_language,
    publicUrl: deps.config.publicUrl ?? new URL(c.req.url).origin,
  };
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
    const { deps, input } = context;
    return startCheck(deps.db, actorOf(context), input.body, mailContext(context));
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
    const scope = await requireFollowingScope(deps.db, principal);
    const target = {
      tenantId: principal.tenant.id,
      checkId: input.params.checkId,
      userId,
      enteredBy: principal.user.id,
    };
    await requireReachable(deps.db, scope, target);
    return answerCheck(deps.db, target, answer, deps.clock());
  },
  async checks({ principal, deps }) {
    const tenantId = principal.tenant.id;
    const scope = await anpiScopeOf(deps.db, principal);
    if (scope.kind === 'SELF') return { items: [] };
    if (scope.kind === 'COMPANY') return { items: await loadChecks(deps.db, tenantId) };
    const load = (checkIds: readonly number[]) => loadChecks(deps.db, tenantId, checkIds);
    return { items: await checksOfDivisions(deps.db, tenantId, scope.divisionIds, load) };
  },
  async results({ principal, deps, input }) {
    await loadCheck(deps.db, principal.tenant.id, input.params.checkId);
    const scope = await requireFollowingScope(deps.db, principal);
    return checkResults(deps.db, principal.tenant.id, input.params.checkId, scopedDivisionIds(scope));
  },
  async nonResponders({ principal, deps, input }) {
    await loadCheck(deps.db, principal.tenant.id, input.params.checkId);
    const scope = await requireFollowingScope(deps.db, principal);
    const { page, size } = input.query;
    const { items, totalCount } = await nonResponders(
      deps.db,
      principal.tenant.id,
      input.params.checkId,
      page,
      size,
      scopedDivisionIds(scope),
    );
    return pageOf(items, totalCount, page, size);
  },
  async people({ principal, deps, input }) {
    await loadCheck(deps.db, principal.tenant.id, input.params.checkId);
    const scope = await requireFollowingScope(deps.db, principal);
    const { page, size, ...filter } = input.query;
    const { items, totalCount } = await checkPeople(
      deps.db,
      principal.tenant.id,
      input.params.checkId,
      filter,
      page,
      size,
      scopedDivisionIds(scope),
    );
    return pageOf(items, totalCount, page, size);
  },
  async notifyNonResponders(context) {
    const { principal, deps, input } = context;
    await loadCheck(deps.db, principal.tenant.id, input.params.checkId);
    const scope = await requireFollowingScope(deps.db, principal);
    const count = await notifyNonResponders(
      deps.db,
      principal.tenant.id,
      input.params.checkId,
      deps.clock(),
      mailContext(context),
      scopedDivisionIds(scope),
    );
    return { count };
  },
  async exportResults({ principal, deps, input }) {
    await loadCheck(deps.db, principal.tenant.id, input.params.checkId);
    const scope = await requireFollowingScope(deps.db, principal);
    const { charset, ...filter } = input.query;
    return peopleFile(
      deps.db,
      principal.tenant.id,
      input.params.checkId,
      filter,
      charset,
      scopedDivisionIds(scope),
    );
  },
};

export const anpiLinkHandlers: AreaHandlers<Contract['anpiLink']> = {
  async target(context) {
    const { token } = context.input.body;
    return withinLinkRates(context, token, () => viewByLink(context.deps.db, token));
  },
  async answer(context) {
    const { token, ...answer } = context.input.body;
    const { deps } = context;
    return withinLinkRates(context, token, () => answerByLink(deps.db, token, answer, deps.clock()));
  },
};

/** One page of a list, as the contract's paged answers carry it. */
function pageOf<T>(items: T[], totalCount: number, page: number, size: number) {
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
}
