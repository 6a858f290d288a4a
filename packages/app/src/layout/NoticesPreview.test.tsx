import type { Notice } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIXTURE_NOTICES } from '../features/home/homeFixtures';
import { QueryHarness, unreachable } from '../testing/QueryHarness';
import { renderWithProviders } from '../testing/renderWithProviders';
import { NoticesPreview } from './NoticesPreview';

function renderPreview(answers: readonly (() => Promise<Notice[]>)[], language: 'en' | 'ja' = 'en') {
  return renderWithProviders(
    <QueryHarness<Notice[]> answers={answers}>
      {(query) => (
        <NoticesPreview
          notices={query.data ?? []}
          isLoading={query.isLoading}
          error={query.error}
          onRetry={query.reload}
        />
      )}
    </QueryHarness>,
    { language },
  );
}

describe('NoticesPreview', () => {
  it('shows the latest notices newest first, unread ones marked', async () => {
    renderPreview([() => Promise.resolve(FIXTURE_NOTICES)]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      '年末年始の休業日について',
      'Phone system maintenance on Saturday',
      '社内報 11 月号を公開しました',
    ]);
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
  });

  it('shows an error with Retry when the notices cannot be loaded, and Retry loads them', async () => {
    const user = userEvent.setup();
    renderPreview([unreachable, () => Promise.resolve(FIXTURE_NOTICES)], 'ja');
    expect(await screen.findByRole('alert')).toHaveTextContent('お知らせを読み込めませんでした。');
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByText('年末年始の休業日について')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'すべてのお知らせ' })).toHaveAttribute('href', '/notices');
  });
});
