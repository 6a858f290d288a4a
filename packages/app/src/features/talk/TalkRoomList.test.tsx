import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { NOV_26_10AM, talkRoom } from './talkFixtures';
import { TalkRoomList } from './TalkRoomList';

const now = new Date(2026, 10, 26, 18, 0);

describe('TalkRoomList', () => {
  it('lists rooms as links to their hash with unread count, latest message and time', () => {
    renderWithProviders(
      <TalkRoomList
        rooms={[
          talkRoom({ talkRoomId: 1, unreadCount: 3, favorite: true }),
          talkRoom({
            talkRoomId: 2,
            groupTalk: true,
            talkRoomTitle: '営業一課',
            latestMessage: {
              messageType: 'IMAGE',
              talkMessageId: 5,
              message: 'photo.png',
              removed: false,
              createdAt: NOV_26_10AM - 86_400,
            },
          }),
          talkRoom({
            talkRoomId: 3,
            talkRoomTitle: '鈴木 一郎',
            latestMessage: {
              messageType: 'TEXT',
              talkMessageId: 6,
              message: 'x',
              removed: true,
              createdAt: NOV_26_10AM,
            },
          }),
        ]}
        selectedId={2}
        isLoading={false}
        error={null}
        onRetry={vi.fn()}
        searchedWord=""
        now={now}
      />,
    );
    const links = within(screen.getByRole('list', { name: 'Talks' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/#talkRoomId=1',
      '/#talkRoomId=2',
      '/#talkRoomId=3',
    ]);
    expect(links[0]).toHaveTextContent('おはようございます');
    expect(links[0]).toHaveTextContent('10:00');
    expect(within(links[0]!).getByLabelText('3 unread messages')).toBeInTheDocument();
    expect(within(links[0]!).getByLabelText('Favourite')).toBeInTheDocument();
    expect(links[1]).toHaveAttribute('aria-current', 'true');
    expect(links[1]).toHaveTextContent('Image');
    expect(links[1]).toHaveTextContent('2026/11/25');
    expect(links[2]).toHaveTextContent('This message was deleted.');
    expect(within(links[1]!).queryByRole('status')).toBeNull();
  });

  it('says what was searched when nothing matches, and offers retry after a failure', () => {
    const { rerender } = renderWithProviders(
      <TalkRoomList
        rooms={[]}
        selectedId={null}
        isLoading={false}
        error={null}
        onRetry={vi.fn()}
        searchedWord="さとう"
      />,
      { language: 'ja' },
    );
    expect(screen.getByText('「さとう」に一致するトークはありません。')).toBeInTheDocument();
    rerender(
      <TalkRoomList
        rooms={[]}
        selectedId={null}
        isLoading={false}
        error={new Error('x')}
        onRetry={vi.fn()}
        searchedWord=""
      />,
    );
    expect(screen.getByText('トーク一覧を読み込めませんでした。')).toBeInTheDocument();
  });
});
