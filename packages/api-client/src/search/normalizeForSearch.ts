import { VARIANT_KANJI } from './variantKanji';

const HIRAGANA_START = 0x3041;
const HIRAGANA_END = 0x3096;
/** Distance from a hiragana letter to its katakana twin (ぁ U+3041 → ァ U+30A1). */
const KANA_OFFSET = 0x60;
/** Combining voiced (゛) and semi-voiced (゜) marks, as NFD leaves them. */
const VOICED_MARKS = /[\u3099\u309A]/g;
/** Iteration marks ゝゞ follow the hiragana block and map to ヽヾ the same way. */
const HIRAGANA_ITERATION = /[\u309D\u309E]/g;
const SMALL_KANA: Readonly<Record<string, string>> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
};
const SMALL_KANA_PATTERN = /[ァィゥェォッャュョヮヵヶ]/g;
/** Vowel rows of the (unvoiced, large) katakana, for spelling out a long-vowel mark. */
const VOWEL_ROWS: readonly [string, string][] = [
  ['アカサタナハマヤラワ', 'ア'],
  ['イキシチニヒミリヰ', 'イ'],
  ['ウクスツヌフムユルヴ', 'ウ'],
  // A long e is written エイ in names (ケイコ) and a long o オウ (サトウ); so ー is spelled that way.
  ['エケセテネヘメレヱ', 'イ'],
  ['オコソトノホモヨロヲ', 'ウ'],
];
const VOWEL_OF = new Map<string, string>(
  VOWEL_ROWS.flatMap(([row, vowel]) => [...row].map((kana): [string, string] => [kana, vowel])),
);
const LONG_VOWEL_MARKS = /[ー〜～]/;
const VARIANT_PATTERN = new RegExp(`[${Object.keys(VARIANT_KANJI).join('')}]`, 'gu');

function toKatakana(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += code >= HIRAGANA_START && code <= HIRAGANA_END ? String.fromCodePoint(code + KANA_OFFSET) : char;
  }
  return out.replace(HIRAGANA_ITERATION, (mark) =>
    String.fromCodePoint((mark.codePointAt(0) ?? 0) + KANA_OFFSET),
  );
}

/** サトー → サトウ, ケーコ → ケイコ, ハルー → ハルウ; a mark after anything but kana is dropped. */
function spellLongVowels(text: string): string {
  let out = '';
  let previous = '';
  for (const char of text) {
    if (LONG_VOWEL_MARKS.test(char)) {
      const vowel = VOWEL_OF.get(previous);
      if (vowel) out += vowel;
      previous = vowel ?? '';
      continue;
    }
    out += char;
    previous = char;
  }
  return out;
}

/**
 * The form two texts are compared in when searching Japanese names (§5): NFKC folds full- and
 * half-width forms (ｶﾞ → ガ, ＡＢＣ → ABC), hiragana becomes katakana, voiced and semi-voiced marks
 * are dropped (ガ → カ, パ → ハ), small kana become large (ッ → ツ), a long-vowel mark is spelled
 * out (サトー → サトウ), variant kanji of names fold to their usual form (髙 → 高, 邊 → 辺), letters
 * are lower-cased. So やまだ, ヤマダ, ﾔﾏﾀﾞ and ヤマタ match, and so do 髙橋 and 高橋.
 */
export function normalizeForSearch(text: string): string {
  const folded = toKatakana(text.normalize('NFKC'))
    .normalize('NFD')
    .replace(VOICED_MARKS, '')
    .normalize('NFC')
    .replace(SMALL_KANA_PATTERN, (kana) => SMALL_KANA[kana] ?? kana)
    .replace(VARIANT_PATTERN, (kanji) => VARIANT_KANJI[kanji] ?? kanji);
  return spellLongVowels(folded).toLowerCase();
}

/**
 * The form two profile tag names are compared in (002 §5): NFKC width folding, hiragana as
 * katakana, lower case, no surrounding spaces. Gentler than `normalizeForSearch`: ガ and カ, or
 * サトー and サトウ, stay two names.
 */
export function foldTagName(text: string): string {
  return toKatakana(text.normalize('NFKC')).trim().toLowerCase();
}

/** Whether `query` occurs in `text` once both are normalised; an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  return normalizeForSearch(text).includes(normalizeForSearch(query));
}
