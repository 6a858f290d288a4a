// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatGroupHash, parseGroupHash } from './groupHash';

describe('the groupContacts hash', () => {
  it('reads back the group it holds', () => {
    expect(parseGroupHash(formatGroupHash(42))).toBe(42);
    expect(parseGroupHash('#groupId=7&other=1')).toBe(7);
  });

  it('holds no group when the id is missing or not an id', () => {
    for (const hash of ['', '#', '#groupId=', '#groupId=abc', '#groupId=0', '#groupId=-3', '#groupId=1.5'])
      expect(parseGroupHash(hash)).toBeNull();
  });
});
