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

/** Two rooms and rows of seats. */
export function sampleAreas(): FloorMapArea[] {
  const seats: FloorMapArea[] = [];
  for (let row = 0; row < 6; row++) {
    for (let column = 0; column < 14; column++) {
      seats.push({ kind: 'seat', x: 300 + column * 60, y: 80 + row * 70, width: 44, height: 30 });
    }
  }
  return [
    { kind: 'room', x: 40, y: 60, width: 200, height: 180, label: '会議室 A' },
    { kind: 'room', x: 40, y: 320, width: 200, height: 180, label: '会議室 B' },
    ...seats,
  ];
}
