import type { FieldError, ThanksStamp } from '@kizuna/api-client/contract';
import type { Hono } from 'hono';
import sharp from 'sharp';
import type { Db } from '../../db/createDatabase.js';
import { fileStorage } from '../../db/storedFiles.js';
import { selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';
import { cookieImageRoute } from '../../http/cookieImageRoute.js';
import type { AppDeps } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { IMAGE_MAX_PIXELS, readImageUpload } from '../faceImages/index.js';
import { ThanksError } from './ThanksError.js';
import { toStamp } from './thanksStore.js';

/** A stamp's image is drawn at most 24 px high: 128 px is crisp at any screen density. */
const ICON_MAX_PX = 128;

const STAMP_COLUMNS = [
  'id',
  'heading',
  'color',
  'icon',
  'is_effective',
  'icon_file_id',
  'icon_version',
] as const;

function refuse(fieldErrors: readonly FieldError[]): never {
  throw new RequestError('VALIDATION_FAILED', 'the file is not a usable GIF, JPEG or PNG image', {
    fieldErrors,
  });
}

/** The image as kept: a PNG within 128 × 128 (transparency stays); null when undecodable. */
async function iconPng(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const png = await sharp(bytes, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(ICON_MAX_PX, ICON_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return new Uint8Array(png);
  } catch {
    return null;
  }
}

async function liveStamp(db: Db, tenantId: number, stampId: number) {
  const row = await selectTenantRows(db, 'thanks_stamps', tenantId, stampId)
    .select(['id', 'icon_file_id'])
    .where('removed', '=', false)
    .executeTakeFirst();
  if (!row) throw new ThanksError('THANKS_STAMP_NOT_FOUND', 'no such stamp in the tenant');
  return row;
}

/**
 * Shows the uploaded image on the stamp instead of its icon: checked by its content, made a small
 * PNG and kept in the file storage (the image it replaces is removed with the change).
 */
export async function uploadStampIcon(
  db: Db,
  tenantId: number,
  stampId: number,
  file: Blob,
): Promise<ThanksStamp> {
  await liveStamp(db, tenantId, stampId);
  const { bytes, fieldErrors } = await readImageUpload(file);
  if (!bytes) refuse(fieldErrors);
  const png = await iconPng(bytes);
  if (!png) refuse([{ path: 'body.file', key: 'imageType' }]);
  const storage = fileStorage(db);
  const fileId = await storage.put(tenantId, png);
  try {
    const row = await updateTenantRows(db, 'thanks_stamps', tenantId, stampId)
      .set((eb) => ({ icon_file_id: fileId, icon_version: eb('icon_version', '+', 1) }))
      .where('removed', '=', false)
      .returning(STAMP_COLUMNS)
      .executeTakeFirst();
    if (!row) throw new ThanksError('THANKS_STAMP_NOT_FOUND', 'no such stamp in the tenant');
    return toStamp(row);
  } catch (error) {
    await storage.discard(tenantId, fileId).catch(() => undefined);
    throw error;
  }
}

/** Shows the stamp's drawn icon again; its image is removed. */
export async function removeStampIcon(db: Db, tenantId: number, stampId: number): Promise<ThanksStamp> {
  await liveStamp(db, tenantId, stampId);
  const row = await updateTenantRows(db, 'thanks_stamps', tenantId, stampId)
    .set({ icon_file_id: null })
    .returning(STAMP_COLUMNS)
    .executeTakeFirstOrThrow();
  return toStamp(row);
}

/** How long an address naming the current image may be kept: a year, the usual "for good". */
const VERSIONED_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * `/front/thanks/stampIcon/{stampId}?v={version}`: a stamp's own image, for the signed-in people of
 * its tenant (cards keep showing the stamps they carry, removed or not); 404 otherwise.
 */
export function registerStampIconRoute(app: Hono, deps: AppDeps): void {
  app.get(
    '/front/thanks/stampIcon/:stampId',
    cookieImageRoute(deps, async (c, principal) => {
      const stampId = Number(c.req.param('stampId'));
      const tenantId = principal.tenant.id;
      const row = Number.isSafeInteger(stampId)
        ? await selectTenantRows(deps.db, 'thanks_stamps', tenantId, stampId)
            .select(['icon_file_id', 'icon_version'])
            .executeTakeFirst()
        : undefined;
      const bytes =
        row && row.icon_file_id !== null
          ? await fileStorage(deps.db).read(tenantId, Number(row.icon_file_id))
          : null;
      if (!row || !bytes) throw new RequestError('NOT_FOUND', 'the stamp has no image');
      const current = c.req.query('v') === String(row.icon_version);
      c.header(
        'Cache-Control',
        current ? `private, max-age=${VERSIONED_MAX_AGE_S}, immutable` : 'private, no-cache',
      );
      c.header('ETag', `"stamp-${stampId}-${row.icon_version}"`);
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Type', 'image/png');
      return c.body(bytes as Uint8Array<ArrayBuffer>);
    }),
  );
}
