/**
 * Each named stamp colour, dark enough to carry white text and an icon on white (contrast ≥ 4.5:1),
 * so a stamp reads in both themes; a card's band uses the same colours.
 */
export const STAMP_COLORS = {
  RED: '#c62828',
  DEEP_RED: '#8e1b1b',
  ORANGE: '#b84c00',
  YELLOW: '#8a6a00',
  LIME: '#55741a',
  GREEN: '#2e7d32',
  DEEP_GREEN: '#1b5e20',
  TEAL: '#00695c',
  LIGHT_BLUE: '#0b6aa2',
  BLUE: '#1f56c4',
  DEEP_BLUE: '#0d2f80',
  INDIGO: '#3949ab',
  PURPLE: '#7b1fa2',
  DEEP_PURPLE: '#512da8',
  PINK: '#c2185b',
  DEEP_PINK: '#99114d',
  BROWN: '#6d4c41',
  GRAY: '#5f6368',
} as const satisfies Record<string, string>;

/** The 18 named colours of a thanks stamp (the contract's `ThanksStampColor`). */
export type StampColorName = keyof typeof STAMP_COLORS;

/** A card's band: its layers' colours, back to front, blended left to right. */
export function bandBackground(layers: readonly StampColorName[]): string | undefined {
  if (layers.length === 0) return undefined;
  if (layers.length === 1) return STAMP_COLORS[layers[0]!];
  return `linear-gradient(90deg, ${layers.map((color) => STAMP_COLORS[color]).join(', ')})`;
}
