import type { ThanksCard, ThanksReaction, ThanksUser } from '@kizuna/api-client/contract';
import { THANKS_REACTIONS, formatThanksLikeCount } from '@kizuna/api-client/contract';
import { BicepsFlexed, Heart, Smile, ThumbsUp, Zap } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FaceThumbnail } from '../../shared/FaceThumbnail';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { StampChip, bandBackground } from './stampLook';
import { messageParts } from './thanksText';

const REACTION_ICONS: Record<ThanksReaction, LucideIcon> = { 1: Smile, 2: BicepsFlexed, 3: ThumbsUp, 4: Zap };

/** The feed filtered on a person: the cards they received and sent. */
export function personFeedPath(userId: number): string {
  return `/thanks?userFilterInfoId=${userId}`;
}

function PersonLink({ person }: { person: ThanksUser }) {
  return (
    <Link to={personFeedPath(person.userId)} className="kz-thanks-person">
      <FaceThumbnail userId={person.userId} alt="" size={28} />
      <span className="kz-thanks-person__name">{person.fullName}</span>
    </Link>
  );
}

function ReactionLabel({ reaction }: { reaction: ThanksReaction }) {
  const { t } = useTranslation();
  const ReactionIcon = REACTION_ICONS[reaction];
  return (
    <>
      <ReactionIcon aria-hidden="true" size={14} />
      {t(`thanks.reactions.${reaction}`)}
    </>
  );
}

export interface ThanksCardViewProps {
  card: ThanksCard;
  /** The signed-in person: as a receiver they set their reaction. */
  myUserId: number | undefined;
  onLike: (card: ThanksCard) => void;
  onReact: (card: ThanksCard, reaction: ThanksReaction) => void;
}

/** One thanks card: its band of colours, sender, receivers with their reactions, message, stamps, points and likes. */
export function ThanksCardView({ card, myUserId, onLike, onReact }: ThanksCardViewProps) {
  const { t } = useTranslation();
  const titleId = `kz-thanks-card-${card.cardId}`;
  const mine = card.toUsers.find((receiver) => receiver.userId === myUserId);
  const names = card.toUsers.map((receiver) => receiver.fullName).join(t('thanks.card.separator'));
  return (
    <article className="kz-thanks-card" aria-labelledby={titleId}>
      <div
        className="kz-thanks-card__band"
        style={{ background: bandBackground(card.gradientLayers) }}
        data-layers={card.gradientLayers.length}
      />
      <h3 id={titleId} className="kz-VisuallyHidden">
        {t('thanks.card.title', { from: card.fromUser.fullName, to: names })}
      </h3>
      <div className="kz-thanks-card__people">
        <PersonLink person={card.fromUser} />
        <span className="kz-thanks-card__to">{t('thanks.card.to')}</span>
        <ul className="kz-thanks-card__receivers" aria-label={t('thanks.card.receivers')}>
          {card.toUsers.map((receiver) => (
            <li key={receiver.userId}>
              <PersonLink person={receiver} />
              {receiver.reaction !== 0 && (
                <span className="kz-thanks-reaction">
                  <ReactionLabel reaction={receiver.reaction} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p className="kz-thanks-card__message">
        {messageParts(card.message).map((part, index) =>
          part.kind === 'text' ? (
            part.text
          ) : (
            <span key={index} className="kz-thanks-tag">
              #{part.tag}
            </span>
          ),
        )}
      </p>
      {card.stamps.length > 0 && (
        <ul className="kz-thanks-card__stamps" aria-label={t('thanks.card.stamps')}>
          {card.stamps.map((stamp) => (
            <li key={stamp.stampId}>
              <StampChip stamp={stamp} />
            </li>
          ))}
        </ul>
      )}
      <div className="kz-thanks-card__footer">
        {card.point > 0 && (
          <span className="kz-thanks-card__points">{t('thanks.card.points', { count: card.point })}</span>
        )}
        <time dateTime={card.sentAt}>{formatDisplayDate(card.sentAt, 'dateTime')}</time>
        <button
          type="button"
          className="kz-thanks-like"
          aria-pressed={card.liked}
          aria-label={t('thanks.card.like', { count: card.likeCount })}
          onClick={() => onLike(card)}
        >
          <Heart aria-hidden="true" size={16} />
          <span aria-hidden="true">{formatThanksLikeCount(card.likeCount)}</span>
        </button>
      </div>
      {mine && (
        <div role="group" aria-label={t('thanks.card.yourReaction')} className="kz-thanks-card__react">
          {THANKS_REACTIONS.map((reaction) => (
            <button
              key={reaction}
              type="button"
              className="kz-thanks-react"
              aria-pressed={mine.reaction === reaction}
              onClick={() => onReact(card, reaction)}
            >
              <ReactionLabel reaction={reaction} />
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
