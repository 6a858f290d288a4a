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
 * looked for on its own; overlapping and touching spans are merged, in order. A text whose
 * normalised prefixes do not grow letter by letter (no such text is known) marks nothing.
 */
export function findSearchMatches(text: string, query: string): SearchMatch[] {
  const words = query
    .split(/[\s\u3000]+/u)
    .map(normalizeForSearch)
    .filter((word) => word !== '');
  if (words.length === 0) return [];
  const whole = normalizeForSearch(text);
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
  const spans: [number, number][] = [];
  for (const word of words) {
    for (let at = normalized.indexOf(word); at >= 0; at = normalized.indexOf(word, at + word.length)) {
      const first = ends.findIndex((end) => end > at);
      const last = ends.findIndex((end) => end >= at + word.length);
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
