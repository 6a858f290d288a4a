import { describe, expect, it } from 'vitest';
import { dialString, phoneHref, rungNumber } from './phoneLink';

describe('dialString', () => {
  it('keeps digits, * and # and a leading +, and drops separators', () => {
    expect(dialString('03-1234-5678')).toBe('0312345678');
    expect(dialString(' +81 (3) 1234 5678 ')).toBe('+81312345678');
    expect(dialString('０３ー１２３４')).toBe('031234');
    expect(dialString('*86#')).toBe('*86#');
  });

  it('keeps the pauses , and ; after the first digit, for the phone system to pass on', () => {
    expect(dialString('03-1234-5678,,123;45#')).toBe('0312345678,,123;45#');
    expect(dialString(',;0312')).toBe('0312');
  });
});

describe('phoneHref', () => {
  it('links a number with its pauses, # encoded', () => {
    expect(phoneHref('03-1234-5678,,12#', { mode: 'TEL_COLON', dynamicScheme: null })).toBe(
      'tel:0312345678,,12%23',
    );
  });

  it('links nothing for a number without digits, nor in a phone-system mode', () => {
    expect(phoneHref('--', { mode: 'TEL_COLON', dynamicScheme: null })).toBeNull();
    expect(phoneHref('0312', { mode: 'CUCM', dynamicScheme: null })).toBeNull();
  });
});

describe('rungNumber', () => {
  it('is the part of a dial string before its first pause', () => {
    expect(rungNumber('0312345678,,123;45#')).toBe('0312345678');
    expect(rungNumber('+81312345678')).toBe('+81312345678');
  });
});
