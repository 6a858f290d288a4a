import type { ThanksCard, ThanksReaction } from '@kizuna/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useKizunaClient } from '../client/KizunaClientProvider';

/** Which cards to show: one by id, the latest a person received, or the tenant's latest. */
export interface ThanksCardsSource {
  cardId?: number | undefined;
  userId?: number | undefined;
  /** How many of the latest cards. */
  limit: number;
}

/** Why nothing is shown: no session, no such card, or any other failure. */
export type ThanksCardsProblem = 'signedOut' | 'notFound' | 'failed';

export interface UseThanksCardsResult {
  /** The cards, newest first; `undefined` until the first answer. */
  cards: ThanksCard[] | undefined;
  /** The signed-in person, who reacts to the cards they received. */
  myUserId: number | undefined;
  problem: ThanksCardsProblem | null;
  /** Loads the cards again (after a failure, or after sending one). */
  reload: () => void;
  /** Likes a card once; resolves to the new like count, or rejects when the server refused. */
  like: (card: ThanksCard) => Promise<ThanksCard>;
  /** Sets the signed-in receiver's reaction; rejects when the server refused. */
  react: (card: ThanksCard, reaction: ThanksReaction) => Promise<void>;
}

function problemOf(error: unknown): ThanksCardsProblem {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (status === 401) return 'signedOut';
  return status === 404 ? 'notFound' : 'failed';
}

/** The cards a thanks card widget shows, with the signed-in person's like and reaction. */
export function useThanksCards({ cardId, userId, limit }: ThanksCardsSource): UseThanksCardsResult {
  const client = useKizunaClient();
  // Keyed by source: another source starts from loading, a reload keeps the cards until it answers.
  const key = `${cardId}:${userId}:${limit}`;
  const [state, setState] = useState<{
    key: string;
    cards: ThanksCard[] | undefined;
    myUserId: number | undefined;
    problem: ThanksCardsProblem | null;
  }>({ key, cards: undefined, myUserId: undefined, problem: null });
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const cards =
      cardId !== undefined
        ? client.thanks.card({ params: { cardId } }, { signal }).then((card) => [card])
        : client.thanks
            .cards(
              { query: { page: 1, size: limit, ...(userId !== undefined ? { toUserId: userId } : {}) } },
              { signal },
            )
            .then((page) => page.items);
    Promise.all([cards, client.principal.userInfo(undefined, { signal })]).then(
      ([items, me]) => {
        if (!signal.aborted) setState({ key, cards: items, myUserId: me.userId, problem: null });
      },
      (error: unknown) => {
        if (!signal.aborted)
          setState({ key, cards: undefined, myUserId: undefined, problem: problemOf(error) });
      },
    );
    return () => controller.abort();
  }, [client, key, cardId, userId, limit, tick]);

  const replace = useCallback((next: ThanksCard) => {
    setState((previous) => ({
      ...previous,
      cards: previous.cards?.map((card) => (card.cardId === next.cardId ? next : card)),
    }));
  }, []);

  const like = useCallback(
    async (card: ThanksCard) => {
      const likes = await client.thanks.like({ params: { cardId: card.cardId } });
      const next = { ...card, likeCount: likes.likeCount, liked: likes.liked };
      replace(next);
      return next;
    },
    [client, replace],
  );

  const react = useCallback(
    async (card: ThanksCard, reaction: ThanksReaction) => {
      const receiver = await client.thanks.react({
        params: { cardId: card.cardId, userId: state.myUserId ?? 0 },
        body: { reaction },
      });
      replace({
        ...card,
        toUsers: card.toUsers.map((to) => (to.userId === receiver.userId ? receiver : to)),
      });
    },
    [client, replace, state.myUserId],
  );

  const reload = useCallback(() => setTick((value) => value + 1), []);
  const current = state.key === key;
  return {
    cards: current ? state.cards : undefined,
    myUserId: state.myUserId,
    problem: current ? state.problem : null,
    reload,
    like,
    react,
  };
}
