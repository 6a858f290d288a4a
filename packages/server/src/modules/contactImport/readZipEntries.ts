import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { ImportFileError } from './ImportFileError.js';

/** Limits that refuse a zip bomb before it is inflated: entries, and their total declared size. */
export const ZIP_LIMITS = {
  maxEntries: 100,
  maxTotalUncompressedBytes: 100 * 1024 * 1024,
} as const;

export interface ZipEntry {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/**
 * The files of a ZIP archive (folders and macOS `__MACOSX` resource forks left out). Too many
 * entries or too many bytes once inflated is TIMEOUT (split the file); a damaged archive, a CRC
 * that does not match, or an entry inflating to another size than it declares is CRC_ERROR.
 */
export function readZipEntries(bytes: Uint8Array): ZipEntry[] {
  const declared = new Map<string, number>();
  let total = 0;
  let count = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.endsWith('/') || file.name.startsWith('__MACOSX/')) return false;
        count += 1;
        total += file.originalSize;
        if (count > ZIP_LIMITS.maxEntries) {
          throw new ImportFileError('TIMEOUT', `the archive holds more than ${ZIP_LIMITS.maxEntries} files`);
        }
        if (total > ZIP_LIMITS.maxTotalUncompressedBytes) {
          throw new ImportFileError('TIMEOUT', 'the archive inflates beyond the import limit');
        }
        declared.set(file.name, file.originalSize);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('CRC_ERROR', `the archive cannot be read: ${(error as Error).message}`);
  }
  const crcs = centralDirectoryCrcs(bytes);
  return Object.entries(files).map(([name, content]) => {
    if (content.length !== declared.get(name)) {
      throw new ImportFileError('CRC_ERROR', `${name} inflates to another size than the archive says`);
    }
    const expected = crcs.get(name);
    if (expected === undefined || crc32(content) !== expected) {
      throw new ImportFileError('CRC_ERROR', `${name} does not match its CRC`);
    }
    return { name, bytes: content };
  });
}

/** Each entry's CRC-32 from the central directory (fflate inflates without checking it). */
function centralDirectoryCrcs(bytes: Uint8Array): Map<string, number> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const crcs = new Map<string, number>();
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return crcs;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const utf8 = new TextDecoder();
  const latin1 = new TextDecoder('latin1');
  for (let i = 0; i < entries && offset + 46 <= bytes.length; i += 1) {
    if (view.getUint32(offset, true) !== 0x02014b50) break;
    const flags = view.getUint16(offset + 8, true);
    const crc = view.getUint32(offset + 16, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameBytes = bytes.subarray(offset + 46, offset + 46 + nameLength);
    crcs.set((flags & 0x800 ? utf8 : latin1).decode(nameBytes), crc);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return crcs;
}
