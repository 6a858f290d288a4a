import type { SansanImportSettings } from '@kizuna/api-client/contract';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows, selectTenantRows } from '../../db/tenantRows.js';
import { secretBoxFor } from '../../secretBox.js';
import { DEFAULT_SANSAN_API_URL, type SansanConnection } from './sansanApi.js';

export interface StoredSansanSettings {
  readonly scope: 'ALL' | 'OWNERS';
  readonly ownerUserIds: number[];
  readonly folderId: number | null;
  readonly schedule: 'OFF' | 'HOURLY' | 'DAILY';
  readonly importedUpTo: Date | null;
}

export async function loadSansanSettings(db: Db, tenantId: number): Promise<StoredSansanSettings | null> {
  const row = await selectTenantRows(db, 'sansan_import_settings', tenantId)
    .select(['scope', 'folder_id', 'schedule', 'imported_up_to'])
    .executeTakeFirst();
  if (!row) return null;
  const owners = await selectTenantRows(db, 'sansan_import_owners', tenantId)
    .select('user_id')
    .orderBy('user_id')
    .execute();
  return {
    scope: row.scope,
    ownerUserIds: owners.map((owner) => Number(owner.user_id)),
    folderId: row.folder_id === null ? null : Number(row.folder_id),
    schedule: row.schedule,
    importedUpTo: row.imported_up_to,
  };
}

/** The settings as the page shows them, with the owners' names and the folders to choose from. */
export async function settingsOut(db: Db, tenantId: number): Promise<SansanImportSettings> {
  const settings = await loadSansanSettings(db, tenantId);
  const owners =
    settings && settings.ownerUserIds.length > 0
      ? await selectTenantRows(db, 'users', tenantId)
          .select(['id', 'fullname', 'email'])
          .where('id', 'in', settings.ownerUserIds)
          .orderBy('id')
          .execute()
      : [];
  const folders = await selectTenantRows(db, 'contact_folders', tenantId)
    .select(['id', 'name'])
    .where('folder_type', '=', 'COMMON')
    .orderBy('sort_score')
    .orderBy('id')
    .execute();
  return {
    apiKeySet: settings !== null,
    scope: settings?.scope ?? 'ALL',
    owners: owners.map((owner) => ({
      userId: Number(owner.id),
      fullname: owner.fullname,
      email: owner.email ?? '',
    })),
    folderId: settings?.folderId ?? null,
    folders: folders.map((folder) => ({ id: Number(folder.id), name: folder.name })),
    schedule: settings?.schedule ?? 'OFF',
    importedUpTo: settings?.importedUpTo?.toISOString() ?? null,
  };
}

/** Writes the settings; a null key keeps the one stored (the caller checked there is one). */
export async function saveSansanSettings(
  trx: Db,
  config: ServerConfig,
  tenantId: number,
  body: {
    apiKey: string | null;
    scope: 'ALL' | 'OWNERS';
    ownerUserIds: readonly number[];
    folderId: number;
    schedule: 'OFF' | 'HOURLY' | 'DAILY';
  },
  now: Date,
): Promise<void> {
  const values = { scope: body.scope, folder_id: body.folderId, schedule: body.schedule, updated_at: now };
  if (body.apiKey === null) {
    await trx.updateTable('sansan_import_settings').set(values).where('tenant_id', '=', tenantId).execute();
  } else {
    const sealed = secretBoxFor(config).seal(body.apiKey);
    // A new key may see other cards: the next run reads them all again.
    await trx
      .insertInto('sansan_import_settings')
      .values({ tenant_id: tenantId, api_key_sealed: sealed, ...values })
      .onConflict((oc) =>
        oc.column('tenant_id').doUpdateSet({ ...values, api_key_sealed: sealed, imported_up_to: null }),
      )
      .execute();
  }
  await deleteTenantRows(trx, 'sansan_import_owners', tenantId).execute();
  const owners = [...new Set(body.ownerUserIds)];
  if (owners.length > 0)
    await trx
      .insertInto('sansan_import_owners')
      .values(owners.map((userId) => ({ tenant_id: tenantId, user_id: userId })))
      .execute();
}

/** The key and where Sansan answers, for a run or a test; null when no key is set. */
export async function loadSansanConnection(
  db: Db,
  config: ServerConfig,
  tenantId: number,
): Promise<SansanConnection | null> {
  const row = await selectTenantRows(db, 'sansan_import_settings', tenantId)
    .select('api_key_sealed')
    .executeTakeFirst();
  if (!row) return null;
  return {
    baseUrl: config.sansanApiUrl ?? DEFAULT_SANSAN_API_URL,
    apiKey: secretBoxFor(config).open(row.api_key_sealed),
  };
}
