import './thanks.css';
import type { ThanksCard } from '@kizuna/api-client/contract';
import { hasCapability } from '@kizuna/api-client/rules';
import { ErrorState, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { capabilityContextOfPrincipal, selectPrincipal, usePrincipalStore } from '../session';
import { personFeedPath } from './ThanksCardView';
import { bandBackground } from './stampLook';
import type { ThanksDirection } from './thanksFilter';
import { useThanksCards } from './useThanks';

/** Cards each list of the section shows. */
const LATEST = 3;

function LatestCards({ userId, direction }: { userId: number; direction: ThanksDirection }) {
  const { t } = useTranslation();
  const cards = useThanksCards({ userId, direction, divisionId: null, page: 1 }, LATEST);
  const headingId = `kz-person-thanks-${direction}`;
  const other = (card: ThanksCard) =>
    direction === 'received'
      ? t('thanks.person.from', { name: card.fromUser.fullName })
      : t('thanks.person.to', {
          names: card.toUsers.map((user) => user.fullName).join(t('thanks.card.separator')),
        });
  return (
    <div className="kz-person-thanks__list" aria-labelledby={headingId} role="group">
      <h3 id={headingId}>
        {t(`thanks.person.${direction}`)}
        {cards.data && (
          <span className="kz-person-thanks__total">
            {' '}
            {t('thanks.feed.count', { count: cards.data.totalCount })}
          </span>
        )}
      </h3>
      {cards.error != null ? (
        <ErrorState title={t('thanks.feed.loadFailed')} onRetry={cards.reload} />
      ) : !cards.data ? (
        <Skeleton lines={3} />
      ) : cards.data.items.length === 0 ? (
        <p className="kz-person-thanks__none">{t(`thanks.person.none.${direction}`)}</p>
      ) : (
        <ul>
          {cards.data.items.map((card) => (
            <li key={card.cardId}>
              <span
                className="kz-person-thanks__band"
                style={{ background: bandBackground(card.gradientLayers) }}
              />
              <span className="kz-person-thanks__who">{other(card)}</span>
              <span className="kz-person-thanks__message">{card.message}</span>
              <time dateTime={card.sentAt}>{formatDisplayDate(card.sentAt)}</time>
            </li>
          ))}
        </ul>
      )}
      {cards.data && cards.data.totalCount > 0 && (
        <Link
          to={`${personFeedPath(userId)}${direction === 'sent' ? '&show=sent' : ''}`}
          className="kz-person-thanks__all"
        >
          {t(`thanks.person.all.${direction}`)}
        </Link>
      )}
    </div>
  );
}

/**
 * A person's directory page: the latest thanks cards they received and sent, and the way to the
 * rest. Shown only to people with thanks.
 */
export function PersonThanksSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const principal = usePrincipalStore(selectPrincipal);
  const context = principal ? capabilityContextOfPrincipal(principal) : null;
  if (!hasCapability(context, { kind: 'rule', rule: 'thanks' })) return null;
  return (
    <section aria-labelledby="kz-detail-thanks" className="kz-person-thanks">
      <h2 id="kz-detail-thanks">{t('thanks.person.title')}</h2>
      <div className="kz-person-thanks__lists">
        <LatestCards userId={userId} direction="received" />
        <LatestCards userId={userId} direction="sent" />
      </div>
    </section>
  );
}
