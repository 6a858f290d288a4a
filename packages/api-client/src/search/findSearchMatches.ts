import { normalizeForSearch } from './normalizeForSearch';

/** Where a match lies in the original text: `[start, end)` in UTF-16 code units. */
export type SearchMatch = readonly [start: number, end: number];

/**
 * A letter with what combines with it: a voiced mark, NFD's or the half-width one (ｶﾞ), stays with
 * its kana, so a match never splits them.
 */
const UNIT = /[^\p{M}\uFF9E\uFF9F][\p{M}\uFF9E\uFF9F]*|[\p{M}\uFF9E\uFF9F]+/gsu;

/**
 * The spans of `text` that `query` matches the way the directory searches (`normalizeForSearch`):
 * やまだ marks ヤマダ and ﾔﾏﾀﾞ. Each word of the query (split at spaces, as a free word is) is
 * looked for on its own, every place it occurs, and may run across the text's spaces as the
 * directory's name search does (田太 marks part of 山田 太郎); overlapping and touching spans are
 * merged, in order. A text whose normalised prefixes do not grow letter by letter (no such text is
 * known) marks nothing.
 */
export function findSearchMatches(text: string, query: string): SearchMatch[] {
  const words = query
    .split(/[\s\u3000]+/u)
    .map(normalizeForSearch)
    .filter((word) => word !== '');
  if (words.length === 0) return [];
  const whole = normalizeForSearch(text).replace(/\s+/gu, '');
  if (!words.some((word) => whole.includes(word))) return [];
  // For each letter of `text`: where it starts, and where its normalised form ends.
  const starts: number[] = [];
  const ends: number[] = [];
  let normalized = '';
  for (const unit of text.matchAll(UNIT)) {
    const end = unit.index + unit[0].length;
    const next = normalizeForSearch(text.slice(0, end));
    if (!next.startsWith(normalized)) return [];
    starts.push(unit.index);
    ends.push(next.length);
    normalized = next;
  }
  // The normalised text without its spaces, and where each of its letters stands in `normalized`.
  let compact = '';
  const positions: number[] = [];
  for (let at = 0; at < normalized.length; at += 1) {
    if (/\s/u.test(normalized[at]!)) continue;
    compact += normalized[at];
    positions.push(at);
  }
  const spans: [number, number][] = [];
  for (const word of words) {
    for (let at = compact.indexOf(word); at >= 0; at = compact.indexOf(word, at + word.length)) {
      const from = positions[at]!;
      const to = positions[at + word.length - 1]! + 1;
      const first = ends.findIndex((end) => end > from);
      const last = ends.findIndex((end) => end >= to);
      if (first < 0 || last < 0) continue;
      spans.push([starts[first]!, starts[last + 1] ?? text.length]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const previous = merged.at(-1);
    if (previous && span[0] <= previous[1]) previous[1] = Math.max(previous[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}
