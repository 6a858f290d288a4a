import type { MyAnpiCheck } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { FIXTURE_NOTICES } from './homeFixtures';
import { NoticesCard } from './NoticesCard';

function check(checkId: number, title: string, kind: 'REAL' | 'DRILL'): MyAnpiCheck['check'] {
  return {
    checkId,
    kind,
    title,
    message: `${title}: 無事かどうか、出社できるかを回答してください。`,
    wholeCompany: true,
    divisions: [],
    startedAt: '2026-11-26T13:45:00.000Z',
    startedBy: null,
    closedAt: null,
    closedBy: null,
    targetCount: 120,
    answeredCount: 30,
  };
}

const WAITING: MyAnpiCheck = { check: check(9, '地震（震度5強）の安否確認', 'REAL'), answer: null };
const ANSWERED: MyAnpiCheck = {
  check: check(8, '防災訓練', 'DRILL'),
  answer: {
    safety: 'MINOR_INJURY',
    canWork: false,
    comment: '',
    answeredAt: '2026-11-26T14:00:00.000Z',
    enteredBy: null,
  },
};

function renderCard(
  anpiChecks: readonly MyAnpiCheck[],
  notices = FIXTURE_NOTICES,
  language: 'en' | 'ja' = 'en',
) {
  return renderWithProviders(
    <NoticesCard
      anpiChecks={anpiChecks}
      notices={notices}
      isLoading={false}
      error={null}
      onMarkRead={() => {}}
      onMarkAllRead={() => {}}
    />,
    { language },
  );
}

describe('NoticesCard with safety checks', () => {
  it('lists the checks that ask the person before the notices: waiting ones to answer, answered ones to change', () => {
    renderCard([WAITING, ANSWERED]);
    const checks = screen.getByRole('list', { name: 'Safety checks waiting for you' });
    const [waiting, answered] = within(checks).getAllByRole('listitem');
    expect(waiting).toHaveAccessibleName('地震（震度5強）の安否確認');
    expect(waiting).toHaveTextContent(/Safety check.*Not answered/);
    expect(waiting).toHaveTextContent('無事かどうか、出社できるかを回答してください。');
    expect(
      within(waiting!).getByRole('link', { name: 'Answer the safety check: 地震（震度5強）の安否確認' }),
    ).toHaveAttribute('href', '/anpi');
    expect(answered).toHaveTextContent(/Safety check \(drill\).*Answered: Minor injury/);
    expect(
      within(answered!).getByRole('link', {
        name: 'See or change your answer to the safety check: 防災訓練',
      }),
    ).toHaveAttribute('href', '/anpi');
    // The notices follow, as before.
    expect(screen.getByText('年末年始の休業日について')).toBeInTheDocument();
    expect(
      checks.compareDocumentPosition(screen.getByText('年末年始の休業日について')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says it in Japanese, and does not also say "no notices" under a check', () => {
    renderCard([WAITING], [], 'ja');
    const item = screen.getByRole('listitem', { name: '地震（震度5強）の安否確認' });
    expect(item).toHaveTextContent(/安否確認.*未回答/);
    expect(
      within(item).getByRole('link', { name: '安否確認に回答する: 地震（震度5強）の安否確認' }),
    ).toHaveTextContent('今すぐ回答する');
    expect(screen.queryByText('お知らせはありません。')).toBeNull();
  });

  it('shows only the notices when no check asks the person', () => {
    renderCard([]);
    expect(screen.queryByRole('list', { name: 'Safety checks waiting for you' })).toBeNull();
    expect(screen.getByText('年末年始の休業日について')).toBeInTheDocument();
  });
});
