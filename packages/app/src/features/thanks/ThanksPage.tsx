import './thanks.css';
import { useCallback, useEffect, useState } from 'react';
import type { ThanksCard } from '@kizuna/api-client/contract';
import { Button, Pagination } from '@kizuna/ui';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { Page } from '../../shared/Page';
import { useDivisionTree } from '../divisions';
import { selectPrincipal, useBadgeStore, usePrincipalStore } from '../session';
import { useColleagueSearch } from '../talk';
import type { MemberCandidate } from '../talk';
import { SendThanksDialog } from './SendThanksDialog';
import { ThanksFeed } from './ThanksFeed';
import { ThanksFilters } from './ThanksFilters';
import { selectReceivedThanks, useThanksEventsStore } from './thanksEventsStore';
import { readThanksFilter, writeThanksFilter } from './thanksFilter';
import type { ThanksFilter } from './thanksFilter';
import { THANKS_PAGE_SIZE, useThanksActions, useThanksCards, useThanksResources } from './useThanks';

/** The name of a person the shown cards carry. */
function nameOnCards(cards: readonly ThanksCard[], userId: number | null): string | null {
  for (const card of cards) {
    const person = [card.fromUser, ...card.toUsers].find((user) => user.userId === userId);
    if (person) return person.fullName;
  }
  return null;
}

/**
 * Opening the feed marks the cards one received as seen, and so does a card that arrives while it
 * is open (it joins the feed): the menu's badge goes.
 */
function useSeenFeed(reload: () => void) {
  const client = useClient();
  const received = useThanksEventsStore(selectReceivedThanks);
  const seq = received?.seq ?? 0;
  const [shownSeq] = useState(seq);
  useEffect(() => {
    if (seq !== shownSeq) reload();
    client.thanks.markRead().then(
      () => useBadgeStore.getState().setThanksUnseen(0),
      () => undefined,
    );
  }, [client, seq, shownSeq, reload]);
}

/** `/front/thanks`: the feed of thanks cards, narrowed by person and division, and sending a card. */
export function ThanksPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readThanksFilter(params);
  const myUserId = usePrincipalStore(selectPrincipal)?.userInfo.userId;
  const cards = useThanksCards(filter);
  const { points, stamps } = useThanksResources();
  const tree = useDivisionTree(filter.divisionId === null ? [] : [filter.divisionId]);
  const search = useColleagueSearch();
  const [chosen, setChosen] = useState<MemberCandidate | null>(null);
  const [sending, setSending] = useState(false);
  useSeenFeed(cards.reload);

  const data = cards.data;
  const replace = useCallback(
    (card: ThanksCard) => {
      if (data)
        cards.set({
          ...data,
          items: data.items.map((shown) => (shown.cardId === card.cardId ? card : shown)),
        });
    },
    [cards, data],
  );
  const actions = useThanksActions(replace, () => {
    cards.reload();
    points.reload();
  });
  const go = (next: Partial<ThanksFilter>) => setParams(writeThanksFilter({ ...filter, page: 1, ...next }));

  const personName =
    filter.userId === null
      ? ''
      : ((chosen?.userId === filter.userId ? chosen.fullname : null) ??
        nameOnCards(data?.items ?? [], filter.userId) ??
        t('thanks.filter.someone'));
  const sendable = points.data?.sendablePoint ?? 0;

  return (
    <Page title={t('thanks.title')} className="kz-thanks">
      <p className="kz-thanks__context">{t('thanks.context')}</p>
      <div className="kz-thanks__top">
        <dl className="kz-thanks-points" aria-busy={points.data ? undefined : true}>
          <div>
            <dt>{t('thanks.points.received')}</dt>
            <dd>{points.data ? t('thanks.points.value', { count: points.data.receivedPoint }) : '—'}</dd>
          </div>
          <div>
            <dt>{t('thanks.points.sendable')}</dt>
            <dd>{points.data ? t('thanks.points.value', { count: sendable }) : '—'}</dd>
          </div>
        </dl>
        <Button variant="primary" onPress={() => setSending(true)} isDisabled={!points.data}>
          <Send size={16} aria-hidden="true" />
          {t('thanks.send.open')}
        </Button>
      </div>
      <ThanksFilters
        filter={filter}
        personName={personName}
        tree={tree}
        onChange={go}
        onPerson={(person) => {
          setChosen(person);
          go({ userId: person.userId });
        }}
      />
      <section aria-labelledby="kz-thanks-feed" className="kz-thanks__feed">
        <h2 id="kz-thanks-feed" className="kz-VisuallyHidden">
          {t('thanks.feed.label')}
        </h2>
        {data && (
          <p className="kz-thanks__count" role="status">
            {t('thanks.feed.count', { count: data.totalCount })}
          </p>
        )}
        <ThanksFeed
          cards={cards.isLoading && !data ? null : (data?.items ?? null)}
          error={cards.error}
          onRetry={cards.reload}
          myUserId={myUserId}
          emptyTitle={
            filter.userId === null && filter.divisionId === null
              ? t('thanks.feed.empty')
              : t('thanks.feed.noMatch')
          }
          emptyHint={
            filter.userId === null && filter.divisionId === null
              ? t('thanks.feed.emptyHint')
              : t('thanks.feed.noMatchHint')
          }
          onLike={(card) => void actions.like(card)}
          onReact={(card, reaction) => myUserId !== undefined && void actions.react(card, myUserId, reaction)}
        />
        {data && (
          <Pagination
            page={filter.page}
            pageSize={THANKS_PAGE_SIZE}
            totalCount={data.totalCount}
            onPageChange={(page) => go({ page })}
          />
        )}
      </section>
      {sending && (
        <SendThanksDialog
          search={search}
          stamps={stamps}
          sendablePoint={sendable}
          myUserId={myUserId}
          initialReceivers={
            chosen && chosen.userId === filter.userId && chosen.userId !== myUserId ? [chosen] : []
          }
          onSend={actions.send}
          onClose={() => setSending(false)}
        />
      )}
    </Page>
  );
}
