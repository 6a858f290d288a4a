import { licenceUse } from '../tenants/index.js';
import type { contract, EndpointDefinition } from '@kizuna/api-client/contract';
import type { AreaHandlers, HandlerContext } from '../../http/Handler.js';
import { adminActorOf } from '../actionLog/index.js';
import { refuseIfOverActionLimit } from '../auth/index.js';
import {
  deleteUser,
  resetUserPassword,
  sendPasswordResetLink,
  setUserEnabled,
  userDeleteImpact,
} from './userAdminAccount.js';
import {
  divisionOptions,
  filteredUsers,
  listUsers,
  readUser,
  saveUser,
  type UserAdminActor,
} from './userAdminService.js';
import { usersFile } from './userCsv.js';
import { grantEditDelegation, listEditDelegations, revokeEditDelegation } from './editDelegations.js';
import { exportedUsers, importUsers } from './userImport.js';
import { queueUserImport, userImportJob } from './userImportJob.js';

async function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

function actorOf(context: HandlerContext<EndpointDefinition>): UserAdminActor {
  return { ...adminActorOf(context), passwordAllowUid: context.principal.tenant.password_allow_uid };
}

export const userAdminHandlers: AreaHandlers<typeof contract.userAdmin> = {
  async list({ principal, deps, input }) {
    const [page, licences] = await Promise.all([
      listUsers(deps.db, principal.tenant.id, input.query),
      licenceUse(deps.db, principal.tenant.id),
    ]);
    return { ...page, licences };
  },

  async divisionOptions({ principal, deps }) {
    return { items: await divisionOptions(deps.db, principal.tenant.id) };
  },

  async editDelegations({ principal, deps }) {
    return { items: await listEditDelegations(deps.db, principal.tenant.id) };
  },

  async grantEditDelegation(context) {
    const { delegateUserId, userIds = [], divisionIds = [] } = context.input.body;
    return {
      items: await grantEditDelegation(context.deps.db, adminActorOf(context), {
        delegateUserId,
        userIds,
        divisionIds,
      }),
    };
  },

  async revokeEditDelegation(context) {
    return {
      items: await revokeEditDelegation(
        context.deps.db,
        adminActorOf(context),
        context.input.params.delegationId,
      ),
    };
  },

  async get({ principal, deps, input }) {
    return readUser(deps.db, principal.tenant.id, input.params.userId);
  },

  async save(context) {
    return saveUser(context.deps.db, actorOf(context), context.input.body);
  },

  async disable(context) {
    return setUserEnabled(context.deps.db, actorOf(context), context.input.params.userId, false);
  },

  async enable(context) {
    return setUserEnabled(context.deps.db, actorOf(context), context.input.params.userId, true);
  },

  async resetPassword(context) {
    await refuseIfOverActionLimit(context, 'passwordReset');
    return {
      password: await resetUserPassword(context.deps.db, actorOf(context), context.input.params.userId),
    };
  },

  async sendPasswordResetLink(context) {
    await refuseIfOverActionLimit(context, 'passwordReset');
    const { deps, c } = context;
    // Links in mail start with the configured public address, else the one the administrator used.
    const linkOrigin = deps.config.publicUrl ?? new URL(c.req.url).origin;
    return sendPasswordResetLink(deps.db, { ...actorOf(context), linkOrigin }, context.input.params.userId);
  },

  async deleteImpact({ principal, deps, input }) {
    return userDeleteImpact(deps.db, principal.tenant.id, input.params.userId);
  },

  async remove(context) {
    return { count: await deleteUser(context.deps.db, actorOf(context), context.input.params.userId) };
  },

  async previewImport(context) {
    return importUsers(context.deps.db, actorOf(context), await bytesOf(context.input.body.file), true);
  },

  async import(context) {
    return { jobId: await queueUserImport(context.deps.db, actorOf(context), context.input.body.file) };
  },

  async importJob({ principal, deps, input }) {
    return userImportJob(deps.db, principal.tenant.id, input.params.jobId);
  },

  async export({ principal, deps, input }) {
    const { format, charset, ...filters } = input.query;
    const tenantId = principal.tenant.id;
    const ids = (await filteredUsers(deps.db, tenantId, filters)).map((row) => Number(row.id));
    return usersFile(await exportedUsers(deps.db, tenantId, ids), format, charset, deps.clock());
  },
};
