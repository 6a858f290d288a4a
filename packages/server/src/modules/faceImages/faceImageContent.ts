import { LIMITS, type FieldError } from '@kizuna/api-client/contract';
import sharp from 'sharp';

export type ImageKind = 'gif' | 'jpeg' | 'png';

const CONTENT_TYPES: Record<ImageKind, string> = { gif: 'image/gif', jpeg: 'image/jpeg', png: 'image/png' };

/** Thumbnail edge in pixels: crisp on high-density screens at the 48 px the lists show. */
export const THUMBNAIL_SIZE = 128;

/** The image kind by its leading bytes, whatever the file is called. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  const starts = (signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  return null;
}

export interface CheckedImage {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/** The upload's problems as field errors of `body.file`; an empty list when it may be stored. */
export function checkUpload(fileName: string, size: number, bytes: Uint8Array | null): FieldError[] {
  const path = 'body.file';
  if (size > LIMITS.multipartMaxFileSize)
    return [{ path, key: 'maxFileSize', values: { max: LIMITS.multipartMaxFileSize } }];
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (!(LIMITS.imageExtensions as readonly string[]).includes(extension))
    return [{ path, key: 'imageExtension', values: { allowed: LIMITS.imageExtensions.join(', ') } }];
  if (!bytes || detectImageKind(bytes) === null) return [{ path, key: 'imageType' }];
  return [];
}

/**
 * Pixels an image may have to be decoded (width × height of one frame): a 48-megapixel phone
 * photo passes; a decompression bomb (a few kilobytes declaring 16000 × 16000) does not.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** Width and height as the image's header gives them (nothing is decoded); null when unreadable. */
export async function imageHeaderSize(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; orientation: number } | null> {
  try {
    const { width, height, orientation } = await sharp(bytes, {
      animated: false,
      limitInputPixels: false,
    }).metadata();
    return width && height ? { width, height, orientation: orientation ?? 1 } : null;
  } catch {
    return null;
  }
}

/** True when the header declares more pixels than IMAGE_MAX_PIXELS: the image is not to be decoded. */
export async function exceedsPixelLimit(bytes: Uint8Array): Promise<boolean> {
  const size = await imageHeaderSize(bytes);
  return size !== null && size.width * size.height > IMAGE_MAX_PIXELS;
}

/**
 * An uploaded image file's bytes once its size, extension, content and pixel count pass (read
 * from its header, before anything is decoded); otherwise its field errors of `body.file`.
 */
export async function readImageUpload(
  file: Blob,
): Promise<{ bytes: Uint8Array; fieldErrors: [] } | { bytes: null; fieldErrors: FieldError[] }> {
  const name = file instanceof File ? file.name : '';
  const early = checkUpload(name, file.size, null).filter((error) => error.key !== 'imageType');
  if (early.length > 0) return { bytes: null, fieldErrors: early };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const fieldErrors = checkUpload(name, file.size, bytes);
  if (fieldErrors.length > 0) return { bytes: null, fieldErrors };
  if (await exceedsPixelLimit(bytes)) {
    return {
      bytes: null,
      fieldErrors: [{ path: 'body.file', key: 'imagePixels', values: { max: IMAGE_MAX_PIXELS } }],
    };
  }
  return { bytes, fieldErrors: [] };
}

/** The square of an upright image to keep, in its pixels. */
export interface FaceCrop {
  readonly left: number;
  readonly top: number;
  readonly size: number;
}

/** Whether `crop` lies within the image as shown upright (its header's size, turned by its orientation). */
export async function cropFits(bytes: Uint8Array, crop: FaceCrop): Promise<boolean> {
  const size = await imageHeaderSize(bytes);
  if (!size) return false;
  // EXIF orientations 5 to 8 turn the image a quarter: its width is shown as its height.
  const [width, height] = size.orientation >= 5 ? [size.height, size.width] : [size.width, size.height];
  return crop.left + crop.size <= width && crop.top + crop.size <= height;
}

/**
 * The original as uploaded and a square PNG thumbnail: of `crop` (which must fit, see cropFits),
 * or of the part that draws the eye without one; null when the image cannot be decoded.
 */
export async function prepareImages(
  bytes: Uint8Array,
  crop?: FaceCrop,
): Promise<{ original: CheckedImage; thumbnail: CheckedImage } | null> {
  const kind = detectImageKind(bytes);
  if (!kind) return null;
  try {
    // rotate() before extract(): the square is taken from the image as the person saw it.
    let image = sharp(bytes, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
    if (crop) image = image.extract({ left: crop.left, top: crop.top, width: crop.size, height: crop.size });
    const thumbnail = await image
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover', position: crop ? 'centre' : 'attention' })
      .png()
      .toBuffer();
    return {
      original: { bytes, contentType: CONTENT_TYPES[kind] },
      thumbnail: { bytes: new Uint8Array(thumbnail), contentType: 'image/png' },
    };
  } catch {
    return null;
  }
}

/** Shown for people without a face image: a neutral silhouette. */
export const DEFAULT_FACE_IMAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="No face image"><rect width="128" height="128" fill="#e4e6ef"/><circle cx="64" cy="50" r="24" fill="#9aa0b8"/><path d="M20 120c4-26 22-40 44-40s40 14 44 40z" fill="#9aa0b8"/></svg>`;
