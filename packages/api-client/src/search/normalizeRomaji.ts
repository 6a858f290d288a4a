/** Kunrei-shiki and other spellings rewritten to Hepburn, which is how readings are romanised. */
const SPELLINGS: readonly [RegExp, string][] = [
  [/(?<![sc])hu/g, 'fu'],
  [/sy([aueo])/g, 'sh$1'],
  [/ty([aueo])/g, 'ch$1'],
  [/[zj]y([aueo])/g, 'j$1'],
  [/si/g, 'shi'],
  [/ti/g, 'chi'],
  [/tu/g, 'tsu'],
  [/zi|di/g, 'ji'],
  [/tch/g, 'cch'],
  [/m(?=[bpm])/g, 'n'],
];
/** Long vowels: Satou, Satoh, Satoo and Sato are one name; so are Yuuki and Yuki. */
const LONG_VOWELS: readonly [RegExp, string][] = [
  [/o[uo]+/g, 'o'],
  [/oh+(?![aiueo])/g, 'o'],
  [/uu+/g, 'u'],
];

/**
 * The form a romanised name is compared in: lower-case ASCII letters only, Hepburn spelling,
 * long vowels written once. `Satō`, `SATOH`, `satou` and `sato` all become `sato`.
 */
export function normalizeRomaji(text: string): string {
  let out = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  for (const [pattern, replacement] of SPELLINGS) out = out.replace(pattern, replacement);
  for (const [pattern, replacement] of LONG_VOWELS) out = out.replace(pattern, replacement);
  return out;
}
