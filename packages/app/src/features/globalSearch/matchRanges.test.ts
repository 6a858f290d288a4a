import { describe, expect, it } from 'vitest';
import { matchRanges } from './matchRanges';

describe('matchRanges', () => {
  it('finds a word typed in hiragana in katakana, and half-width in full-width text', () => {
    expect(matchRanges('ヤマダ タロウ', 'やまだ')).toEqual([[0, 3]]);
    expect(matchRanges('株式会社ＡＢＣ', 'abc')).toEqual([[4, 7]]);
  });

  it('marks every word of the query once, merged where they touch, and nothing for a miss', () => {
    expect(matchRanges('山田 太郎', '太郎 山田')).toEqual([
      [0, 2],
      [3, 5],
    ]);
    expect(matchRanges('山田', '山 田')).toEqual([[0, 2]]);
    expect(matchRanges('佐藤 花子', '鈴木')).toEqual([]);
  });

  it('spans the space inside a name typed without it', () => {
    expect(matchRanges('山田 太郎', '田太')).toEqual([[1, 4]]);
  });
});
