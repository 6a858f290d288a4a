import type { FloorMap as FloorMapData, MapClient } from '@kizuna/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { KizunaClientProvider } from '../client/KizunaClientProvider';
import { createStoryClient } from '../stories/createStoryClient';
import type { FakeServerFixtures } from '../stories/createStoryClient';
import '../styles.css';
import { FloorMap } from './FloorMap';

const NAMES = ['山田 太郎', '佐藤 美咲', '鈴木 一郎', '高橋 健', '田中 由美', '伊藤 花子'];

function client(userId: number, x: number, y: number, areaName: string | null = null): MapClient {
  return {
    userId,
    fullname: NAMES[(userId - 1) % NAMES.length]!,
    fullnameKana: '',
    divisionNames: ['営業部 第一課'],
    x,
    y,
    device: 'PC',
    seenAt: '2026-11-27T01:00:00.000Z',
    areaName,
  };
}

const rectangle = (x: number, y: number, width: number, height: number) => [
  { x, y },
  { x: x + width, y },
  { x: x + width, y: y + height },
  { x, y: y + height },
];

const FLOOR: FloorMapData = {
  floorId: 3,
  floorType: 'IBASHO',
  floorName: '本社 3F',
  mapSize: { width: 1280, height: 582 },
  imageSource: null,
  message: '',
  clients: [
    client(1, 420, 180, '席 12'),
    client(2, 110, 140, '会議室 A'),
    client(3, 120, 150, '会議室 A'),
    client(4, 700, 320, '席 31'),
    client(5, 940, 420),
    client(6, 130, 160, '会議室 A'),
  ],
  nodes: [],
  areas: [
    { areaId: 1, name: '会議室 A', kind: 'ROOM', points: rectangle(40, 60, 200, 180) },
    { areaId: 2, name: '席 12', kind: 'SEAT', points: rectangle(400, 165, 44, 30) },
    { areaId: 3, name: '席 31', kind: 'SEAT', points: rectangle(680, 305, 44, 30) },
  ],
  cursor: '1',
  pollingTimeMs: 30_000,
};

function withFixtures(fixtures: FakeServerFixtures): Partial<Story> {
  const storyClient = createStoryClient({ floor: FLOOR, ...fixtures });
  return {
    decorators: [
      (Story) => (
        <KizunaClientProvider client={storyClient}>
          <div style={{ height: 520 }}>
            <Story />
          </div>
        </KizunaClientProvider>
      ),
    ],
  };
}

const meta = {
  title: 'widgets/FloorMap',
  component: FloorMap,
  argTypes: { onPersonSelect: { action: 'personSelect' } },
} satisfies Meta<typeof FloorMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One floor with its people; three in the meeting room are one counted marker. */
export const Floor: Story = { ...withFixtures({}), args: { floorId: 3 } };

/** The floor where a person is now, centred on them. */
export const Person: Story = { ...withFixtures({}), args: { userId: 4, name: '高橋 健' } };

/** A person shown on no map. */
export const NotLocated: Story = { ...withFixtures({}), args: { userId: 99, name: '渡辺 健' } };

/** A floor with no one located on it. */
export const EmptyFloor: Story = {
  ...withFixtures({ floor: { ...FLOOR, clients: [] } }),
  args: { floorId: 3 },
};

/** Until the first answer. */
export const Loading: Story = { ...withFixtures({ hang: true }), args: { floorId: 3 } };

/** The location could not be obtained. */
export const LocationFailed: Story = { ...withFixtures({ failWith: 503 }), args: { floorId: 3 } };

/** Without a Kizuna session. */
export const SignedOut: Story = { ...withFixtures({ failWith: 401 }), args: { floorId: 3 } };
