import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSearchMatches, matchesSearch, normalizeForSearch } from '../src/search';

function marked(text: string, query: string): string {
  let out = '';
  let at = 0;
  for (const [start, end] of findSearchMatches(text, query)) {
    out += `${text.slice(at, start)}[${text.slice(start, end)}]`;
    at = end;
  }
  return out + text.slice(at);
}

describe('findSearchMatches', () => {
  it.each([
    ['ヤマダ アケミ', 'やまだ', '[ヤマダ] アケミ'],
    ['ﾔﾏﾀﾞ ｱｹﾐ', 'やまだ', '[ﾔﾏﾀﾞ] ｱｹﾐ'],
    ['やまだ', 'ﾀﾞ', 'やま[だ]'],
    ['サトー ケイコ', 'さとう', '[サトー] ケイコ'],
    ['髙橋 一郎', '高橋', '[髙橋] 一郎'],
    ['Yamada Akemi', 'YAMADA', '[Yamada] Akemi'],
    ['ＹＡＭＡＤＡ', 'yama', '[ＹＡＭＡ]ＤＡ'],
    ['山田 太郎', '山田　太郎', '[山田] [太郎]'],
    ['03-5555-3131', '3131', '03-5555-[3131]'],
    ['ヤマダ ヤマダ', 'やまだ', '[ヤマダ] [ヤマダ]'],
    ['山田 明美', 'すずき', '山田 明美'],
    ['山田 明美', '  ', '山田 明美'],
    ['ヤマダ タロウ', 'やまだ', '[ヤマダ] タロウ'],
    ['株式会社ＡＢＣ', 'abc', '株式会社[ＡＢＣ]'],
    ['山田 太郎', '太郎 山田', '[山田] [太郎]'],
    ['山田', '山 田', '[山田]'],
    // A word typed without the space between family and given name runs across it.
    ['山田 太郎', '田太', '山[田 太]郎'],
    ['ヤマダ　タロウ', 'だた', 'ヤマ[ダ　タ]ロウ'],
  ])('%s with %s → %s', (text, query, expected) => {
    expect(marked(text, query)).toBe(expected);
  });

  it('marks something exactly when the directory search matches the text, its spaces aside', () => {
    const kana = fc.constantFrom(...'やまだヤマダﾔﾏﾀﾞさとうーッっ髙高橋 abcＡＢＣ'.split(''));
    fc.assert(
      fc.property(
        fc.array(kana, { maxLength: 12 }),
        fc.array(kana, { minLength: 1, maxLength: 3 }),
        (a, b) => {
          const text = a.join('');
          const query = b.join('').trim();
          // A query that normalises to nothing matches everything and marks nothing.
          if (!normalizeForSearch(query) || /\s/.test(query)) return;
          const found = matchesSearch(text.replace(/\s+/gu, ''), query);
          expect(findSearchMatches(text, query).length > 0).toBe(found);
        },
      ),
    );
  });

  it('gives spans inside the text, in order, that each match the query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ minLength: 1, maxLength: 3 }), (text, query) => {
        let previous = -1;
        for (const [start, end] of findSearchMatches(text, query)) {
          expect(start).toBeGreaterThan(previous);
          expect(end).toBeLessThanOrEqual(text.length);
          expect(start).toBeLessThan(end);
          previous = end;
        }
      }),
    );
  });
});
