import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows, selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';

export interface StoredImage {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly updatedAt: Date;
}

/** Where face images live; the embedded default keeps them in the database. */
export interface FaceImageStore {
  put(
    tenantId: number,
    userId: number,
    original: { bytes: Uint8Array; contentType: string },
    thumbnail: { bytes: Uint8Array; contentType: string },
    at: Date,
  ): Promise<void>;
  get(tenantId: number, userId: number, kind: 'original' | 'thumbnail'): Promise<StoredImage | null>;
  /** Removes the person's images; the default silhouette shows again. */
  remove(tenantId: number, userId: number): Promise<void>;
}

export function createDatabaseFaceImageStore(db: Db): FaceImageStore {
  return {
    async put(tenantId, userId, original, thumbnail, at) {
      const values = {
        original: original.bytes,
        original_type: original.contentType,
        thumbnail: thumbnail.bytes,
        thumbnail_type: thumbnail.contentType,
        updated_at: at,
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('face_images')
          .values({ user_id: userId, tenant_id: tenantId, ...values })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
          .execute();
        await updateTenantRows(trx, 'users', tenantId, userId).set({ face_image_updated_at: at }).execute();
      });
    },
    async remove(tenantId, userId) {
      await db.transaction().execute(async (trx) => {
        await deleteTenantRows(trx, 'face_images', tenantId).where('user_id', '=', userId).execute();
        await updateTenantRows(trx, 'users', tenantId, userId).set({ face_image_updated_at: null }).execute();
      });
    },
    async get(tenantId, userId, kind) {
      const row = await selectTenantRows(db, 'face_images', tenantId)
        .select(
          kind === 'original'
            ? ['original as bytes', 'original_type as content_type', 'updated_at']
            : ['thumbnail as bytes', 'thumbnail_type as content_type', 'updated_at'],
        )
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row
        ? { bytes: row.bytes, contentType: row.content_type, updatedAt: new Date(row.updated_at) }
        : null;
    },
  };
}

/** Whether the user is a person of the tenant (enabled or not). */
export async function isPersonOfTenant(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const person = await selectTenantRows(db, 'users', tenantId, userId).select('id').executeTakeFirst();
  return person !== undefined;
}

/** When the person's face image was last set; null when they have none. */
export async function faceImageUpdatedAt(db: Db, tenantId: number, userId: number): Promise<Date | null> {
  const person = await selectTenantRows(db, 'users', tenantId, userId)
    .select('face_image_updated_at')
    .executeTakeFirst();
  return person?.face_image_updated_at ? new Date(person.face_image_updated_at) : null;
}
