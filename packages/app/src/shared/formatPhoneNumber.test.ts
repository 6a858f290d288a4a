// @vitest-environment node
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import type { MetadataJson } from 'libphonenumber-js/core';
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

  it('formats the digits of a number with pauses and keeps the pause part as typed', () => {
    expect(formatPhoneNumber('0355551001,,123#')).toBe('03-5555-1001,,123#');
    expect(formatPhoneNumber('0355551001;45')).toBe('03-5555-1001;45');
    expect(formatPhoneNumber('1001,2')).toBe('1001,2');
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

  it("formats every number dialled within Japan as libphonenumber-js's full parser would", () => {
    // The parser reads numbers of any country; formatPhoneNumber gives PhoneNumber the national
    // number itself. Written as dialled in Japan, with +81, with separators or full-width digits,
    // both must agree.
    const byParser = (typed: string): string => {
      const text = typed.trim().normalize('NFKC');
      const digits = text.replace(/[^0-9]/g, '');
      if (digits.length < 10 || /[*#]/.test(text)) return typed.trim();
      const phone = parsePhoneNumberFromString(text, 'JP', metadata as unknown as MetadataJson);
      return phone && phone.country === 'JP' && phone.isPossible() ? phone.formatNational() : typed.trim();
    };
    const digits = (min: number, max: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
    // 00… and 010… dial abroad (a carrier's prefix, the international prefix): not numbers of Japan.
    const domestic = digits(9, 11)
      .map((d) => `0${d}`)
      .filter((d) => !/^0(?:0|10)/.test(d));
    const fullWidth = (text: string) =>
      text.replace(/[0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const written = fc.oneof(
      domestic,
      domestic.map((d) => `+81${d.slice(1)}`),
      domestic.map((d) => `+81 (0)${d.slice(1, 3)} ${d.slice(3)}`),
      domestic.map((d) => `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`),
      domestic.map(fullWidth),
      digits(8, 10).map((d) => `+1${d}`),
      digits(8, 10).map((d) => `+44 ${d}`),
    );
    fc.assert(
      fc.property(written, (typed) => {
        expect(formatPhoneNumber(typed)).toBe(byParser(typed));
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves a number dialled abroad from Japan as it was typed', () => {
    expect(formatPhoneNumber('010-1-415-555-0100')).toBe('010-1-415-555-0100');
    expect(formatPhoneNumber('001 010 1 415 555 0100')).toBe('001 010 1 415 555 0100');
  });
});
