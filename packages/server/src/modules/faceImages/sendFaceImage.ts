import type { Context } from 'hono';
import { DEFAULT_FACE_IMAGE_SVG } from './faceImageContent.js';
import type { StoredImage } from './FaceImageStore.js';

/** The entity tag of a person's face image: the same image under every path that serves it. */
export function faceImageTag(userId: number, kind: 'original' | 'thumbnail') {
  return (updatedAt: Date) => `"${userId}-${kind}-${updatedAt.getTime()}"`;
}

/**
 * A face image as the browser gets it: private to the signed-in tenant and revalidated, so a new
 * upload shows at once (`304` while `etag` still matches); the default silhouette when there is none.
 */
export function sendFaceImage(c: Context, image: StoredImage | null, etag: (updatedAt: Date) => string) {
  c.header('Cache-Control', 'private, no-cache');
  c.header('X-Content-Type-Options', 'nosniff');
  if (!image) {
    c.header('Content-Type', 'image/svg+xml');
    return c.body(DEFAULT_FACE_IMAGE_SVG);
  }
  const tag = etag(image.updatedAt);
  c.header('ETag', tag);
  if (c.req.header('if-none-match') === tag) return c.body(null, 304);
  c.header('Content-Type', image.contentType);
  c.header('Content-Length', String(image.body.byteSize));
  return c.body(image.body.stream);
}
