import './thanks.css';
import { useCallback, useEffect, useState } from 'react';
import type { ThanksCard } from '@kizuna/api-client/contract';
import { Button, Pagination } from '@kizuna/ui';
import { Send, X } from 'lucide-react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { Page } from '../../shared/Page';
import { DivisionFilter, useDivisionTree } from '../divisions';
import type { LoadedDivisionTree } from '../divisions';
import { selectPrincipal, useBadgeStore, usePrincipalStore } from '../session';
import { useColleagueSearch } from '../talk';
import type { MemberCandidate } from '../talk';
import { PersonFilter } from './PersonFilter';
import { SendThanksDialog } from './SendThanksDialog';
import { ThanksFeed } from './ThanksFeed';
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

/** The name of a division the tree has loaded. */
function divisionName(tree: LoadedDivisionTree, divisionId: number | null): string | null {
  const known = [...(tree.roots ?? []), ...[...tree.knownChildren.values()].flat()];
  return known.find((division) => division.divisionId === divisionId)?.divisionName ?? null;
}

/** Opening the feed marks the cards one received as seen: the menu's badge goes. */
function useMarkSeen() {
  const client = useClient();
  useEffect(() => {
    client.thanks.markRead().then(
      () => useBadgeStore.getState().setThanksUnseen(0),
      () => undefined,
    );
  }, [client]);
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
  useMarkSeen();

  const data = cards.data;
  const replace = useCallback(
    (card: ThanksCard) => {
      if (data) cards.set({ ...data, items: data.items.map((shown) => (shown.cardId === card.cardId ? card : shown)) });
    },
    [cards, data],
  );
  const actions = useThanksActions(replace, () => {
    cards.reload();
    points.reload();
  });
  const go = (next: Partial<ThanksFilter>) =>
    setParams(writeThanksFilter({ ...filter, page: 1, ...next }));

  const personName =
    filter.userId === null
      ? ''
      : ((chosen?.userId === filter.userId ? chosen.fullname : null) ??
        nameOnCards(data?.items ?? [], filter.userId) ??
        t('thanks.filter.someone'));
  const division = divisionName(tree, filter.divisionId);
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
      <section className="kz-thanks__filters" aria-label={t('thanks.filter.label')}>
        <PersonFilter
          name={filter.userId === null ? '' : personName}
          onSelect={(person) => {
            setChosen(person);
            go({ userId: person.userId });
          }}
        />
        {filter.userId !== null && (
          <div className="kz-thanks__person-tools">
            <ToggleButtonGroup
              aria-label={t('thanks.filter.direction', { name: personName })}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[filter.direction]}
              onSelectionChange={(keys) => go({ direction: keys.has('sent') ? 'sent' : 'received' })}
              className="kz-thanks__direction"
            >
              <ToggleButton id="received" className="kz-Button" data-size="small">
                {t('thanks.filter.received')}
              </ToggleButton>
              <ToggleButton id="sent" className="kz-Button" data-size="small">
                {t('thanks.filter.sent')}
              </ToggleButton>
            </ToggleButtonGroup>
            <Button variant="quiet" onPress={() => go({ userId: null, direction: 'received' })}>
              <X size={16} aria-hidden="true" />
              {t('thanks.filter.clearPerson')}
            </Button>
          </div>
        )}
        <details className="kz-thanks__divisions" open={filter.divisionId !== null ? true : undefined}>
          <summary>
            {t('thanks.filter.division')}: {division ?? t('thanks.filter.allDivisions')}
          </summary>
          <DivisionFilter
            tree={tree}
            selectedId={filter.divisionId}
            onSelect={(divisionId) => go({ divisionId })}
            label={t('thanks.filter.division')}
            allLabel={t('thanks.filter.allDivisions')}
            loadFailed={t('thanks.filter.divisionsFailed')}
            skeletonLines={4}
          />
        </details>
      </section>
      <section aria-label={t('thanks.feed.label')} className="kz-thanks__feed">
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
          emptyTitle={filter.userId === null && filter.divisionId === null ? t('thanks.feed.empty') : t('thanks.feed.noMatch')}
          emptyHint={filter.userId === null && filter.divisionId === null ? t('thanks.feed.emptyHint') : t('thanks.feed.noMatchHint')}
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
          initialReceivers={chosen && chosen.userId === filter.userId && chosen.userId !== myUserId ? [chosen] : []}
          onSend={actions.send}
          onClose={() => setSending(false)}
        />
      )}
    </Page>
  );
}
