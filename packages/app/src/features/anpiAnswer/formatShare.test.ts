import { describe, expect, it } from 'vitest';
import { formatShare } from './formatShare';

describe('formatShare', () => {
  it('never shows a person as 0 %, nor someone missing as 100 %', () => {
    expect(formatShare(1, 250)).toBe('0.4%');
    expect(formatShare(1, 1000)).toBe('0.1%');
    expect(formatShare(1, 10_000)).toBe('<0.1%');
    expect(formatShare(9_999, 10_000)).toBe('99%');
    expect(formatShare(19, 2000)).toBe('0.9%');
  });

  it('shows whole percents from 1 %, and 0 % or 100 % only for no one or everyone', () => {
    expect(formatShare(1, 3)).toBe('33%');
    expect(formatShare(2, 3)).toBe('67%');
    expect(formatShare(0, 3)).toBe('0%');
    expect(formatShare(3, 3)).toBe('100%');
    expect(formatShare(0, 0)).toBe('0%');
  });
});
