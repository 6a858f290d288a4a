import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

export interface TenantLogo {
  readonly image: Uint8Array;
  readonly contentType: string;
  readonly version: number;
}

/** Stores or replaces the tenant's logo; a replacement gets the next version. */
export async function putTenantLogo(
  db: Db,
  tenantId: number,
  logo: { image: Uint8Array; contentType: string },
  at: Date,
): Promise<number> {
  const row = await db
    .insertInto('tenant_logos')
    .values({ tenant_id: tenantId, image: logo.image, content_type: logo.contentType, updated_at: at })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet((eb) => ({
        image: logo.image,
        content_type: logo.contentType,
        updated_at: at,
        version: eb('tenant_logos.version', '+', 1),
      })),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function getTenantLogo(db: Db, tenantId: number): Promise<TenantLogo | null> {
  const row = await selectTenantRows(db, 'tenant_logos', tenantId)
    .select(['image', 'content_type', 'version'])
    .executeTakeFirst();
  return row ? { image: row.image, contentType: row.content_type, version: row.version } : null;
}

/** The version of the tenant's logo, or null when it has none. */
export async function tenantLogoVersion(db: Db, tenantId: number): Promise<number | null> {
  const row = await selectTenantRows(db, 'tenant_logos', tenantId).select('version').executeTakeFirst();
  return row ? row.version : null;
}
