import { normalizeForSearch } from '@kizuna/api-client/search';

function key(text: string): string {
  return normalizeForSearch(text).replace(/\s+/gu, '');
}

/**
 * Where the words of `query` occur in `text`, compared as the directory search compares them
 * (width, hiragana and katakana, voiced marks and case folded): `[start, end)` offsets in UTF-16
 * units, sorted and without overlaps. A word found nowhere adds nothing.
 */
export function matchRanges(text: string, query: string): [number, number][] {
  const terms = query
    .split(/\s+/u)
    .map(key)
    .filter((term) => term !== '');
  const chars = [...text];
  const offsets = chars.reduce<number[]>((all, char) => [...all, all[all.length - 1]! + char.length], [0]);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    search: for (let start = 0; start < chars.length; start += 1) {
      if (/\s/u.test(chars[start]!)) continue;
      for (let end = start + 1; end <= chars.length; end += 1) {
        const found = key(chars.slice(start, end).join(''));
        if (found === term) {
          ranges.push([offsets[start]!, offsets[end]!]);
          break search;
        }
        if (!term.startsWith(found)) break;
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return ranges.reduce<[number, number][]>((merged, range) => {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
    return merged;
  }, []);
}
