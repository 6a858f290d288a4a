import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHiragana, toKatakana, toRomaji } from 'wanakana';
import { matchesSearch, normalizeForSearch, normalizeRomaji, VARIANT_KANJI } from '../src/search';

describe('Japanese search normalisation', () => {
  it.each([
    ['やまだ', 'ヤマタ'],
    ['ヤマダ', 'ヤマタ'],
    ['ﾔﾏﾀﾞ', 'ヤマタ'],
    ['ぱんだ', 'ハンタ'],
    ['ＹＡＭＡＤＡ', 'yamada'],
    ['Yamada Taro', 'yamada taro'],
    ['山田　太郎', '山田 太郎'],
    ['ｳﾞｧｲｵﾘﾝ', 'ウアイオリン'],
    ['サトー', 'サトウ'],
    ['ケーキ', 'ケイキ'],
    ['キャッシュ', 'キヤツシユ'],
    ['髙橋 﨑', '高橋 崎'],
    ['渡邊 渡邉', '渡辺 渡辺'],
    ['齋藤 齊藤', '斎藤 斎藤'],
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

  it('folds every variant kanji of the table to its usual form, inside names too', () => {
    for (const [variant, usual] of Object.entries(VARIANT_KANJI)) {
      expect(normalizeForSearch(variant)).toBe(usual);
      expect(matchesSearch(`${usual}田 一郎`, `${variant}田`)).toBe(true);
      expect(matchesSearch(`${variant}田 一郎`, `${usual}田`)).toBe(true);
    }
  });

  it('matches a long-vowel mark against the spelled-out vowel', () => {
    expect(matchesSearch('サトウ タロウ', 'さとー')).toBe(true);
    expect(matchesSearch('サトー タロー', 'さとう たろう')).toBe(true);
    expect(matchesSearch('ケイコ', 'ｹｰｺ')).toBe(true);
  });

  // Half-width katakana as typed on older keyboards: every full-width letter has a half-width
  // spelling (a voiced one with ﾞ or ﾟ); built from NFKC itself so the table cannot drift.
  const halfWidthOf = new Map<string, string>();
  for (let code = 0xff66; code <= 0xff9d; code++) {
    const half = String.fromCodePoint(code);
    halfWidthOf.set(half.normalize('NFKC'), half);
    for (const mark of ['\uff9e', '\uff9f']) {
      const full = (half + mark).normalize('NFKC');
      if (full.length === 1) halfWidthOf.set(full, half + mark);
    }
  }
  const toHalfWidth = (katakana: string) =>
    [...katakana].map((char) => halfWidthOf.get(char) ?? char).join('');

  it('treats half-width katakana like full-width hiragana and katakana', () => {
    fc.assert(
      fc.property(kanaWord, (word) => {
        const katakana = toKatakana(word);
        return normalizeForSearch(toHalfWidth(katakana)) === normalizeForSearch(toHiragana(word));
      }),
    );
  });

  it('keeps a substring of a kana word a substring after normalising', () => {
    fc.assert(
      fc.property(kanaWord, fc.nat(), fc.nat(), (word, a, b) => {
        const chars = [...word];
        const start = a % chars.length;
        const end = start + 1 + (b % (chars.length - start));
        const part = chars.slice(start, end).join('');
        return normalizeForSearch(toKatakana(word)).includes(normalizeForSearch(part));
      }),
    );
  });

  const kunrei = {
    し: 'si',
    ち: 'ti',
    つ: 'tu',
    ふ: 'hu',
    じ: 'zi',
    しゃ: 'sya',
    しゅ: 'syu',
    しょ: 'syo',
    ちゃ: 'tya',
    ちゅ: 'tyu',
    ちょ: 'tyo',
    じゃ: 'zya',
    じゅ: 'zyu',
    じょ: 'zyo',
  };
  const nameKana = fc
    .array(
      fc.constantFrom(
        ...'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわがぎぐげござじずぜぞだでどばびぶべぼぱぴぷぺぽ'.split(
          '',
        ),
        'しゃ',
        'しゅ',
        'しょ',
        'ちゃ',
        'ちょ',
        'じゅ',
        'きょ',
        'りょ',
        'ん',
      ),
      { minLength: 1, maxLength: 8 },
    )
    .map((parts) => parts.join(''))
    .filter((word) => !word.startsWith('ん'));

  it('reads Hepburn and Kunrei spellings and long vowels of a name alike', () => {
    fc.assert(
      fc.property(nameKana, (word) => {
        const hepburn = normalizeRomaji(toRomaji(word));
        return normalizeRomaji(toRomaji(word, { customRomajiMapping: kunrei })) === hepburn;
      }),
    );
    expect(['Satō', 'SATOH', 'satou', 'Satoo', 'sato'].map(normalizeRomaji)).toEqual(Array(5).fill('sato'));
    expect(normalizeRomaji('Homma')).toBe(normalizeRomaji('Honma'));
  });

  it('finds a name from every prefix of its romaji as it is typed', () => {
    fc.assert(
      fc.property(nameKana, fc.nat(), (word, cut) => {
        const romaji = toRomaji(word);
        const typed = romaji.slice(0, 1 + (cut % romaji.length));
        return normalizeRomaji(toRomaji(word)).includes(normalizeRomaji(typed));
      }),
    );
  });

  it('is idempotent for romaji', () => {
    fc.assert(
      fc.property(fc.string(), (text) => normalizeRomaji(normalizeRomaji(text)) === normalizeRomaji(text)),
    );
    // Text of the letters the spelling rules look at, where one rule's output may feed another.
    const romajiLike = fc.string({ unit: fc.constantFrom(...'ohusitayzjmbcfdOH'), maxLength: 12 });
    fc.assert(
      fc.property(romajiLike, (text) => normalizeRomaji(normalizeRomaji(text)) === normalizeRomaji(text)),
      { numRuns: 20_000 },
    );
    expect(normalizeRomaji('Ohh')).toBe('o');
  });
});
