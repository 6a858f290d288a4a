import type { contract, EndpointDefinition } from '@kizuna/api-client/contract';
import type { AreaHandlers, HandlerContext } from '../../http/Handler.js';
import { readOnly } from '../../http/Handler.js';
import { adminActorOf } from '../actionLog/index.js';
import { refuseIfOverActionLimit } from '../auth/index.js';
import { changeApiKeyPolicy, readApiKeyPolicy } from './apiKeyPolicy.js';
import {
  changeApiServiceScope,
  createApiService,
  disconnectApiService,
  listApiServices,
} from './apiServices.js';
import { changeApiKeyNote, createApiKey, listApiKeys, revokeApiKey, type KeyOwner } from './userApiKeys.js';

function ownerOf({ principal, deps }: HandlerContext<EndpointDefinition>): KeyOwner {
  return {
    tenantId: principal.tenant.id,
    userId: principal.user.id,
    userRoles: principal.userRoles,
    now: deps.clock(),
  };
}

export const apiKeysHandlers: AreaHandlers<typeof contract.apiKeys> = {
  list: readOnly(async (context) => listApiKeys(context.deps.db, ownerOf(context))),

  async create(context) {
    await refuseIfOverActionLimit(context, 'apiKey');
    return createApiKey(context.deps.db, ownerOf(context), context.input.body);
  },

  async replaceNote(context) {
    const { params, body } = context.input;
    return changeApiKeyNote(context.deps.db, ownerOf(context), params.apiKeyId, body.note);
  },

  async updateNote(context) {
    const { params, body } = context.input;
    return changeApiKeyNote(context.deps.db, ownerOf(context), params.apiKeyId, body.note);
  },

  async revoke(context) {
    await refuseIfOverActionLimit(context, 'apiKey');
    return { count: await revokeApiKey(context.deps.db, ownerOf(context), context.input.params.apiKeyId) };
  },
};

export const apiServiceAdminHandlers: AreaHandlers<typeof contract.apiServiceAdmin> = {
  list: readOnly(async ({ principal, deps }) => ({
    items: await listApiServices(deps.db, principal.tenant.id),
  })),

  async create(context) {
    await refuseIfOverActionLimit(context, 'apiKey');
    return createApiService(context.deps.db, adminActorOf(context), context.input.body);
  },

  async updateScope(context) {
    const { params, body } = context.input;
    return changeApiServiceScope(
      context.deps.db,
      adminActorOf(context),
      params.tenantPaapiServiceSettingsId,
      body.scope,
    );
  },

  keyPolicy: readOnly(async ({ principal, deps }) => readApiKeyPolicy(deps.db, principal.tenant.id)),

  async setKeyPolicy(context) {
    return changeApiKeyPolicy(context.deps.db, adminActorOf(context), context.input.body);
  },

  async disconnect(context) {
    await refuseIfOverActionLimit(context, 'apiKey');
    const { params, body } = context.input;
    const count = await disconnectApiService(
      context.deps.db,
      adminActorOf(context),
      params.tenantPaapiServiceSettingsId,
      body.serviceName,
    );
    return { count };
  },
};
