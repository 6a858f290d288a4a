import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './TokenBuckets.js';

describe('TokenBuckets', () => {
  it('lets a burst through, then refuses until the rate refills one call', () => {
    const buckets = new TokenBuckets({ perSecond: 2, burst: 3 });
    expect([0, 1, 2].map(() => buckets.take('key', 1_000))).toEqual([0, 0, 0]);
    expect(buckets.take('key', 1_000)).toBe(500);
    expect(buckets.take('key', 1_250)).toBe(250);
    expect(buckets.take('key', 1_500)).toBe(0);
    expect(buckets.take('key', 1_500)).toBe(500);
  });

  it('keeps each name apart', () => {
    const buckets = new TokenBuckets({ perSecond: 1, burst: 1 });
    expect(buckets.take('a', 0)).toBe(0);
    expect(buckets.take('a', 0)).toBe(1_000);
    expect(buckets.take('b', 0)).toBe(0);
  });
});
