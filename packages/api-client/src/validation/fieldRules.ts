import { LIMITS } from '../contract/limits';
import type { ValidationMessageKey } from './messageKeys';

const URL_PATTERN = /^https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/;

/** Empty, or http(s):// followed by characters a URL may hold (part 3 §5). */
export function isValidUrl(text: string): boolean {
  return text === '' || URL_PATTERN.test(text);
}

/** U+0000, or half of a surrogate pair without its other half. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL can store: no NUL (text columns refuse it) and no lone surrogate (it has no
 * UTF-8 form; `jsonb` refuses its escape, text columns would get U+FFFD instead).
 */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * A directory route id: digits only, a positive safe integer. Anything else (`12a`, `-1`, `1e3`,
 * ` 7`) is undefined, and the page shows 404.
 */
export function parseNumericId(text: string | undefined): number | undefined {
  if (text === undefined || !/^[1-9][0-9]{0,15}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}

export interface FileLike {
  readonly name: string;
  readonly size: number;
}

/** An uploaded image: gif, jpeg, jpg or png, and not above the multipart maximum (§5, §9). */
export function checkImageFile(
  file: FileLike,
  maxFileSize: number = LIMITS.multipartMaxFileSize,
): ValidationMessageKey | undefined {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(LIMITS.imageExtensions as readonly string[]).includes(extension)) return 'imageType';
  if (file.size > maxFileSize) return 'fileSize';
  return undefined;
}
