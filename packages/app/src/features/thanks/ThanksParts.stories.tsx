import './thanks.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withAppFrame } from '../../testing/AppStoryFrame';
import { ThanksFeed } from './ThanksFeed';
import { SATO, STAMPS, SUZUKI, thanksCard, thanksUser } from './thanksFixtures';

/** The card states: plain, several receivers with reactions, many likes liked, five layers, no points. */
const CARDS = [
  thanksCard(),
  thanksCard({
    cardId: 2,
    toUsers: [
      { ...SATO, reaction: 1 },
      { ...SUZUKI, reaction: 3 },
      { ...thanksUser({ userId: 4, contactId: 104, fullName: '高橋 美咲' }), reaction: 0 },
    ],
    message: '展示会の設営、三人のおかげで予定より早く終わりました。#展示会',
    stamps: STAMPS,
    stampIds: [1, 2, 3],
    gradientLayers: ['PINK', 'BLUE', 'ORANGE'],
    likeCount: 128,
    liked: true,
  }),
  thanksCard({
    cardId: 3,
    fromUser: SATO,
    toUsers: [{ ...thanksUser(), reaction: 4 }],
    message: 'Thank you for covering the client call at short notice!',
    gradientLayers: ['RED', 'YELLOW', 'GREEN', 'TEAL', 'PURPLE'],
    point: 0,
    stamps: [],
    stampIds: [],
    likeCount: 0,
  }),
];

/** The feed of `/front/thanks` from sample data; `myUserId` 2 is a receiver who may react. */
function ThanksParts({ state = 'cards' }: { state?: 'cards' | 'loading' | 'empty' | 'error' }) {
  return (
    <ThanksFeed
      cards={state === 'cards' ? CARDS : state === 'empty' ? [] : null}
      error={state === 'error' ? new Error('offline') : null}
      onRetry={fn()}
      myUserId={SATO.userId}
      emptyTitle="No thanks cards yet."
      emptyHint="Send the first one: choose Send thanks."
      onLike={fn()}
      onReact={fn()}
    />
  );
}

const meta = {
  title: 'app/Pages/Thanks',
  component: ThanksParts,
  decorators: [withAppFrame],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThanksParts>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Cards: Story = {};
export const CardsInJapanese: Story = { globals: { locale: 'ja' } };
export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const LoadFailed: Story = { args: { state: 'error' } };
