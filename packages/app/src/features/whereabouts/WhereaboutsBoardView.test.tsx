import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { useDestinationStore } from './destinationStore';
import { WhereaboutsBoardView, type Board } from './WhereaboutsBoardPage';

const BOARD: Board = {
  divisionName: '営業一課',
  parentDivisionNames: ['営業本部'],
  totalCount: 2,
  people: [
    {
      userId: 11,
      fullname: '山田 太郎',
      fullnameKana: 'ヤマダ タロウ',
      position: null,
      destination: null,
      presence: 'AVAILABLE',
    },
    {
      userId: 12,
      fullname: '佐藤 花子',
      fullnameKana: 'サトウ ハナコ',
      position: '課長',
      destination: { kind: 'CUSTOM', destId: 3, destName: '大阪支社', destColor: '#b34700' },
      presence: 'BUSY',
    },
  ],
};

function tileOf(name: string): HTMLElement {
  const tile = screen.getByRole('link', { name }).closest('li');
  if (!tile) throw new Error(`no tile for ${name}`);
  return tile;
}

describe('WhereaboutsBoardView', () => {
  it('shows each person’s destination and presence in words, in Japanese', () => {
    renderWithProviders(<WhereaboutsBoardView board={BOARD} divisionId={5} />, { language: 'ja' });
    expect(screen.getByRole('list', { name: '営業一課の行き先' })).toBeInTheDocument();
    expect(within(tileOf('山田 太郎')).getByText('未設定')).toBeInTheDocument();
    expect(within(tileOf('佐藤 花子')).getByText('大阪支社')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '佐藤 花子' })).toHaveAttribute(
      'href',
      '/internalContacts/detail/12',
    );
  });

  it('follows a destination that changes while the board is open', () => {
    renderWithProviders(<WhereaboutsBoardView board={BOARD} divisionId={5} />);
    expect(within(tileOf('山田 太郎')).getByText('Not set')).toBeInTheDocument();
    act(() =>
      useDestinationStore.getState().apply([
        {
          userId: 11,
          destination: { kind: 'MEETING', destId: null, destName: '会議中', destColor: '#c62828' },
        },
      ]),
    );
    expect(within(tileOf('山田 太郎')).getByText('In a meeting')).toBeInTheDocument();
    expect(within(tileOf('佐藤 花子')).getByText('大阪支社')).toBeInTheDocument();
  });

  it('says so when the division has no one, and offers the way back', () => {
    renderWithProviders(
      <WhereaboutsBoardView board={{ ...BOARD, people: [], totalCount: 0 }} divisionId={5} />,
    );
    expect(screen.getByText('No one belongs to this division.')).toBeInTheDocument();
  });
});
