import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZipEntries, ZIP_LIMITS } from './readZipEntries.js';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('readZipEntries', () => {
  it('gives the files of an archive, folders left out', () => {
    const zip = zipSync({
      'cards/a.vcf': strToU8('BEGIN:VCARD'),
      'cards/': new Uint8Array(),
      'b.tsv': strToU8('氏名'),
    });
    expect(readZipEntries(zip).map((entry) => [entry.name, new TextDecoder().decode(entry.bytes)])).toEqual([
      ['cards/a.vcf', 'BEGIN:VCARD'],
      ['b.tsv', '氏名'],
    ]);
  });

  it('answers CRC_ERROR for a damaged archive and for content that does not match its CRC', () => {
    const zip = zipSync({ 'a.vcf': strToU8('BEGIN:VCARD\r\nFN:x\r\nEND:VCARD\r\n'.repeat(20)) });
    expect(codeOf(() => readZipEntries(zip.subarray(0, zip.length - 30)))).toBe('CRC_ERROR');
    const stored = zipSync({ 'a.vcf': strToU8('BEGIN:VCARD\r\nFN:abc\r\nEND:VCARD\r\n') }, { level: 0 });
    const flipped = stored.slice();
    const at = flipped.indexOf(0x61 /* a of abc */, 40);
    flipped[at] = 0x62;
    expect(codeOf(() => readZipEntries(flipped))).toBe('CRC_ERROR');
    expect(codeOf(() => readZipEntries(strToU8('not a zip at all')))).toBe('CRC_ERROR');
  });

  it('refuses a zip bomb by its inflated size, and an archive of too many files, before inflating them', () => {
    const bomb = zipSync(
      { 'big.tsv': new Uint8Array(ZIP_LIMITS.maxTotalUncompressedBytes + 1) },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(200_000);
    expect(codeOf(() => readZipEntries(bomb))).toBe('TIMEOUT');
    const many = zipSync(
      Object.fromEntries(
        Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => [`${i}.vcf`, strToU8('x')]),
      ),
    );
    expect(codeOf(() => readZipEntries(many))).toBe('TIMEOUT');
  });
});
