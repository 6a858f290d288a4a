import type { ThanksCard, ThanksReaction } from '@kizuna/api-client';
import { formatThanksLikeCount, THANKS_REACTIONS } from '@kizuna/api-client';
import { formatDisplayDate, Icon } from '@kizuna/ui';
import { StampChip } from './StampChip';
import { useThanksCardMessages } from './thanksCardMessages';
import { bandBackground } from '@kizuna/ui';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026/12/07 13:05` in both languages, the app's one date format (spec 000 §9). */
function formatSentAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDisplayDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export interface ThanksCardItemProps {
  card: ThanksCard;
  /** The signed-in person: as a receiver they set their reaction. */
  myUserId: number | undefined;
  /** A like or reaction is on its way: its buttons wait. */
  busy?: boolean;
  onLike: (card: ThanksCard) => void;
  onReact: (card: ThanksCard, reaction: ThanksReaction) => void;
}

/**
 * One card: its band of stamp colours, sender and receivers with their reactions, message, stamps,
 * points, date and likes (`99+` above the app's threshold); reactions for the signed-in receiver.
 */
export function ThanksCardItem({ card, myUserId, busy = false, onLike, onReact }: ThanksCardItemProps) {
  const t = useThanksCardMessages();
  const mine = card.toUsers.find((receiver) => receiver.userId === myUserId);
  const to = card.toUsers.map((receiver) => receiver.fullName).join(t('separator'));
  const sentAt = formatSentAt(card.sentAt);
  return (
    <article
      className="kz-ThanksCard-card"
      aria-label={t('cardTitle', { from: card.fromUser.fullName, to })}
      data-card-id={card.cardId}
    >
      <div className="kz-ThanksCard-band" style={{ background: bandBackground(card.gradientLayers) }} />
      <p className="kz-ThanksCard-people">
        <span className="kz-ThanksCard-from">{card.fromUser.fullName}</span>
        <Icon name="chevronRight" size={14} />
        {card.toUsers.map((receiver, index) => (
          <span key={receiver.userId} className="kz-ThanksCard-to">
            {index > 0 && t('separator')}
            {receiver.fullName}
            {receiver.reaction !== 0 && (
              <span className="kz-ThanksCard-reaction">{t(`reaction.${receiver.reaction}`)}</span>
            )}
          </span>
        ))}
      </p>
      <p className="kz-ThanksCard-message">{card.message}</p>
      {card.stamps.length > 0 && (
        <ul className="kz-ThanksCard-stamps" aria-label={t('stamps')}>
          {card.stamps.map((stamp) => (
            <li key={stamp.stampId}>
              <StampChip stamp={stamp} />
            </li>
          ))}
        </ul>
      )}
      <div className="kz-ThanksCard-footer">
        {card.point > 0 && <span>{t('points', { count: card.point })}</span>}
        <time dateTime={card.sentAt}>{sentAt}</time>
        <button
          type="button"
          className="kz-ThanksCard-like"
          aria-pressed={card.liked}
          aria-label={card.likeCount === 1 ? t('likeOne') : t('like', { count: card.likeCount })}
          disabled={busy}
          onClick={() => onLike(card)}
        >
          <Icon name="heart" size={16} />
          <span aria-hidden="true">{formatThanksLikeCount(card.likeCount)}</span>
        </button>
      </div>
      {mine && (
        <div role="group" aria-label={t('yourReaction')} className="kz-ThanksCard-react">
          {THANKS_REACTIONS.map((reaction) => (
            <button
              key={reaction}
              type="button"
              aria-pressed={mine.reaction === reaction}
              disabled={busy}
              onClick={() => onReact(card, reaction)}
            >
              {t(`reaction.${reaction}`)}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
