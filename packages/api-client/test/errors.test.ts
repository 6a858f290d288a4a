import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorCodeOf, KizunaHttpError } from '../src/client';
import {
  contract,
  ERROR_STATUS,
  listEndpoints,
  type ErrorCode,
  type RequestErrorCode,
} from '../src/contract';
import { documentedErrorCodes } from '../src/openapi';

describe('error codes of the contract', () => {
  it('type a call error by the codes its endpoint may answer', () => {
    const error = new KizunaHttpError({
      method: 'POST',
      path: '/api/browser/ocrBizcard/send',
      statusCode: 503,
      data: { code: 'OCR_UNAVAILABLE', message: 'no engine' },
      errorCode: 'OCR_UNAVAILABLE',
    });
    const code = errorCodeOf(error, contract.businessCards.send);
    expect(code).toBe('OCR_UNAVAILABLE');
    expect(error.code).toBe('OCR_UNAVAILABLE');
    expectTypeOf(code).toEqualTypeOf<
      | RequestErrorCode
      | 'BIZCARD_IMAGE_MISSING'
      | 'OCR_ALREADY_SENDING'
      | 'OCR_UNAVAILABLE'
      | 'FOLDER_NOT_FOUND'
      | 'FOLDER_EDIT_NOT_ALLOWED'
      | 'EXTERNAL_CONTACT_NOT_FOUND'
      | null
    >();
    expectTypeOf(errorCodeOf(error)).toEqualTypeOf<ErrorCode | null>();
    // A code the endpoint cannot answer does not compile as a comparison.
    // @ts-expect-error -- not a code of the endpoint
    expect(code === 'GROUP_LIMIT_EXCEEDED').toBe(false);
  });

  it('read the header when the body has no code, and nothing from an error without one', () => {
    expect(errorCodeOf({ errorCode: 'SERVER_BUSY', data: 'busy' })).toBe('SERVER_BUSY');
    expect(errorCodeOf(new Error('offline'))).toBeNull();
    expect(errorCodeOf(null)).toBeNull();
  });

  it('are documented for every endpoint with a status of the table', () => {
    for (const { area, name, endpoint } of listEndpoints()) {
      for (const code of documentedErrorCodes(endpoint)) {
        expect(ERROR_STATUS[code], `${area}.${name} ${code}`).toBeGreaterThanOrEqual(400);
      }
      for (const code of endpoint.errors ?? []) {
        expect(documentedErrorCodes(endpoint), `${area}.${name}`).toContain(code);
      }
    }
    expect(documentedErrorCodes(contract.principal.changePassword)).toContain('PASSWORD_REJECTED');
    expect(documentedErrorCodes(contract.information.badge)).toEqual([
      'UNAUTHORIZED',
      'IP_ADDRESS_REJECTED',
      'PASSWORD_CHANGE_REQUIRED',
      'TRIAL_EXPIRED',
    ]);
    // What the password-change page reads answers before the password is changed.
    expect(documentedErrorCodes(contract.principal.userInfo)).toEqual([
      'UNAUTHORIZED',
      'IP_ADDRESS_REJECTED',
    ]);
  });
});
