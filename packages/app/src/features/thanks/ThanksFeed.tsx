import type { ThanksCard, ThanksReaction } from '@kizuna/api-client/contract';
import { EmptyState, ErrorState, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { ThanksCardView } from './ThanksCardView';

export interface ThanksFeedProps {
  /** Null while the first answer is awaited. */
  cards: readonly ThanksCard[] | null;
  error: unknown;
  onRetry: () => void;
  myUserId: number | undefined;
  /** Said when there are no cards (what the filter was, how to widen it). */
  emptyTitle: string;
  emptyHint: string;
  onLike: (card: ThanksCard) => void;
  onReact: (card: ThanksCard, reaction: ThanksReaction) => void;
}

/** The cards, newest first, with their loading, error and empty states. */
export function ThanksFeed({
  cards,
  error,
  onRetry,
  myUserId,
  emptyTitle,
  emptyHint,
  onLike,
  onReact,
}: ThanksFeedProps) {
  const { t } = useTranslation();
  if (error != null) return <ErrorState title={t('thanks.feed.loadFailed')} onRetry={onRetry} />;
  if (!cards) {
    return (
      <div className="kz-thanks-feed" aria-busy="true">
        <p className="kz-VisuallyHidden" role="status">
          {t('thanks.feed.loading')}
        </p>
        {[0, 1, 2].map((index) => (
          <div key={index} className="kz-thanks-card kz-thanks-card--skeleton" aria-hidden="true">
            <Skeleton lines={4} />
          </div>
        ))}
      </div>
    );
  }
  if (cards.length === 0) return <EmptyState title={emptyTitle} description={emptyHint} icon="inbox" />;
  return (
    <div className="kz-thanks-feed">
      {cards.map((card) => (
        <ThanksCardView key={card.cardId} card={card} myUserId={myUserId} onLike={onLike} onReact={onReact} />
      ))}
    </div>
  );
}
