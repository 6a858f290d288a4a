import './whereabouts.css';
import type { Destination, PresenceStatus } from '@kizuna/api-client/contract';
import { EmptyState, ErrorState, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { Page } from '../../shared/Page';
import { useQuery } from '../../shared/useQuery';
import { PresenceIndicator } from '../presence';
import { PersonDestination } from './PersonDestination';

/** People a board shows: one page of the directory's largest size. */
const BOARD_SIZE = 100;

export interface BoardPerson {
  userId: number;
  fullname: string;
  fullnameKana: string;
  position: string | null;
  destination: Destination | null;
  presence: PresenceStatus;
}

export interface Board {
  divisionName: string;
  parentDivisionNames: string[];
  people: BoardPerson[];
  totalCount: number;
}

/** The division's people in the directory's order, with their destination and presence. */
function useBoard(divisionId: number) {
  const client = useClient();
  return useQuery<Board>(async (signal) => {
    const [info, page] = await Promise.all([
      client.divisions.info({ params: { divisionId } }, { signal }),
      client.internalContacts.search(
        { query: { page: 1, size: BOARD_SIZE }, body: { divisionIds: [divisionId], searchType: 'PARTIAL' } },
        { signal },
      ),
    ]);
    const userIds = page.items.map((item) => item.userId);
    const [destinations, presence] =
      userIds.length === 0
        ? [{ items: [] }, { items: [] }]
        : await Promise.all([
            client.userDest.statuses({ body: { userIds } }, { signal }),
            client.presence.statuses({ body: { userIds } }, { signal }),
          ]);
    const destinationOf = new Map(destinations.items.map((item) => [item.userId, item.destination]));
    const presenceOf = new Map(presence.items.map((item) => [item.userId, item.status]));
    return {
      divisionName: info.divisionName,
      parentDivisionNames: info.parentDivisionNames,
      totalCount: page.totalCount,
      people: page.items.map((item) => ({
        userId: item.userId,
        fullname: item.fullname,
        fullnameKana: item.fullnameKana,
        position: item.position,
        destination: destinationOf.get(item.userId) ?? null,
        presence: presenceOf.get(item.userId) ?? 'UNKNOWN',
      })),
    };
  }, `board:${divisionId}`);
}

export interface WhereaboutsBoardViewProps {
  board: Board;
  divisionId: number;
}

/** The board itself: a tile per person, their destination and presence each in words. */
export function WhereaboutsBoardView({ board, divisionId }: WhereaboutsBoardViewProps) {
  const { t } = useTranslation();
  if (board.people.length === 0) {
    return <EmptyState title={t('whereabouts.board.empty')} description={t('whereabouts.board.emptyHint')} />;
  }
  return (
    <>
      <ul
        className="kz-whereabouts-board"
        aria-label={t('whereabouts.board.listLabel', { division: board.divisionName })}
      >
        {board.people.map((person) => (
          <li key={person.userId} className="kz-whereabouts-board__person">
            <Link className="kz-whereabouts-board__name" to={`/internalContacts/detail/${person.userId}`}>
              {person.fullname}
            </Link>
            {person.fullnameKana && (
              <span className="kz-whereabouts-board__kana" lang="ja">
                {person.fullnameKana}
              </span>
            )}
            <span className="kz-whereabouts-board__state">
              <span className="kz-VisuallyHidden">{t('whereabouts.board.destination')} </span>
              <PersonDestination userId={person.userId} destination={person.destination} showNotSet />
            </span>
            <span className="kz-whereabouts-board__state">
              <span className="kz-VisuallyHidden">{t('whereabouts.board.presence')} </span>
              <PresenceIndicator status={person.presence} />
            </span>
          </li>
        ))}
      </ul>
      {board.totalCount > board.people.length && (
        <p className="kz-whereabouts-board__more">
          {t('whereabouts.board.more', { shown: board.people.length, total: board.totalCount })}{' '}
          <Link to={`/internalContacts?divisionId=${divisionId}`}>
            {t('whereabouts.board.openDirectory')}
          </Link>
        </p>
      )}
    </>
  );
}

export interface WhereaboutsBoardPageProps {
  divisionId: number;
}

/**
 * `/front/internalContacts/whereabouts/{divisionId}`: the whereabouts board (行き先掲示板) of a
 * division, like the whiteboard by an office's door: everyone's destination and presence at a
 * glance, in the directory's order, changes arriving live.
 */
export function WhereaboutsBoardPage({ divisionId }: WhereaboutsBoardPageProps) {
  const { t } = useTranslation();
  const board = useBoard(divisionId);
  const data = board.data;
  return (
    <Page
      title={t('whereabouts.board.title')}
      className="kz-whereabouts"
      back={<Link to={`/internalContacts?divisionId=${divisionId}`}>{t('whereabouts.board.back')}</Link>}
    >
      {data && (
        <p className="kz-whereabouts__context">
          {[...data.parentDivisionNames, data.divisionName].join(' › ')}
          {' · '}
          {t('whereabouts.board.count', { count: data.totalCount })}
        </p>
      )}
      {board.error != null ? (
        <ErrorState title={t('whereabouts.board.loadFailed')} onRetry={board.reload} />
      ) : !data ? (
        <Skeleton lines={6} />
      ) : (
        <WhereaboutsBoardView board={data} divisionId={divisionId} />
      )}
    </Page>
  );
}
