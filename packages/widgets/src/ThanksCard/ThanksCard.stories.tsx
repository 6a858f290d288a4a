import type { ThanksCard as ThanksCardData, ThanksStamp, ThanksUser } from '@kizuna/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KizunaClientProvider } from '../client/KizunaClientProvider';
import { createStoryClient } from '../stories/createStoryClient';
import type { FakeServerFixtures } from '../stories/createStoryClient';
import '../styles.css';
import { ThanksCard } from './ThanksCard';

const person = (userId: number, fullName: string, divisionName: string): ThanksUser => ({
  userId,
  contactId: userId,
  fullName,
  fullNameKana: '',
  divisionName,
  imagePath: null,
});
const YAMADA = person(1, '山田 太郎', '営業部 第一課');
const SATO = person(2, '佐藤 美咲', '人事部');
const SUZUKI = person(3, '鈴木 一郎', '開発部');

const STAMPS: ThanksStamp[] = [
  { stampId: 1, heading: 'ありがとう', color: 'PINK', icon: 'HEART', isEffective: true, iconUrl: null },
  { stampId: 2, heading: 'ナイス！', color: 'TEAL', icon: 'THUMBS_UP', isEffective: true, iconUrl: null },
];

function card(
  cardId: number,
  from: ThanksUser,
  to: ThanksUser[],
  extra: Partial<ThanksCardData> = {},
): ThanksCardData {
  return {
    cardId,
    closed: false,
    fromUser: from,
    toUsers: to.map((receiver) => ({ ...receiver, reaction: 0 })),
    message: '提案書の仕上げ、本当に助かりました。#感謝',
    hashtags: ['感謝'],
    point: 10,
    sentAt: '2026-11-20T09:30:00+09:00',
    stampIds: [1],
    stamps: [STAMPS[0]!],
    gradientLayers: ['PINK'],
    likeCount: 2,
    liked: false,
    ...extra,
  };
}

const CARDS: ThanksCardData[] = [
  card(11, SATO, [YAMADA]),
  card(12, SUZUKI, [YAMADA, SATO], {
    message: '障害対応を夜遅くまでありがとうございました。チーム全員が助かりました。',
    stamps: STAMPS,
    stampIds: [1, 2],
    gradientLayers: ['PINK', 'TEAL'],
    likeCount: 128,
    liked: true,
    toUsers: [
      { ...YAMADA, reaction: 3 },
      { ...SATO, reaction: 1 },
    ],
  }),
  card(13, YAMADA, [SUZUKI], { point: 0, stamps: [], stampIds: [], gradientLayers: [], likeCount: 0 }),
];

function withFixtures(fixtures: FakeServerFixtures): Partial<Story> {
  const client = createStoryClient({ thanksCards: CARDS, thanksStamps: STAMPS, ...fixtures });
  return {
    decorators: [
      (Story) => (
        <KizunaClientProvider client={client}>
          <Story />
        </KizunaClientProvider>
      ),
    ],
  };
}

/** How long a play function waits for the fake server's answers (a busy machine is slow). */
const WAIT = { timeout: 5000 };

const meta = {
  title: 'widgets/ThanksCard',
  component: ThanksCard,
  argTypes: { onThanksSent: { action: 'thanksSent' }, onLikeChange: { action: 'likeChange' } },
} satisfies Meta<typeof ThanksCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tenant's latest cards: likes (`99+` above 99) and, on cards one received, one's reaction. */
export const Latest: Story = withFixtures({});

/** One card by id, received by the signed-in person: they react or thank the sender back. */
export const OneCard: Story = { ...withFixtures({}), args: { cardId: 11 } };

/** The cards a colleague received, with "send thanks" to them. */
export const ToPerson: Story = { ...withFixtures({}), args: { userId: 3, name: '鈴木 一郎', limit: 2 } };

/** The compact send form, open. */
export const SendForm: Story = {
  ...withFixtures({}),
  args: { userId: 3, name: '鈴木 一郎', limit: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send thanks' }, WAIT));
    await expect(await canvas.findByRole('textbox', { name: 'Message' }, WAIT)).toBeInTheDocument();
  },
};

/** No card yet. */
export const Empty: Story = withFixtures({ thanksCards: [] });

/** Until the first answer. */
export const Loading: Story = withFixtures({ hang: true });

/** Without a Kizuna session. */
export const SignedOut: Story = withFixtures({ failWith: 401 });

/** The card does not exist (or belongs to another tenant). */
export const NotFound: Story = { ...withFixtures({}), args: { cardId: 404 } };

/** Loading failed: Retry. */
export const Failed: Story = withFixtures({ failWith: 500 });
