export { STAMP_COLORS, bandBackground } from './stampColors';
export type { StampColorName } from './stampColors';
