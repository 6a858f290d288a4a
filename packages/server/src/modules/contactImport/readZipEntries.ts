import { LIMITS } from '@kizuna/api-client/contract';
import { crc32, inflateRawSync } from 'node:zlib';
import { ImportFileError } from './ImportFileError.js';

/**
 * What an archive may hold, judged by its central directory before anything is inflated: files,
 * each file's size (what an upload of that file alone may be), and their total size.
 */
export const ZIP_LIMITS = {
  maxEntries: 100,
  maxEntryBytes: LIMITS.multipartMaxFileSize,
  maxTotalUncompressedBytes: 100 * 1024 * 1024,
} as const;

export interface ZipEntry {
  readonly name: string;
  readonly bytes: Uint8Array;
}

interface CentralEntry {
  readonly name: string;
  readonly flags: number;
  readonly method: number;
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localOffset: number;
}

const corrupt = (message: string) => new ImportFileError('CRC_ERROR', message);

/**
 * The files of a ZIP archive (folders and macOS `__MACOSX` resource forks left out). Too many
 * files or too many bytes as the archive declares them is TIMEOUT (split the file), before any
 * is inflated. Each entry is inflated to at most its declared size: one that has more, less, or
 * another CRC than declared, an encrypted one, or a damaged archive is CRC_ERROR.
 */
export function readZipEntries(bytes: Uint8Array): ZipEntry[] {
  const entries = centralDirectory(bytes).filter(
    (entry) => !entry.name.endsWith('/') && !entry.name.startsWith('__MACOSX/'),
  );
  if (entries.length > ZIP_LIMITS.maxEntries) {
    throw new ImportFileError('TIMEOUT', `the archive holds more than ${ZIP_LIMITS.maxEntries} files`);
  }
  let total = 0;
  for (const entry of entries) {
    if (entry.size > ZIP_LIMITS.maxEntryBytes) {
      throw new ImportFileError('TIMEOUT', `${entry.name} inflates beyond ${ZIP_LIMITS.maxEntryBytes} bytes`);
    }
    total += entry.size;
  }
  if (total > ZIP_LIMITS.maxTotalUncompressedBytes) {
    throw new ImportFileError('TIMEOUT', 'the archive inflates beyond the import limit');
  }
  return entries.map((entry) => ({ name: entry.name, bytes: inflateEntry(bytes, entry) }));
}

function inflateEntry(bytes: Uint8Array, entry: CentralEntry): Uint8Array {
  if (entry.flags & 0x1) throw corrupt(`${entry.name} is encrypted`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) {
    throw corrupt(`${entry.name}: no local header where the directory says`);
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw corrupt(`${entry.name} lies beyond the end of the archive`);
  const stored = bytes.subarray(start, end);
  let content: Uint8Array;
  if (entry.method === 0) content = stored;
  else if (entry.method === 8) {
    try {
      // zlib stops as soon as the output passes the declared size: a lying entry costs no more.
      content = inflateRawSync(stored, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      throw corrupt(`${entry.name} cannot be inflated to its declared size: ${(error as Error).message}`);
    }
  } else throw corrupt(`${entry.name}: compression method ${entry.method} is not supported`);
  if (content.length !== entry.size) {
    throw corrupt(`${entry.name} inflates to another size than the archive says`);
  }
  if (crc32(content) !== entry.crc) throw corrupt(`${entry.name} does not match its CRC`);
  return content;
}

/** The entries the central directory lists (ZIP64 sizes and offsets read from their extra field). */
function centralDirectory(bytes: Uint8Array): CentralEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw corrupt('the archive cannot be read: no end of central directory');
  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const locator = end - 20;
  if (locator >= 0 && view.getUint32(locator, true) === 0x07064b50) {
    const zip64End = Number(view.getBigUint64(locator + 8, true));
    if (zip64End + 56 > bytes.length || view.getUint32(zip64End, true) !== 0x06064b50) {
      throw corrupt('the archive cannot be read: a broken ZIP64 directory');
    }
    count = Number(view.getBigUint64(zip64End + 32, true));
    offset = Number(view.getBigUint64(zip64End + 48, true));
  }
  const utf8 = new TextDecoder();
  const latin1 = new TextDecoder('latin1');
  const entries: CentralEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) {
      throw corrupt('the archive cannot be read: a broken central directory');
    }
    const flags = view.getUint16(offset + 8, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd + extraLength > bytes.length) throw corrupt('the archive cannot be read: a cut name');
    let size = view.getUint32(offset + 24, true);
    let compressedSize = view.getUint32(offset + 20, true);
    let localOffset = view.getUint32(offset + 42, true);
    // ZIP64: the fields that do not fit 32 bits are in extra field 0x0001, in this order.
    for (let at = nameEnd; at + 4 <= nameEnd + extraLength;) {
      const id = view.getUint16(at, true);
      const length = view.getUint16(at + 2, true);
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length) throw corrupt('the archive cannot be read: a cut ZIP64 field');
        const value = Number(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (id === 0x0001) {
        if (size === 0xffffffff) size = next();
        if (compressedSize === 0xffffffff) compressedSize = next();
        if (localOffset === 0xffffffff) localOffset = next();
      }
      at += 4 + length;
    }
    entries.push({
      name: (flags & 0x800 ? utf8 : latin1).decode(bytes.subarray(offset + 46, nameEnd)),
      flags,
      method: view.getUint16(offset + 10, true),
      crc: view.getUint32(offset + 16, true),
      compressedSize,
      size,
      localOffset,
    });
    offset = nameEnd + extraLength + commentLength;
  }
  return entries;
}
