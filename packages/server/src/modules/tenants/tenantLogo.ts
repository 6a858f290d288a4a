import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

export interface TenantLogo {
  readonly image: Uint8Array;
  readonly contentType: string;
  readonly version: number;
}

/**
 * Stores or replaces the tenant's logo; a replacement gets the next version. The logo is a PNG of
 * at most 600 × 200 pixels (about 0.5 MB at worst), so it stays in its row, one statement; it
 * travels as base64, which the database decodes in C (the embedded database escapes a bytea
 * parameter byte by byte in JavaScript).
 */
export async function putTenantLogo(
  db: Db,
  tenantId: number,
  logo: { image: Uint8Array; contentType: string },
  at: Date,
): Promise<number> {
  const base64 = Buffer.from(logo.image.buffer, logo.image.byteOffset, logo.image.byteLength).toString(
    'base64',
  );
  const image = sql<Uint8Array>`decode(${base64}, 'base64')`;
  const row = await db
    .insertInto('tenant_logos')
    .values({ tenant_id: tenantId, image, content_type: logo.contentType, updated_at: at })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet((eb) => ({
        image,
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
    .select([sql<string>`encode(image, 'base64')`.as('image'), 'content_type', 'version'])
    .where('image', 'is not', null)
    .executeTakeFirst();
  return row?.image && row.content_type
    ? {
        image: new Uint8Array(Buffer.from(row.image, 'base64')),
        contentType: row.content_type,
        version: row.version,
      }
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
