import type { ThanksCard as ThanksCardData, ThanksReaction, ThanksUser } from '@kizuna/api-client';
import { Button, ErrorState, Skeleton } from '@kizuna/ui';
import { useRef, useState } from 'react';
import { SendThanksForm } from './SendThanksForm';
import { ThanksCardItem } from './ThanksCardItem';
import { useThanksCardMessages } from './thanksCardMessages';
import type { ThanksCardMessageKey } from './thanksCardMessages';
import { useThanksCards } from './useThanksCards';

export interface ThanksCardProps {
  /** Show this one card. Wins over `userId`. */
  cardId?: number;
  /** Show the latest cards this person (a user id) received, and send them thanks. */
  userId?: number;
  /** The person's name, for the title and the send form; by default taken from their cards. */
  name?: string;
  /**
   * How many of the latest cards to show (without `cardId`).
   * @default 3
   */
  limit?: number;
  /** Called after the signed-in person sent a card, with its id (`kizuna-thanks-sent`). */
  onThanksSent?: (detail: { cardId: number }) => void;
  /** Called after a like was saved (`kizuna-thanks-like`). */
  onLikeChange?: (detail: { cardId: number; likeCount: number; liked: boolean }) => void;
  /** Extra class name. */
  className?: string;
}

/** Whom "send thanks" addresses: the person; for one card, its sender when it was sent to me, else its receivers. */
function receiversOf(
  cards: readonly ThanksCardData[] | undefined,
  {
    cardId,
    userId,
    personName,
    myUserId,
  }: { cardId?: number; userId?: number; personName?: string; myUserId?: number },
): Pick<ThanksUser, 'userId' | 'fullName'>[] {
  if (myUserId === undefined) return [];
  if (cardId !== undefined) {
    const card = cards?.[0];
    if (!card) return [];
    const people = card.toUsers.some((to) => to.userId === myUserId) ? [card.fromUser] : card.toUsers;
    return people.filter((person) => person.userId !== myUserId);
  }
  if (userId === undefined || userId === myUserId) return [];
  return [{ userId, fullName: personName ?? '' }];
}

/**
 * Thanks cards in a widget: one card by id, the latest a person received, or the tenant's latest;
 * the signed-in person likes them, reacts to the ones they received, and sends thanks from a
 * compact form. State: `data-state` (`loading`, `ready`, `empty`, `signedOut`, `notFound`, `failed`).
 */
export function ThanksCard({
  cardId,
  userId,
  name,
  limit = 3,
  onThanksSent,
  onLikeChange,
  className,
}: ThanksCardProps) {
  const t = useThanksCardMessages();
  const { cards, myUserId, problem, reload, like, react } = useThanksCards({ cardId, userId, limit });
  const [busyCard, setBusyCard] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ key: ThanksCardMessageKey; alert: boolean } | null>(null);
  const [composing, setComposing] = useState(false);
  const root = useRef<HTMLElement>(null);
  const personName =
    userId === undefined || cardId !== undefined
      ? undefined
      : (name ?? cards?.flatMap((card) => card.toUsers).find((to) => to.userId === userId)?.fullName);
  const receivers = receiversOf(cards, { cardId, userId, personName, myUserId });
  const title = personName ? t('titleTo', { name: personName }) : t('title');

  async function attempt(card: ThanksCardData, work: () => Promise<unknown>, failed: ThanksCardMessageKey) {
    setBusyCard(card.cardId);
    setNotice(null);
    try {
      await work();
    } catch {
      setNotice({ key: failed, alert: true });
    } finally {
      setBusyCard(null);
    }
  }

  const onLike = (card: ThanksCardData) => {
    if (card.liked) return;
    void attempt(
      card,
      async () => {
        const next = await like(card);
        onLikeChange?.({ cardId: next.cardId, likeCount: next.likeCount, liked: next.liked });
      },
      'likeFailed',
    );
  };
  const onReact = (card: ThanksCardData, reaction: ThanksReaction) =>
    void attempt(card, () => react(card, reaction), 'reactFailed');

  const closeForm = () => {
    setComposing(false);
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('.kz-ThanksCard-open')?.focus());
  };

  const state = problem ?? (cards === undefined ? 'loading' : cards.length === 0 ? 'empty' : 'ready');
  return (
    <section
      ref={root}
      className={className ? `kz-ThanksCard ${className}` : 'kz-ThanksCard'}
      aria-label={title}
      aria-busy={state === 'loading'}
      data-state={state}
    >
      <div className="kz-ThanksCard-header">
        <p className="kz-ThanksCard-title">{title}</p>
        {receivers.length > 0 && !composing && (
          <Button
            className="kz-ThanksCard-open"
            size="small"
            onPress={() => {
              setNotice(null);
              setComposing(true);
            }}
          >
            {t('send.open')}
          </Button>
        )}
      </div>
      {composing && (
        <SendThanksForm
          receivers={receivers}
          onCancel={closeForm}
          onSent={(card) => {
            closeForm();
            setNotice({ key: 'send.sent', alert: false });
            onThanksSent?.({ cardId: card.cardId });
            if (cardId === undefined) reload();
          }}
        />
      )}
      <p className="kz-ThanksCard-notice" role={notice?.alert ? 'alert' : 'status'}>
        {notice ? t(notice.key) : null}
      </p>
      {state === 'loading' && (
        <div className="kz-ThanksCard-loading">
          <p className="kz-ThanksCard-muted">{t('loading')}</p>
          <Skeleton lines={3} />
        </div>
      )}
      {(state === 'signedOut' || state === 'notFound' || state === 'empty') && (
        <p className="kz-ThanksCard-muted">{t(state === 'signedOut' ? 'signInRequired' : state)}</p>
      )}
      {state === 'failed' && <ErrorState title={t('failed')} onRetry={reload} />}
      {cards && cards.length > 0 && (
        <ul className="kz-ThanksCard-list" aria-label={t('title')}>
          {cards.map((card) => (
            <li key={card.cardId}>
              <ThanksCardItem
                card={card}
                myUserId={myUserId}
                busy={busyCard === card.cardId}
                onLike={onLike}
                onReact={onReact}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
