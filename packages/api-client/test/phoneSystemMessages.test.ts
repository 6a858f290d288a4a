import { describe, expect, it } from 'vitest';
import { PHONE_SYSTEM_ERROR_CODES, phoneSystemMessageKey } from '../src/contract';

describe('phone-system messages (001 §8)', () => {
  it('tells the user to retry later for every transient code and nothing else', () => {
    for (const code of PHONE_SYSTEM_ERROR_CODES) {
      expect(phoneSystemMessageKey(code) === 'retryLater', code).toBe(code.startsWith('TRANSIENT_'));
    }
  });

  it('asks to authorise again, explains OAuth2 refusals, else sends the user to the administrator', () => {
    expect(phoneSystemMessageKey('USER_API_PBX_SYSTEM_UNAUTHORIZED')).toBe('authorizationRequired');
    expect(phoneSystemMessageKey('OAUTH2_CODE_UNAUTHORIZED')).toBe('oauth2CodeExpired');
    expect(phoneSystemMessageKey('OAUTH2_STATE_NOT_MATCH')).toBe('oauth2IllegalAccess');
    for (const code of ['ADDRESS_NOT_EXIST', 'SYSTEM_ERROR', 'TIMEOUT', 'UNEXPECTED_ERROR', 'SOMETHING_NEW'])
      expect(phoneSystemMessageKey(code), code).toBe('contactAdministrator');
  });
});
