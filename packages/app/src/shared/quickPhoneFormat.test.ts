// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './formatPhoneNumber';
import { quickFormatPhoneNumber } from './quickPhoneFormat';

/** A small seeded generator, so a failure names the same numbers on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function sampleNumbers(count: number): string[] {
  const next = random(14);
  const digit = () => String(Math.floor(next() * 10));
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = 9 + Math.floor(next() * 9);
    let national = String(1 + Math.floor(next() * 9));
    while (national.length < length) national += digit();
    const international = next() < 0.2;
    let text = international ? `+81${national}` : `0${national}`;
    // Grouped as people type them: hyphens, spaces or brackets at random places.
    text = [...text].map((c, at) => (at > 2 && next() < 0.15 ? ['-', ' ', '(', ')'][i % 4] + c : c)).join('');
    if (next() < 0.2) text = text.replace(/[0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    numbers.push(text);
  }
  return numbers;
}

describe('quickFormatPhoneNumber', () => {
  it('writes the numbers people have the way libphonenumber-js does, without loading it', () => {
    for (const number of [
      '0355551001',
      '09012345678',
      '+81 90 1234 5678',
      '０３（５５５５）１００１',
      '0120-123-456',
      '0612345678',
    ])
      expect(quickFormatPhoneNumber(number)).toBe(formatPhoneNumber(number));
    expect(quickFormatPhoneNumber('1001')).toBe('1001');
    expect(quickFormatPhoneNumber(' 34567 ')).toBe('34567');
  });

  it('agrees with libphonenumber-js on every number it formats, and leaves the rest to it', () => {
    let formatted = 0;
    for (const number of sampleNumbers(20_000)) {
      const quick = quickFormatPhoneNumber(number);
      if (quick === undefined) continue;
      formatted++;
      expect(quick, number).toBe(formatPhoneNumber(number));
    }
    expect(formatted).toBeGreaterThan(3_000);
  });

  it('leaves foreign, international-prefix and extension numbers to the library', () => {
    for (const number of ['+1 212 555 0100', '010 1 212 555 0100', '03-5555-1001 ext. 12', '0037 6812 3456'])
      expect(quickFormatPhoneNumber(number)).toBeUndefined();
  });
});
