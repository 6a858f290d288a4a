const HIRAGANA_START = 0x3041;
const HIRAGANA_END = 0x3096;
/** Distance from a hiragana letter to its katakana twin (ぁ U+3041 → ァ U+30A1). */
const KANA_OFFSET = 0x60;
/** Combining voiced (゛) and semi-voiced (゜) marks, as NFD leaves them. */
const VOICED_MARKS = /[\u3099\u309A]/g;
/** Iteration marks ゝゞ follow the hiragana block and map to ヽヾ the same way. */
const HIRAGANA_ITERATION = /[\u309D\u309E]/g;

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

/**
 * The form two texts are compared in when searching Japanese names (§5): NFKC folds full- and
 * half-width forms (ｶﾞ → ガ, ＡＢＣ → ABC), hiragana becomes katakana, voiced and semi-voiced marks
 * are dropped (ガ → カ, パ → ハ), letters are lower-cased. So やまだ, ヤマダ, ﾔﾏﾀﾞ and ヤマタ match.
 */
export function normalizeForSearch(text: string): string {
  const folded = toKatakana(text.normalize('NFKC'));
  return folded.normalize('NFD').replace(VOICED_MARKS, '').normalize('NFC').toLowerCase();
}

/** Whether `query` occurs in `text` once both are normalised; an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  return normalizeForSearch(text).includes(normalizeForSearch(query));
}
