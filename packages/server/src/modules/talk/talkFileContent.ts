import { TALK_LIMITS } from '@kizuna/api-client/contract';
import sharp from 'sharp';
import { RequestError } from '../../http/KizunaError.js';
import { IMAGE_MAX_PIXELS } from '../faceImages/index.js';
import { TalkError } from './TalkError.js';

/** Longest edge of a talk image's thumbnail, in pixels: sharp at the 160 px a message shows. */
export const TALK_THUMBNAIL_EDGE = 320;

type Signature = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'zip';

const IMAGE_TYPES: Readonly<Partial<Record<Signature, string>>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Extensions whose content has a signature it must carry, and the signature. */
const EXPECTED: Readonly<Record<string, Signature>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  zip: 'zip',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
};

/** Types of the files that have no signature, by extension; anything else is octet-stream. */
const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
};

/** Extensions that may hold markup; everywhere else markup is a disguise (a .jpg that is HTML). */
const MARKUP_EXTENSIONS: readonly string[] = ['htm', 'html', 'xhtml', 'xml', 'svg'];

function signatureOf(bytes: Uint8Array): Signature | null {
  const starts = (signature: readonly number[], at = 0) =>
    signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts([0x50, 0x4b, 0x03, 0x04]) || starts([0x50, 0x4b, 0x05, 0x06])) return 'zip';
  return null;
}

/** HTML, SVG or script that a browser would render or run, as it sniffs: markup near the start. */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return /^<(!doctype|html|head|body|script|svg|iframe|\?xml|!--|meta|a\s|img|div|object|embed)/.test(head);
}

export function extensionOf(fileName: string): string {
  return /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

export interface CheckedTalkFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly mimeType: string;
  /** GIF, JPEG, PNG or WebP by content: shown inline and given a thumbnail. */
  readonly image: boolean;
}

/**
 * A file as it may be sent: within the size limit, of no blocked extension, and with content that
 * matches its extension. Otherwise the TalkError (or 413) that says why.
 */
export async function checkTalkFile(file: Blob): Promise<CheckedTalkFile> {
  const fileName = (file instanceof File ? file.name : '').normalize('NFC').trim() || 'file';
  if (file.size > TALK_LIMITS.fileMaxSize)
    throw new RequestError('PAYLOAD_TOO_LARGE', `the file is larger than ${TALK_LIMITS.fileMaxSize} bytes`, {
      fieldErrors: [{ path: 'body.file', key: 'fileSize', values: { max: TALK_LIMITS.fileMaxSize } }],
    });
  const extension = extensionOf(fileName);
  if ((TALK_LIMITS.blockedFileExtensions as readonly string[]).includes(extension))
    throw new TalkError('TALK_FILE_BLOCKED', `.${extension} files are not sent`, {
      fieldErrors: [{ path: 'body.file', key: 'fileExtension', values: { extension } }],
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const signature = signatureOf(bytes);
  const expected = EXPECTED[extension];
  const mismatch = () =>
    new TalkError('TALK_FILE_CONTENT_MISMATCH', `the content is not a .${extension} file`, {
      fieldErrors: [{ path: 'body.file', key: 'fileContent', values: { extension } }],
    });
  if (expected !== undefined && signature !== expected) throw mismatch();
  if (!MARKUP_EXTENSIONS.includes(extension) && signature === null && looksLikeMarkup(bytes))
    throw mismatch();
  const imageType = signature ? IMAGE_TYPES[signature] : undefined;
  if (imageType) return { fileName, bytes, mimeType: imageType, image: true };
  return {
    fileName,
    bytes,
    mimeType: TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream',
    image: false,
  };
}

/** A JPEG thumbnail of an image; null when it cannot be decoded within the pixel budget. */
export async function talkThumbnail(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const thumbnail = await sharp(bytes, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(TALK_THUMBNAIL_EDGE, TALK_THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return new Uint8Array(thumbnail);
  } catch {
    return null;
  }
}
