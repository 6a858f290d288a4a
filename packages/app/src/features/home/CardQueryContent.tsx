import { ErrorState, Skeleton } from '@kizuna/ui';
import type { ReactNode } from 'react';
import type { Query } from '../../shared/useQuery';

/** What a card shows of its query: the answer, whether it is still coming, why it failed, and how to ask again. */
export type CardQuery<T> = Pick<Query<T>, 'data' | 'error' | 'isLoading' | 'reload'>;

export interface CardQueryContentProps<T> {
  query: CardQuery<T>;
  /** Announced while the card loads. */
  loading: string;
  /** What failed, shown with Retry. */
  failed: string;
  /** Whether the answer has nothing to show. */
  isEmpty: (data: T) => boolean;
  /** The card's empty state. */
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A card's content by the state of its own query: skeleton lines while it loads, an error with
 * Retry when it failed (inside the card, never replacing the page), its empty state, or the data.
 */
export function CardQueryContent<T>({
  query,
  loading,
  failed,
  isEmpty,
  empty,
  children,
}: CardQueryContentProps<T>) {
  if (query.error)
    return <ErrorState className="kz-dashboard-card__state" title={failed} onRetry={query.reload} />;
  if (query.isLoading || query.data === null) {
    return (
      <div aria-busy="true">
        <p className="kz-VisuallyHidden" role="status">
          {loading}
        </p>
        <Skeleton lines={4} />
      </div>
    );
  }
  if (isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
