import type { ApiKey } from '@kizuna/api-client/contract';
import { describe, expect, it } from 'vitest';
import { keysExpiringSoon } from './ApiKeysPage';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-27T00:00:00.000Z');

function key(apiKeyId: number, exp: number | null, expired = false): ApiKey {
  return {
    apiKeyId,
    note: '',
    scope: ['USER_READ'],
    exp: exp === null ? null : new Date(exp).toISOString(),
    expired,
    maskedKey: `kzn_abcd…${apiKeyId}`,
    createdAt: new Date(NOW - 80 * DAY).toISOString(),
    lastUsedAt: null,
  };
}

describe('keysExpiringSoon', () => {
  it('names the keys that stop working within seven days, not the expired or lasting ones', () => {
    const keys = [
      key(1, NOW + 2 * DAY),
      key(2, NOW + 7 * DAY),
      key(3, NOW + 8 * DAY),
      key(4, null),
      key(5, NOW - DAY, true),
    ];
    expect(keysExpiringSoon(keys, NOW).map((k) => k.apiKeyId)).toEqual([1, 2]);
  });
});
