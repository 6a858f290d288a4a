import type { KizunaClient, ThanksCard as ThanksCardData } from '@kizuna/api-client';
import { I18nProvider } from '@kizuna/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signInWidgetClient, widgetTestClient } from '../../test/signInWidgetClient';
import { KizunaClientProvider } from '../client/KizunaClientProvider';
import { ThanksCard } from './ThanksCard';
import type { ThanksCardProps } from './ThanksCard';
import { thanksCardEn, thanksCardJa } from './thanksCardMessages';
import { ThanksCardItem } from './ThanksCardItem';

let yamada: KizunaClient;
let yamadaId: number;
/** Cards the seed sent to yamada.taro, newest first. */
let received: ThanksCardData[];
/** A colleague who may use thanks: the sender of a card yamada received. */
let colleague: { userId: number; fullName: string };

beforeAll(async () => {
  yamada = await signInWidgetClient('demoUser');
  yamadaId = (await yamada.principal.userInfo()).userId;
  received = (await yamada.thanks.cards({ query: { page: 1, size: 30, toUserId: yamadaId } })).items;
  const sender = received.map((card) => card.fromUser).find((user) => user.userId !== yamadaId);
  if (!sender) throw new Error('the demo seed sends yamada.taro cards from colleagues');
  colleague = sender;
});

function renderCard(props: ThanksCardProps, { client = yamada, locale = 'en-US' } = {}) {
  return render(
    <I18nProvider locale={locale}>
      <KizunaClientProvider client={client}>
        <ThanksCard {...props} />
      </KizunaClientProvider>
    </I18nProvider>,
  );
}

/** A fresh card from yamada to the colleague, liked by no one yet. */
const sendCard = (message: string) =>
  yamada.thanks.send({ body: { toUserIds: [colleague.userId], message, point: 0 } });

// The server is shared by every test file on a busy machine: give answers time.
const slow = { timeout: 10_000 };
const findCard = (name: string | RegExp) => screen.findByRole('article', { name }, slow);

