import type { AiSummary } from '@kizuna/api-client/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AiSummaryCard } from './AiSummaryCard';

const MADE = '2026-04-01T03:04:00.000Z';
const none = { summary: null, updatedAt: null, kind: null, lacking: null } as const;

function card(summary: AiSummary, options: { language?: 'en' | 'ja'; hidden?: boolean } = {}) {
  return renderWithProviders(<AiSummaryCard summary={summary} hidden={options.hidden} />, {
    language: options.language ?? 'en',
  }).container;
}

describe('the AI summary card', () => {
  it('shows the summary, says it is extractive, and when it was made', () => {
    card({
      summary: '法人営業を担当しています。',
      state: 'SUCCESS',
      updatedAt: MADE,
      kind: 'EXTRACTIVE',
      lacking: null,
    });
    expect(screen.getByText('法人営業を担当しています。')).toBeVisible();
    expect(
      screen.getByText(/^Extractive summary: sentences picked from the profile as written/),
    ).toBeVisible();
    expect(screen.getByText(`Made ${formatDisplayDate(MADE, 'dateTime')}`)).toBeVisible();
  });

  it('says a generated summary was written by AI, in Japanese too', () => {
    card(
      { summary: '要約', state: 'SUCCESS', updatedAt: MADE, kind: 'GENERATIVE', lacking: null },
      { language: 'ja' },
    );
    expect(screen.getByText(/AI が作成した要約です/)).toBeVisible();
    expect(screen.getByText(`${formatDisplayDate(MADE, 'dateTime')} 作成`)).toBeVisible();
  });

  it.each([
    [
      'PROFILE',
      'The profile does not say enough for a summary yet.',
      'プロフィールの情報が足りないため、まだ要約を作成できません。',
    ],
    [
      'THANKS',
      'Not enough thanks have been received for a summary yet.',
      '受け取ったサンクスが足りないため、まだ要約を作成できません。',
    ],
    [
      'BOTH',
      'The profile and the thanks received do not say enough for a summary yet.',
      'プロフィールの情報と受け取ったサンクスが足りないため、まだ要約を作成できません。',
    ],
  ] as const)('says what a NOT_ENOUGH summary lacks: %s', (lacking, en, ja) => {
    const { unmount } = renderWithProviders(
      <AiSummaryCard summary={{ ...none, state: 'NOT_ENOUGH', lacking }} />,
    );
    expect(screen.getByText(en)).toBeVisible();
    unmount();
    card({ ...none, state: 'NOT_ENOUGH', lacking }, { language: 'ja' });
    expect(screen.getByText(ja)).toBeVisible();
  });

  it('keeps the part of an INCOMPLETE summary and says it was cut short', () => {
    card({
      summary: 'クラウド導入支援を担う',
      state: 'INCOMPLETE',
      updatedAt: MADE,
      kind: 'GENERATIVE',
      lacking: null,
    });
    expect(screen.getByText('クラウド導入支援を担う')).toBeVisible();
    expect(screen.getByText('The summary was cut short; the part that was written is shown.')).toBeVisible();
  });

  it.each([
    ['SKIPPED', 'No summary is shown for this person.'],
    ['FILTERED', "No summary is shown: the summary service's content filter withheld it."],
    ['UNPROCESSED', /^No summary has been made yet\./],
  ] as const)('explains a %s summary, with no text', (state, text) => {
    const container = card({ ...none, state, summary: 'never shown' });
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByText('never shown')).toBeNull();
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', state);
  });

  it('tells its owner that it is hidden from colleagues', () => {
    card(
      { summary: '要約', state: 'SUCCESS', updatedAt: MADE, kind: 'EXTRACTIVE', lacking: null },
      { hidden: true },
    );
    expect(screen.getByText('Hidden: colleagues do not see your summary.')).toBeVisible();
  });
});
