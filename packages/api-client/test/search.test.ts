import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHiragana, toKatakana } from 'wanakana';
import { matchesSearch, normalizeForSearch } from '../src/search';

describe('Japanese search normalisation', () => {
  it.each([
    ['やまだ', 'ヤマタ'],
    ['ヤマダ', 'ヤマタ'],
    ['ﾔﾏﾀﾞ', 'ヤマタ'],
    ['ぱんだ', 'ハンタ'],
    ['ＹＡＭＡＤＡ', 'yamada'],
    ['Yamada Taro', 'yamada taro'],
    ['山田　太郎', '山田 太郎'],
    ['ｳﾞｧｲｵﾘﾝ', 'ウァイオリン'],
  ])('%s → %s', (input, output) => {
    expect(normalizeForSearch(input)).toBe(output);
  });

  it('finds a person typed in hiragana, katakana, half width or without voiced marks', () => {
    for (const query of ['やまだ', 'ヤマダ', 'ﾔﾏﾀﾞ', 'やまた', 'ﾀﾞ']) {
      expect(matchesSearch('ヤマダ タロウ', query)).toBe(true);
    }
    expect(matchesSearch('ヤマダ タロウ', 'すずき')).toBe(false);
  });

  const kanaWord = fc
    .array(fc.constantFrom(...'あいうえおかがきぎさざただなはばぱまやらわをんゃゅょっゔ'.split('')), {
      minLength: 1,
      maxLength: 12,
    })
    .map((chars) => chars.join(''));

  it('treats hiragana and katakana spellings of a word alike', () => {
    fc.assert(
      fc.property(
        kanaWord,
        (word) => normalizeForSearch(toHiragana(word)) === normalizeForSearch(toKatakana(word)),
      ),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = normalizeForSearch(text);
        return normalizeForSearch(once) === once;
      }),
    );
  });

  it('keeps no hiragana, no voiced marks and no upper-case ASCII', () => {
    fc.assert(
      fc.property(fc.oneof(kanaWord, fc.string({ unit: 'grapheme' })), (text) => {
        const out = normalizeForSearch(text);
        return !/[\u3041-\u3096\u309B\u309C\uFF9E\uFF9FA-Z]|\u3099|\u309A/.test(out);
      }),
    );
  });
});
