import type { CropBizcardBody, FieldError } from '@kizuna/api-client/contract';
import sharp from 'sharp';
import { detectImageKind, IMAGE_MAX_PIXELS, type ImageKind } from '../faceImages/index.js';

/** A card thumbnail fits in this box, keeping the card's shape (lists and the detail page). */
export const BIZCARD_THUMBNAIL_EDGE = 320;

export interface StoredBizcard {
  readonly original: Uint8Array;
  readonly originalType: string;
  readonly thumbnail: Uint8Array;
  readonly thumbnailType: string;
  readonly width: number;
  readonly height: number;
}

/** Re-encoded in the upload's own format (GIF as PNG), so what is stored is what was checked. */
function encode(pipeline: sharp.Sharp, kind: ImageKind) {
  return kind === 'jpeg'
    ? { pipeline: pipeline.jpeg({ quality: 92 }), type: 'image/jpeg' }
    : { pipeline: pipeline.png(), type: 'image/png' };
}

async function store(pipeline: sharp.Sharp, kind: ImageKind): Promise<StoredBizcard> {
  const encoded = encode(pipeline, kind);
  const { data, info } = await encoded.pipeline.toBuffer({ resolveWithObject: true });
  const thumbnail = await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS })
    .resize(BIZCARD_THUMBNAIL_EDGE, BIZCARD_THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
  return {
    original: new Uint8Array(data),
    originalType: encoded.type,
    thumbnail: new Uint8Array(thumbnail),
    thumbnailType: 'image/jpeg',
    width: info.width,
    height: info.height,
  };
}

/**
 * The uploaded card turned upright (a phone's EXIF orientation applied, so crop areas mean what
 * the browser shows) with its thumbnail; null when the bytes are no GIF, JPEG or PNG it can decode.
 */
export async function prepareBizcard(bytes: Uint8Array): Promise<StoredBizcard | null> {
  const kind = detectImageKind(bytes);
  if (!kind) return null;
  try {
    return await store(sharp(bytes, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS }).rotate(), kind);
  } catch {
    return null;
  }
}

/** Field errors when the area does not lie inside an image of this size. */
export function checkCropArea(area: CropBizcardBody, width: number, height: number): FieldError[] {
  const errors: FieldError[] = [];
  if (area.x + area.width > width) {
    errors.push({ path: 'body.width', key: 'cropOutOfImage', values: { max: Math.max(0, width - area.x) } });
  }
  if (area.y + area.height > height) {
    errors.push({
      path: 'body.height',
      key: 'cropOutOfImage',
      values: { max: Math.max(0, height - area.y) },
    });
  }
  if (area.x >= width) errors.push({ path: 'body.x', key: 'cropOutOfImage', values: { max: width - 1 } });
  if (area.y >= height) errors.push({ path: 'body.y', key: 'cropOutOfImage', values: { max: height - 1 } });
  return errors;
}

/** The stored card cut to the area (already checked to lie inside it). */
export async function cropBizcard(stored: Uint8Array, area: CropBizcardBody): Promise<StoredBizcard> {
  const kind = detectImageKind(stored) ?? 'png';
  return store(
    sharp(stored, { limitInputPixels: IMAGE_MAX_PIXELS }).extract({
      left: area.x,
      top: area.y,
      width: area.width,
      height: area.height,
    }),
    kind,
  );
}

/** The stored card's size, from its header alone. */
export async function imageSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  return { width: metadata.width ?? 0, height: metadata.height ?? 0 };
}
