import type { Db } from '../../db/createDatabase.js';
import { bytesBody, fileStorage, type StoredFileBody } from '../../db/storedFiles.js';
import { deleteTenantRows, selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';

export interface StoredImage {
  /** The original is read piece by piece as it is sent (db/storedFiles.ts). */
  readonly body: StoredFileBody;
  readonly contentType: string;
  readonly updatedAt: Date;
}

/** Where face images live: the thumbnail in its row, the original in the file storage. */
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
  const files = fileStorage(db);
  return {
    async put(tenantId, userId, original, thumbnail, at) {
      // The original goes to the file storage piece by piece first; the row names it, and writing
      // the row removes the one it named before (stored_file_owner).
      const originalFileId = await files.put(tenantId, original.bytes);
      const values = {
        original_file_id: originalFileId,
        original_type: original.contentType,
        thumbnail: thumbnail.bytes,
        thumbnail_type: thumbnail.contentType,
        updated_at: at,
      };
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('face_images')
            .values({ user_id: userId, tenant_id: tenantId, ...values })
            .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
            .execute();
          await updateTenantRows(trx, 'users', tenantId, userId).set({ face_image_updated_at: at }).execute();
        });
      } catch (error) {
        await files.discard(tenantId, originalFileId);
        throw error;
      }
    },
    async remove(tenantId, userId) {
      await db.transaction().execute(async (trx) => {
        await deleteTenantRows(trx, 'face_images', tenantId).where('user_id', '=', userId).execute();
        await updateTenantRows(trx, 'users', tenantId, userId).set({ face_image_updated_at: null }).execute();
      });
    },
    async get(tenantId, userId, kind) {
      const row = await selectTenantRows(db, 'face_images', tenantId)
        .select(['original_file_id', 'original_type', 'thumbnail_type', 'updated_at'])
        .$if(kind === 'thumbnail', (query) => query.select('thumbnail'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      const body =
        kind === 'thumbnail'
          ? row.thumbnail && bytesBody(row.thumbnail)
          : await files.open(tenantId, row.original_file_id);
      if (!body) return null;
      return {
        body,
        contentType: kind === 'thumbnail' ? row.thumbnail_type : row.original_type,
        updatedAt: new Date(row.updated_at),
      };
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
