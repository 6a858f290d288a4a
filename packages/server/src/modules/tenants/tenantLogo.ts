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
    .where('image', 'is not', null)
    .executeTakeFirst();
  return row?.image && row.content_type
    ? { image: row.image, contentType: row.content_type, version: row.version }
    : null;
}

/** The version of the tenant's logo, or null when it has none. */
export async function tenantLogoVersion(db: Db, tenantId: number): Promise<number | null> {
  const row = await selectTenantRows(db, 'tenant_logos', tenantId)
    .select('version')
    .where('image', 'is not', null)
    .executeTakeFirst();
  return row ? row.version : null;
}

/**
 * Removes the tenant's logo; answers whether it had one. The row stays without an image, so an
 * upload after it gets the next version, never one a browser may have kept an older image for.
 */
export async function removeTenantLogo(db: Db, tenantId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('tenant_logos')
    .set({ image: null, content_type: null, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('image', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
