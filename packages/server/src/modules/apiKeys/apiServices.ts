import type { ApiKeyScope, ApiService, CreatedApiService } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows, selectTenantRows } from '../../db/tenantRows.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';
import { ApiKeysError } from './ApiKeysError.js';
import { maskedKeyOf, newApiKeySecret } from './apiKeySecret.js';

interface ServiceRow {
  id: number;
  name: string;
  scopes: string[];
  created_at: Date;
  lookup: string;
  hint: string;
  last_used_at: Date | null;
}

function serviceOf(row: ServiceRow): ApiService {
  return {
    tenantPaapiServiceSettingsId: Number(row.id),
    serviceName: row.name,
    scope: row.scopes as ApiKeyScope[],
    maskedKey: maskedKeyOf(row),
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  };
}

/** What the action log keeps of a service: its name and scopes, never its key. */
function loggedOf(service: ApiService) {
  return { serviceName: service.serviceName, scope: service.scope };
}

function servicesOf(db: Db, tenantId: number) {
  return selectTenantRows(db, 'api_services', tenantId)
    .innerJoin('api_keys as k', (join) =>
      join.onRef('k.service_id', '=', 'api_services.id').onRef('k.tenant_id', '=', 'api_services.tenant_id'),
    )
    .select([
      'api_services.id',
      'api_services.name',
      'api_services.scopes',
      'api_services.created_at',
      'k.lookup',
      'k.hint',
      'k.last_used_at',
    ]);
}

function notFound(serviceId: number): ApiKeysError {
  return new ApiKeysError('API_SERVICE_NOT_FOUND', `no service connection ${serviceId} in the tenant`);
}

export async function listApiServices(db: Db, tenantId: number): Promise<ApiService[]> {
  const rows = await servicesOf(db, tenantId).orderBy('api_services.id').execute();
  return rows.map(serviceOf);
}

export async function createApiService(
  db: Db,
  admin: AdminActor,
  input: { serviceName: string; scope: readonly ApiKeyScope[] },
): Promise<CreatedApiService> {
  const secret = newApiKeySecret();
  return db.transaction().execute(async (trx) => {
    const taken = await selectTenantRows(trx, 'api_services', admin.tenantId)
      .select('id')
      .where('name', '=', input.serviceName)
      .executeTakeFirst();
    if (taken) {
      throw new ApiKeysError('API_SERVICE_NAME_TAKEN', 'a service of that name is connected already', {
        fieldErrors: [{ path: 'body.serviceName', key: 'duplicate' }],
      });
    }
    const service = await trx
      .insertInto('api_services')
      .values({
        tenant_id: admin.tenantId,
        name: input.serviceName,
        scopes: [...input.scope],
        created_by: admin.userId,
        created_at: admin.now,
        updated_at: admin.now,
      })
      .returning(['id', 'name', 'scopes', 'created_at'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('api_keys')
      .values({
        tenant_id: admin.tenantId,
        service_id: service.id,
        note: input.serviceName,
        scopes: [...input.scope],
        secret_hash: secret.hash,
        lookup: secret.lookup,
        hint: secret.hint,
        created_at: admin.now,
      })
      .execute();
    const created = serviceOf({ ...service, lookup: secret.lookup, hint: secret.hint, last_used_at: null });
    await recordAdminAction(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      ip: admin.ip,
      at: admin.now,
      action: 'apiService.create',
      target: `apiService:${created.tenantPaapiServiceSettingsId}`,
      before: null,
      after: loggedOf(created),
    });
    return { ...created, apiKey: secret.secret };
  });
}

export async function changeApiServiceScope(
  db: Db,
  admin: AdminActor,
  serviceId: number,
  scope: readonly ApiKeyScope[],
): Promise<ApiService> {
  return db.transaction().execute(async (trx) => {
    const before = await servicesOf(trx, admin.tenantId)
      .where('api_services.id', '=', serviceId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(serviceId);
    await trx
      .updateTable('api_services')
      .set({ scopes: [...scope], updated_at: admin.now })
      .where('tenant_id', '=', admin.tenantId)
      .where('id', '=', serviceId)
      .execute();
    await trx
      .updateTable('api_keys')
      .set({ scopes: [...scope] })
      .where('tenant_id', '=', admin.tenantId)
      .where('service_id', '=', serviceId)
      .execute();
    const after = serviceOf({ ...before, scopes: [...scope] });
    await recordAdminAction(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      ip: admin.ip,
      at: admin.now,
      action: 'apiService.changeScope',
      target: `apiService:${serviceId}`,
      before: loggedOf(serviceOf(before)),
      after: loggedOf(after),
    });
    return after;
  });
}

/** Disconnects the service when `typedName` is its name exactly (002 §5); its key goes with it. */
export async function disconnectApiService(
  db: Db,
  admin: AdminActor,
  serviceId: number,
  typedName: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const before = await servicesOf(trx, admin.tenantId)
      .where('api_services.id', '=', serviceId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(serviceId);
    if (before.name !== typedName) {
      throw new ApiKeysError('API_SERVICE_NAME_MISMATCH', 'the typed name is not the service’s name', {
        fieldErrors: [{ path: 'body.serviceName', key: 'apiServiceNameMismatch' }],
      });
    }
    await deleteTenantRows(trx, 'api_services', admin.tenantId, serviceId).execute();
    await recordAdminAction(trx, {
      tenantId: admin.tenantId,
      actorUserId: admin.userId,
      ip: admin.ip,
      at: admin.now,
      action: 'apiService.disconnect',
      target: `apiService:${serviceId}`,
      before: loggedOf(serviceOf(before)),
      after: null,
    });
    return 1;
  });
}