describe('ThanksCard against the real server', { timeout: 30_000 }, () => {
  it('has the same strings in English and Japanese', () => {
    expect(Object.keys(thanksCardJa).sort()).toEqual(Object.keys(thanksCardEn).sort());
  });

  it('shows that it is loading, then the tenant’s latest cards', async () => {
    renderCard({ limit: 2 });
    const region = screen.getByRole('region', { name: 'Thanks cards' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByText('Loading thanks cards…')).toBeInTheDocument();
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(2), slow);
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('Loading thanks cards…')).toBeNull();
    // No one to address in the tenant's feed.
    expect(screen.queryByRole('button', { name: 'Send thanks' })).toBeNull();
  });

  it('shows one card by id with its people, message and stamps', async () => {
    const card = received.find((item) => item.stamps.length > 0) ?? received[0]!;
    renderCard({ cardId: card.cardId });
    const article = await findCard(`From ${card.fromUser.fullName} to ${card.toUsers[0]!.fullName}`);
    expect(article).toHaveTextContent(card.message);
    if (card.stamps.length > 0)
      expect(within(article).getByRole('list', { name: 'Stamps' })).toHaveTextContent(
        card.stamps[0]!.heading,
      );
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('lists the latest cards a person received, in Japanese', async () => {
    renderCard({ userId: yamadaId, limit: 2 }, { locale: 'ja-JP' });
    const region = await screen.findByRole('region', { name: '山田 太郎 さんへのサンクス' }, slow);
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(2), slow);
    for (const article of within(region).getAllByRole('article'))
      expect(article).toHaveAccessibleName(/山田 太郎 さんへ$/);
    // Thanks to oneself cannot be sent.
    expect(screen.queryByRole('button', { name: 'サンクスを送る' })).toBeNull();
  });

  it('likes a card once: the count rises and the like is reported', async () => {
    const user = userEvent.setup();
    const card = await sendCard('Thanks for the review #widget-like');
    const onLikeChange = vi.fn();
    renderCard({ cardId: card.cardId, onLikeChange });
    const like = await screen.findByRole('button', { name: 'Like (0 likes)' }, slow);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    const liked = await screen.findByRole('button', { name: 'Like (1 like)' }, slow);
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(liked).toHaveTextContent('1');
    expect(onLikeChange).toHaveBeenCalledWith({ cardId: card.cardId, likeCount: 1, liked: true });
    expect((await yamada.thanks.likes({ params: { cardId: card.cardId } })).likeCount).toBe(1);
  });

  it('shows 99+ above 99 likes', () => {
    render(
      <I18nProvider locale="en-US">
        <ThanksCardItem
          card={{ ...received[0]!, likeCount: 120 }}
          myUserId={undefined}
          onLike={() => undefined}
          onReact={() => undefined}
        />
      </I18nProvider>,
    );
    const like = screen.getByRole('button', { name: 'Like (120 likes)' });
    expect(like).toHaveTextContent('99+');
    // Only a receiver reacts.
    expect(screen.queryByRole('group', { name: 'Your reaction' })).toBeNull();
  });

  it('lets a receiver react, and the server keeps the reaction', async () => {
    const user = userEvent.setup();
    const card = received[0]!;
    renderCard({ cardId: card.cardId });
    const reactions = await screen.findByRole('group', { name: 'Your reaction' }, slow);
    expect(within(reactions).getAllByRole('button')).toHaveLength(4);
    const next = card.toUsers.find((to) => to.userId === yamadaId)!.reaction === 3 ? 4 : 3;
    const label = next === 3 ? 'Well done' : 'Surprised';
    await user.click(within(reactions).getByRole('button', { name: label }));
    await waitFor(
      () =>
        expect(within(reactions).getByRole('button', { name: label })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      slow,
    );
    const saved = await yamada.thanks.card({ params: { cardId: card.cardId } });
    expect(saved.toUsers.find((to) => to.userId === yamadaId)?.reaction).toBe(next);
  });

  it('sends thanks to the person from the compact form and reports the new card', async () => {
    const user = userEvent.setup();
    const onThanksSent = vi.fn();
    renderCard({ userId: colleague.userId, name: colleague.fullName, onThanksSent });
    await user.click(await screen.findByRole('button', { name: 'Send thanks' }, slow));
    const form = screen.getByRole('form', { name: 'Send a thanks card' });
    expect(form).toHaveTextContent(`To: ${colleague.fullName}`);
    const message = await within(form).findByRole('textbox', { name: 'Message' }, slow);
    expect(message).toHaveFocus();
    message.focus();
    await user.paste('Sent from the widget #widget-send');
    await user.type(within(form).getByRole('textbox', { name: 'Points for each person' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await screen.findByText('Your thanks card was sent.', undefined, slow);
    expect(onThanksSent).toHaveBeenCalledTimes(1);
    const { cardId } = onThanksSent.mock.calls[0]![0] as { cardId: number };
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send thanks' })).toHaveFocus(), slow);
    // The list loads again with the new card on top.
    await waitFor(
      () => expect(screen.getAllByRole('article')[0]).toHaveAttribute('data-card-id', String(cardId)),
      slow,
    );
    const article = screen.getAllByRole('article')[0]!;
    expect(article).toHaveAccessibleName(`From 山田 太郎 to ${colleague.fullName}`);
    expect(article).toHaveTextContent('Sent from the widget #widget-send');
  });

  it('refuses points beyond the balance in the widget’s language, then the server’s refusal too', async () => {
    const user = userEvent.setup();
    const onThanksSent = vi.fn();
    renderCard({ userId: colleague.userId, name: colleague.fullName, onThanksSent }, { locale: 'ja-JP' });
    await user.click(await screen.findByRole('button', { name: 'サンクスを送る' }, slow));
    const form = screen.getByRole('form', { name: 'サンクスカードを送る' });
    const { sendablePoint } = await yamada.principal.thanksPointStatus();
    await user.type(
      await within(form).findByRole('textbox', { name: 'メッセージ' }, slow),
      'いつもありがとう',
    );
    const points = within(form).getByRole('textbox', { name: '1 人あたりのポイント' });
    await user.type(points, String(sendablePoint + 1));
    await user.click(within(form).getByRole('button', { name: '送信' }));
    expect(await within(form).findByText(/送信可能ポイントが不足しています/)).toBeInTheDocument();
    expect(points).toHaveAttribute('aria-invalid', 'true');

    // Meanwhile the balance is spent elsewhere: the form still believes it, the server refuses.
    await yamada.thanks.send({
      body: { toUserIds: [colleague.userId], message: 'spent elsewhere', point: sendablePoint },
    });
    await user.clear(points);
    await user.type(points, '1');
    await user.click(within(form).getByRole('button', { name: '送信' }));
    await waitFor(() => expect(points).toHaveAttribute('aria-invalid', 'true'), slow);
    expect(within(form).getByText(/送信可能ポイントが不足しています/)).toBeInTheDocument();
    expect(onThanksSent).not.toHaveBeenCalled();
  });

  it('asks to sign in without a session', async () => {
    renderCard({}, { client: widgetTestClient() });
    expect(
      await screen.findByText('Sign in to Kizuna to see thanks cards.', undefined, slow),
    ).toBeInTheDocument();
  });

  it('says so when the card does not exist', async () => {
    renderCard({ cardId: 987_654 });
    expect(
      await screen.findByText('This thanks card does not exist or you may not see it.', undefined, slow),
    ).toBeInTheDocument();
  });
});
