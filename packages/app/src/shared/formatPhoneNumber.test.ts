// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without types
import { metadataFor } from '../../scripts/phoneMetadata.mjs';
import { formatPhoneNumber } from './formatPhoneNumber';
import metadata from './phoneMetadata.jp.json';

describe('formatPhoneNumber', () => {
  it('writes Japanese numbers the Japanese way, however they were typed', () => {
    expect(formatPhoneNumber('0355551001')).toBe('03-5555-1001');
    expect(formatPhoneNumber('09012345678')).toBe('090-1234-5678');
    expect(formatPhoneNumber('+81 90 1234 5678')).toBe('090-1234-5678');
    expect(formatPhoneNumber('０３（５５５５）１００１')).toBe('03-5555-1001');
    expect(formatPhoneNumber('0120-123-456')).toBe('0120-123-456');
    expect(formatPhoneNumber('0612345678')).toBe('06-1234-5678');
  });

  it('leaves extensions, foreign numbers and codes as they were typed', () => {
    expect(formatPhoneNumber('1001')).toBe('1001');
    expect(formatPhoneNumber(' 34567 ')).toBe('34567');
    expect(formatPhoneNumber('+1 415 555 0100')).toBe('+1 415 555 0100');
    expect(formatPhoneNumber('*8#1234567890')).toBe('*8#1234567890');
    expect(formatPhoneNumber('')).toBe('');
  });

  it("carries the Japanese part of libphonenumber-js's current metadata", () => {
    const require = createRequire(import.meta.url);
    expect(metadata).toEqual(metadataFor(require('libphonenumber-js/metadata.min.json'), ['JP']));
  });
});
