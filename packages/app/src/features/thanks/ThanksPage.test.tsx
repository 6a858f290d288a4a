import { createKizunaClient } from '@kizuna/api-client';
import type { ThanksCard } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { usePrincipalStore } from '../session';
import type { Principal } from '../session';
import { SATO, STAMPS, SUZUKI, thanksCard } from './thanksFixtures';
import { ThanksPage } from './ThanksPage';

const page = (items: ThanksCard[]) => ({
  items,
  totalCount: items.length,
  size: 20,
  offset: 0,
  page: 1,
  hasNext: false,
  hasPrevious: false,
});

/** The feed of one card, seen by the person `userId`. */
function renderFeed(card: ThanksCard, userId: number, language: 'en' | 'ja' = 'en') {
  usePrincipalStore.setState({ principal: { userInfo: { userId } } as unknown as Principal });
  const api = fakeApiFetch({
    'GET /thanks/cards': () => page([card]),
    'GET /thanks/stamps': () => ({ stamps: STAMPS }),
    'GET /principal/thanks/point/status': () => ({ receivedPoint: 40, sendablePoint: 250 }),
    'POST /thanks/cards/read': () => ({ count: 0 }),
    'GET /division/children': () => ({ items: [] }),
    [`POST /thanks/cards/${card.cardId}/likes`]: () => ({
      cardId: card.cardId,
      likeCount: card.likeCount + 1,
      liked: true,
    }),
    [`PUT /thanks/cards/${card.cardId}/receivers/${userId}/reaction`]: (call) => ({
      ...SATO,
      reaction: (call.body as { reaction: number }).reaction,
    }),
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <ThanksPage />
    </ClientProvider>,
    { path: '/thanks', language },
  );
  return api.calls;
}

describe('ThanksPage', () => {
  it('likes a card once: the count rises, shows 99+ above 99, and a second press asks nothing', async () => {
    const user = userEvent.setup();
    const calls = renderFeed(thanksCard({ likeCount: 99 }), SUZUKI.userId);
    const like = await screen.findByRole('button', { name: 'Like (99 likes)' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('99');

    await user.click(like);
    const liked = await screen.findByRole('button', { name: 'Like (100 likes)' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(liked).toHaveTextContent('99+');
    await user.click(liked);
    expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('/likes'))).toHaveLength(1);
  }, 20_000);

  it('lets a receiver set their reaction, and shows it beside their name', async () => {
    const user = userEvent.setup();
    const calls = renderFeed(thanksCard(), SATO.userId);
    const reactions = await screen.findByRole('group', { name: 'Your reaction' });
    await user.click(within(reactions).getByRole('button', { name: 'Well done' }));

    expect(within(reactions).getByRole('button', { name: 'Well done' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const receivers = screen.getByRole('list', { name: 'Received by' });
    expect(await within(receivers).findByText('Well done')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/thanks/cards/1/receivers/${SATO.userId}/reaction`,
      body: { reaction: 3 },
    });
  }, 20_000);

  it('offers reactions only to receivers, and shows the points, stamps and hashtags in Japanese', async () => {
    renderFeed(thanksCard({ toUsers: [{ ...SATO, reaction: 2 }] }), SUZUKI.userId, 'ja');
    const card = await screen.findByRole('article', { name: '山田 太郎 さんから 佐藤 花子 さんへ' });
    expect(within(card).queryByRole('group', { name: 'あなたのリアクション' })).toBeNull();
    expect(within(card).getByText('がんばります')).toBeInTheDocument();
    expect(within(card).getByText('各 30 pt')).toBeInTheDocument();
    expect(within(card).getByText('ありがとう')).toBeInTheDocument();
    // ＃ and # mark a hashtag alike.
    expect(within(card).getByText('#感謝')).toBeInTheDocument();
    expect(within(card).getByText('#チームワーク')).toBeInTheDocument();
    expect(screen.getByText('250 pt')).toBeInTheDocument();
  }, 20_000);
});
