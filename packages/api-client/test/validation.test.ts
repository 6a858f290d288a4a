import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  contract,
  guardRequestSchema,
  IdParamSchema,
  IdSchema,
  listEndpoints,
  PasswordChangeBodySchema,
  REQUEST_LIMITS,
} from '../src/contract';
import {
  checkImageFile,
  checkPasswordChange,
  checkPasswordPolicy,
  codePointLength,
  codePointLengthBetween,
  DEFAULT_PASSWORD_POLICY,
  isStorableText,
  isValidUrl,
  parseNumericId,
  toFieldErrors,
} from '../src/validation';

describe('password policy (§5)', () => {
  it.each([
    ['Kizuna-User1', []],
    ['Abcdefgh', []],
    ['Abcdefg', ['passwordPolicy']],
    ['Abcdefghijklmnopqrstu', ['passwordPolicy']],
    ['abcdefgh1', ['passwordPolicy']],
    ['ABCDEFGH1', ['passwordPolicy']],
    ['Abcd efgh', ['passwordPolicy']],
    ['Abcdefgｈ', ['passwordPolicy']],
    ['', ['required']],
  ])('%s → %j', (password, problems) => {
    expect(checkPasswordPolicy(password, 'yamada.taro')).toEqual(problems);
  });

  it('refuses the account id unless allowUid is set', () => {
    expect(checkPasswordPolicy('Yamada.Taro', 'Yamada.Taro')).toEqual(['passwordSameAsAccountId']);
    expect(
      checkPasswordPolicy('Yamada.Taro', 'Yamada.Taro', { ...DEFAULT_PASSWORD_POLICY, allowUid: true }),
    ).toEqual([]);
  });

  it('uses the pattern the server sends', () => {
    expect(checkPasswordPolicy('abc', 'x', { regexp: '^[a-z]{3}$', allowUid: false })).toEqual([]);
  });

  it('checks a change: confirmation, difference from the current one, policy', () => {
    expect(
      checkPasswordChange(
        { currentPassword: 'Old-Pass1', newPassword: 'New-Pass1', newPasswordConfirm: 'New-Pass1' },
        'u',
      ),
    ).toEqual({});
    expect(
      checkPasswordChange(
        { currentPassword: 'Same-Pass1', newPassword: 'Same-Pass1', newPasswordConfirm: 'Same-Pass1' },
        'u',
      ),
    ).toEqual({ newPassword: 'passwordSameAsCurrent' });
    expect(
      checkPasswordChange({ currentPassword: '', newPassword: 'short', newPasswordConfirm: 'other' }, 'u'),
    ).toEqual({
      currentPassword: 'required',
      newPassword: 'passwordPolicy',
      newPasswordConfirm: 'passwordConfirm',
    });
  });

  it('reports a broken change body as field errors with message keys', () => {
    const result = v.safeParse(PasswordChangeBodySchema, {
      currentPassword: 'Same-Pass1',
      newPassword: 'Same-Pass1',
      newPasswordConfirm: 'Other-Pass1',
    });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.issues ?? [], 'body')).toEqual([
      { path: 'body.newPasswordConfirm', key: 'passwordConfirm' },
      { path: 'body.newPassword', key: 'passwordSameAsCurrent' },
    ]);
  });
});

describe('field errors', () => {
  it('maps missing, length, number and pattern problems to the §5 keys', () => {
    const schema = v.object({
      title: v.pipe(v.string(), codePointLengthBetween(1, 3)),
      page: v.pipe(v.number(), v.integer(), v.minValue(1)),
      code: v.pipe(v.string(), v.regex(/^[a-z]+$/)),
      size: v.number(),
      name: v.string(),
    });
    const result = v.safeParse(schema, { title: '𠮷野家です', page: 0, code: 'A', size: 'x' });
    expect(toFieldErrors(result.issues ?? [])).toEqual([
      { path: 'title', key: 'length', values: { min: 1, max: 3 } },
      { path: 'page', key: 'min', values: { min: 1 } },
      { path: 'code', key: 'pattern' },
      { path: 'size', key: 'numeric' },
      { path: 'name', key: 'required' },
    ]);
  });
});

describe('lengths count code points', () => {
  it('counts a surrogate pair as one character', () => {
    expect(codePointLength('𠮷野家')).toBe(3);
    expect('𠮷野家'.length).toBe(4);
    expect(v.safeParse(v.pipe(v.string(), codePointLengthBetween(1, 3)), '𠮷野家').success).toBe(true);
    expect(v.safeParse(v.pipe(v.string(), codePointLengthBetween(1, 3)), '').success).toBe(false);
  });
});

