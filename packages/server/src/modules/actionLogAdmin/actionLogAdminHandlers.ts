import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { readOnly } from '../../http/Handler.js';
import { actionLogFile, searchActionLog } from './actionLogSearch.js';

export const actionLogAdminHandlers: AreaHandlers<typeof contract.actionLogAdmin> = {
  search: readOnly(async ({ principal, deps, input }) =>
    searchActionLog(deps.db, principal.tenant.id, input.query),
  ),
  export: readOnly(async ({ principal, deps, input }) =>
    actionLogFile(deps.db, principal.tenant.id, input.query, input.query.charset),
  ),
};
