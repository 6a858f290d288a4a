import type { ImportedContact } from './ImportedContact.js';
import { ImportFileError } from './ImportFileError.js';
import { parseContactsTsv } from './parseContactsTsv.js';
import { parseVcards } from './parseVcards.js';
import { readZipEntries } from './readZipEntries.js';

export type ImportKind = 'TSV' | 'VCF';

const EXTENSIONS: Record<ImportKind, readonly string[]> = {
  VCF: ['vcf'],
  TSV: ['tsv', 'txt'],
};

function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The extensions an upload of this kind takes: its own, and ZIP archives of them. */
export function acceptsFileName(kind: ImportKind, name: string): boolean {
  const extension = extensionOf(name);
  return extension === 'zip' || EXTENSIONS[kind].includes(extension);
}

function parseOne(kind: ImportKind, name: string, bytes: Uint8Array): ImportedContact[] {
  if (!EXTENSIONS[kind].includes(extensionOf(name))) {
    throw new ImportFileError(
      'UNSUPPORTED_FILE_EXTENSION',
      `${name}: not a .${EXTENSIONS[kind].join('/.')} file`,
    );
  }
  return kind === 'VCF' ? parseVcards(bytes) : parseContactsTsv(bytes);
}

/**
 * The contacts of one uploaded file: the file itself, or every file of a ZIP (hidden files
 * skipped). CPU-bound: the import runs it in an upload worker, never on the server's event loop.
 */
export function readImportFile(kind: ImportKind, name: string, bytes: Uint8Array): ImportedContact[] {
  if (extensionOf(name) !== 'zip') return parseOne(kind, name, bytes);
  const entries = readZipEntries(bytes).filter((entry) => !/(^|\/)\./.test(entry.name));
  if (entries.length === 0)
    throw new ImportFileError('VCF_INVALID_FORMAT', `${name}: the archive holds no file`);
  return entries.flatMap((entry) => parseOne(kind, entry.name, entry.bytes));
}
