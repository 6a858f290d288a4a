import type { FloorMapArea, FloorMapPerson } from './FloorMapView';
import type { PresenceKind } from '../PresenceIndicator/PresenceIndicator';

/** The default floor size of the spec (001 §9). */
export const SAMPLE_MAP_SIZE = { width: 1280, height: 582 };

const FAMILY = [
  ['山田', 'やまだ', 'Yamada'],
  ['佐藤', 'さとう', 'Sato'],
  ['鈴木', 'すずき', 'Suzuki'],
  ['高橋', 'たかはし', 'Takahashi'],
  ['田中', 'たなか', 'Tanaka'],
  ['伊藤', 'いとう', 'Ito'],
  ['渡辺', 'わたなべ', 'Watanabe'],
  ['中村', 'なかむら', 'Nakamura'],
] as const;
const GIVEN = [
  ['太郎', 'たろう'],
  ['花子', 'はなこ'],
  ['一郎', 'いちろう'],
  ['美咲', 'みさき'],
  ['健', 'けん'],
  ['由美', 'ゆみ'],
] as const;
const DIVISIONS = ['営業部', '総務部', '開発部', '経理部', '人事部'];
const PRESENCE: Array<[PresenceKind, string]> = [
  ['available', '連絡可能'],
  ['busy', '取り込み中'],
  ['away', '退席中'],
  ['offline', 'オフライン'],
];

/** A small deterministic generator, so stories and the benchmark draw the same floor every time. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** `count` people spread over desks in rows, as an open-plan floor fills up. */
export function samplePeople(count: number, seed = 19): FloorMapPerson[] {
  const next = random(seed);
  const { width, height } = SAMPLE_MAP_SIZE;
  return Array.from({ length: count }, (_, i) => {
    const family = FAMILY[i % FAMILY.length]!;
    const given = GIVEN[Math.floor(i / FAMILY.length) % GIVEN.length]!;
    const presence = PRESENCE[Math.floor(next() * PRESENCE.length)]!;
    return {
      id: String(i + 1),
      name: `${family[0]} ${given[0]}${i >= FAMILY.length * GIVEN.length ? ` ${i + 1}` : ''}`,
      kana: `${family[1]} ${given[1]}`,
      divisions: [DIVISIONS[i % DIVISIONS.length]!],
      x: 40 + next() * (width - 80),
      y: 40 + next() * (height - 80),
      presence: { kind: presence[0], label: presence[1] },
    };
  });
}

const rectangle = (kind: FloorMapArea['kind'], x: number, y: number, width: number, height: number) => ({
  kind,
  points: [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ],
});

/** Two rooms and rows of seats. */
export function sampleAreas(): FloorMapArea[] {
  const seats: FloorMapArea[] = [];
  for (let row = 0; row < 6; row++) {
    for (let column = 0; column < 14; column++) {
      seats.push(rectangle('seat', 300 + column * 60, 80 + row * 70, 44, 30));
    }
  }
  return [rectangle('room', 40, 60, 200, 180), rectangle('room', 40, 320, 200, 180), ...seats];
}
