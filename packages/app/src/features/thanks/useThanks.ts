import { useCallback } from 'react';
import { KizunaHttpError } from '@kizuna/api-client';
import type { ThanksCard, ThanksCardPage, ThanksReaction } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { useToast } from '../../shared/toast';
import { useQuery } from '../../shared/useQuery';
import type { SendThanksRequest } from './SendThanksDialog';
import type { SendThanksProblems } from './sendThanksForm';
import { cardsQuery } from './thanksFilter';
import type { ThanksFilter } from './thanksFilter';

/** Cards per page of the feed. */
export const THANKS_PAGE_SIZE = 20;

/** The feed's page for a filter. */
export function useThanksCards(filter: ThanksFilter, size = THANKS_PAGE_SIZE) {
  const client = useClient();
  const query = cardsQuery(filter, size);
  return useQuery<ThanksCardPage>(
    (signal) => client.thanks.cards({ query }, { signal }),
    JSON.stringify(query),
  );
}

/** The sender's points (received this tally, still sendable this week) and the effective stamps. */
export function useThanksResources() {
  const client = useClient();
  const points = useQuery((signal) => client.principal.thanksPointStatus(undefined, { signal }), 'points');
  const stamps = useQuery((signal) => client.thanks.stamps(undefined, { signal }), 'stamps');
  return { points, stamps: stamps.data?.stamps ?? [] };
}

/** A refused send, by the field it concerns; null when the refusal concerns none. */
export function sendProblemsOf(error: unknown): SendThanksProblems | null {
  const code = error instanceof KizunaHttpError ? error.code : undefined;
  if (code === 'THANKS_INSUFFICIENT_POINTS') return { point: { key: 'thanks.send.errors.notEnoughPoints' } };
  if (code === 'THANKS_RECEIVER_UNAVAILABLE' || code === 'THANKS_USER_NOT_FOUND') {
    return { receivers: { key: 'thanks.send.errors.receiverUnavailable' } };
  }
  const problems: SendThanksProblems = {};
  for (const field of fieldErrorsOf(error)) {
    const name = field.path === 'body.toUserIds' ? 'receivers' : field.path.replace(/^body\./, '');
    if (name === 'receivers' || name === 'message' || name === 'point') {
      const values = Object.fromEntries(
        Object.entries(field.values ?? {}).map(([key, value]) => [key, Number(value)]),
      );
      problems[name] = { key: `validation.${field.key}`, values };
    }
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** Liking, reacting and sending, each reporting its failure in words; the feed shows the answers. */
export function useThanksActions(replace: (card: ThanksCard) => void, onSent: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();

  const like = useCallback(
    async (card: ThanksCard) => {
      // A like is once per person: liking again changes nothing.
      if (card.liked) return;
      replace({ ...card, liked: true, likeCount: card.likeCount + 1 });
      try {
        const likes = await client.thanks.like({ params: { cardId: card.cardId } });
        replace({ ...card, liked: likes.liked, likeCount: likes.likeCount });
      } catch {
        replace(card);
        toast({ title: t('thanks.errors.likeFailed'), tone: 'danger' });
      }
    },
    [client, replace, t, toast],
  );

  const react = useCallback(
    async (card: ThanksCard, userId: number, reaction: ThanksReaction) => {
      const withReaction = (value: ThanksCard['toUsers'][number]['reaction']) => ({
        ...card,
        toUsers: card.toUsers.map((receiver) =>
          receiver.userId === userId ? { ...receiver, reaction: value } : receiver,
        ),
      });
      replace(withReaction(reaction));
      try {
        const receiver = await client.thanks.react({
          params: { cardId: card.cardId, userId },
          body: { reaction },
        });
        replace(withReaction(receiver.reaction));
      } catch {
        replace(card);
        toast({ title: t('thanks.errors.reactFailed'), tone: 'danger' });
      }
    },
    [client, replace, t, toast],
  );

  const send = useCallback(
    async (request: SendThanksRequest): Promise<SendThanksProblems | null> => {
      try {
        await client.thanks.send({ body: request });
        toast({ title: t('thanks.send.sent'), tone: 'success' });
        onSent();
        return null;
      } catch (error) {
        const problems = sendProblemsOf(error);
        if (!problems) toast({ title: t('thanks.send.failed'), tone: 'danger' });
        return problems ?? {};
      }
    },
    [client, onSent, t, toast],
  );

  return { like, react, send };
}