describe('URL, ids, images', () => {
  it.each([
    ['', true],
    ['https://example.co.jp/path?q=1#top', true],
    ['http://localhost:8080/front', true],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['https://exa mple.com', false],
    ['https://', false],
  ])('URL %s → %s', (url, ok) => {
    expect(isValidUrl(url)).toBe(ok);
  });

  it.each([
    ['1', 1],
    ['42', 42],
    ['0', undefined],
    ['-1', undefined],
    ['1e3', undefined],
    ['12a', undefined],
    [' 7', undefined],
    ['99999999999999999999', undefined],
    [undefined, undefined],
  ])('id %s → %s', (text, id) => {
    expect(parseNumericId(text)).toBe(id);
  });

  it('accepts gif, jpeg, jpg and png up to the multipart maximum', () => {
    expect(checkImageFile({ name: 'face.JPG', size: 1000 })).toBeUndefined();
    expect(checkImageFile({ name: 'face.webp', size: 1000 })).toBe('imageType');
    expect(checkImageFile({ name: 'png', size: 1000 })).toBe('imageType');
    expect(checkImageFile({ name: 'face.png', size: 31_457_281 })).toBe('fileSize');
    expect(checkImageFile({ name: 'face.png', size: 31_457_280 })).toBeUndefined();
    expect(checkImageFile({ name: 'face.gif', size: 2000 }, 1000)).toBe('fileSize');
  });
});

describe('text PostgreSQL can store', () => {
  it.each([
    ['plain text', 'Kizuna 絆', true],
    ['a surrogate pair', '𠮷野家', true],
    ['a NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\uD800b', false],
    ['a lone low surrogate', '\uDC00', false],
    ['a pair written backwards', '\uDC00\uD800', false],
  ])('%s', (_, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });
});

describe('guardRequestSchema: what no request may hold', () => {
  const schema = guardRequestSchema(
    v.object({ name: v.pipe(v.string(), v.maxLength(50)), ids: v.optional(v.array(v.number())) }),
  );
  const errorsOf = (input: unknown) => {
    const result = v.safeParse(schema, input);
    return result.success ? [] : toFieldErrors(result.issues, 'body');
  };

  it('keeps the schema for every reader: type, entries and what it accepts', () => {
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.entries)).toEqual(['name', 'ids']);
    expect(v.safeParse(schema, { name: '𠮷', ids: [1] }).success).toBe(true);
  });

  it('names the field holding a NUL or a lone surrogate, with the errors of the schema', () => {
    expect(errorsOf({ name: 'a\u0000' })).toEqual([{ path: 'body.name', key: 'invalid' }]);
    expect(errorsOf({ name: '\uD800', ids: 'x' })).toEqual([
      { path: 'body.name', key: 'invalid' },
      { path: 'body.ids', key: 'invalid' },
    ]);
    expect(errorsOf({ name: 'ok', extra: { deep: ['\uDFFF'] } })).toEqual([
      { path: 'body.extra.deep.0', key: 'invalid' },
    ]);
    expect(errorsOf({ name: 'ok', ['k\u0000']: 1 })).toEqual([{ path: 'body', key: 'invalid' }]);
  });

  it('refuses text, arrays and nesting past the ceilings', () => {
    const text = 'x'.repeat(REQUEST_LIMITS.textMax + 1);
    expect(errorsOf({ name: 'ok', other: text })).toEqual([
      { path: 'body.other', key: 'length', values: { max: REQUEST_LIMITS.textMax } },
    ]);
    // Counted in code points: the ceiling of 𠮷 (two UTF-16 units) is the same number.
    expect(errorsOf({ name: 'ok', other: '𠮷'.repeat(REQUEST_LIMITS.textMax) })).toEqual([]);
    const ids = Array.from({ length: REQUEST_LIMITS.arrayMax + 1 }, () => 1);
    expect(errorsOf({ name: 'ok', ids })).toEqual([
      { path: 'body.ids', key: 'length', values: { max: REQUEST_LIMITS.arrayMax } },
    ]);
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(errorsOf({ name: 'ok', deep })).toEqual([{ path: `body.deep${'.0'.repeat(15)}`, key: 'invalid' }]);
  });

  it('holds for every endpoint of the contract', () => {
    for (const { endpoint } of listEndpoints(contract)) {
      for (const part of [endpoint.params, endpoint.query, endpoint.body]) {
        if (!part) continue;
        const result = v.safeParse(part, { id: '\u0000' });
        expect(result.success).toBe(false);
      }
    }
  });
});

describe('ids', () => {
  it.each([2 ** 53, 2 ** 63, 0, -1, 1.5])('IdSchema refuses %s', (id) => {
    expect(v.safeParse(IdSchema, id).success).toBe(false);
  });
  it('IdSchema takes 1 to 2^53 - 1', () => {
    expect(v.safeParse(IdSchema, 1).success).toBe(true);
    expect(v.safeParse(IdSchema, Number.MAX_SAFE_INTEGER).success).toBe(true);
  });
  it.each(['9007199254740992', '9223372036854775808', '0', '-1', '1.5', '1e3'])(
    'IdParamSchema refuses %s',
    (id) => {
      expect(v.safeParse(IdParamSchema, id).success).toBe(false);
    },
  );
  it('parseNumericId stops at 2^53 - 1', () => {
    expect(parseNumericId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseNumericId('9007199254740992')).toBeUndefined();
    expect(parseNumericId('99999999999999999999')).toBeUndefined();
  });
});
