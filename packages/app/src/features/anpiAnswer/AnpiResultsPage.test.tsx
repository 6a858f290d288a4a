import { createKizunaClient } from '@kizuna/api-client';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch, type FakeApiCall } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AnpiResultsPage } from './AnpiResultsPage';
import { DRILL, RESULTS, SUZUKI } from './anpiFixtures';

const page = <T,>(items: T[]) => ({
  items,
  totalCount: items.length,
  size: 50,
  offset: 0,
  page: 1,
  hasNext: false,
  hasPrevious: false,
});

function renderResults(routes: Record<string, (call: FakeApiCall) => unknown>, language: 'en' | 'ja' = 'en') {
  const api = fakeApiFetch(routes);
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DialogServiceProvider service={createDialogService()}>
        <Routes>
          <Route
            path="/anpi/checks/:checkId"
            element={<AnpiResultsPage phoneSettings={{ mode: 'TEL_COLON', dynamicScheme: null }} />}
          />
        </Routes>
      </DialogServiceProvider>
    </ClientProvider>,
    { path: `/anpi/checks/${DRILL.checkId}`, language },
  );
  return api.calls;
}

const RESULT_ROUTES = {
  [`GET /anpi/checks/${DRILL.checkId}/results`]: () => RESULTS,
  [`GET /anpi/checks/${DRILL.checkId}/nonResponders`]: () => page([SUZUKI]),
};

describe('AnpiResultsPage', () => {
  it('shows the counts as a chart and by division, and the non-responders with numbers to call', async () => {
    renderResults(RESULT_ROUTES);
    expect(await screen.findByText('1 of 3 answered')).toBeInTheDocument();
    const safety = screen.getByRole('figure', { name: 'Are you safe?' });
    expect(within(safety).getByText('Minor injury').closest('li')).toHaveTextContent('Minor injury1 (33%)');
    expect(within(safety).getByText('Not answered').closest('li')).toHaveTextContent('Not answered2 (67%)');
    const division = within(screen.getByRole('table', { name: 'By division' })).getByRole('row', {
      name: /営業一課/,
    });
    expect(
      within(division)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '0', '1', '0', '1', '2']);
    const suzuki = screen.getByRole('row', { name: /鈴木 一郎/ });
    expect(within(suzuki).getByRole('link', { name: /090-1234-5678/ })).toHaveAttribute(
      'href',
      'tel:09012345678',
    );
  });

  it('enters the answer of someone reached by phone, for them', async () => {
    const user = userEvent.setup();
    const calls = renderResults({
      ...RESULT_ROUTES,
      [`PUT /anpi/checks/${DRILL.checkId}/answerFor`]: (call) => ({
        ...(call.body as object),
        answeredAt: '2026-11-26T02:00:00.000Z',
        enteredBy: { userId: 1, fullname: '管理 花子' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enter the answer of 鈴木 一郎' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter the answer of 鈴木 一郎' });
    await user.click(within(dialog).getByRole('radio', { name: 'Safe' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Can come to work' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record answer' }));
    expect(await screen.findByText('The answer of 鈴木 一郎 has been recorded.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      safety: 'SAFE',
      canWork: true,
      comment: '',
      userId: SUZUKI.userId,
    });
  });

  it('asks before notifying the non-responders again, then says how many', async () => {
    const user = userEvent.setup();
    const calls = renderResults({
      ...RESULT_ROUTES,
      [`POST /anpi/checks/${DRILL.checkId}/nonResponders/notify`]: () => ({ count: 2 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Notify the non-responders again' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      '2 people who have not answered get a notice and an e-mail with a new link.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('2 people were notified again.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/notify'))).toHaveLength(1);
  });

  it('cannot notify again once the check is closed, and says why', async () => {
    renderResults({
      ...RESULT_ROUTES,
      [`GET /anpi/checks/${DRILL.checkId}/results`]: () => ({
        ...RESULTS,
        check: { ...DRILL, closedAt: '2026-11-26T03:00:00.000Z' },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Notify the non-responders again' })).toBeDisabled();
    expect(screen.getByText('The check is closed: no one can be notified again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enter the answer/ })).not.toBeInTheDocument();
  });

  it('tells a person without permission that they see only their own answer, in Japanese', async () => {
    renderResults(
      {
        [`GET /anpi/checks/${DRILL.checkId}/results`]: () => [
          403,
          { code: 'ANPI_NO_PERMISSION', message: 'no' },
        ],
        [`GET /anpi/checks/${DRILL.checkId}/nonResponders`]: () => [
          403,
          { code: 'ANPI_NO_PERMISSION', message: 'no' },
        ],
      },
      'ja',
    );
    expect(await screen.findByText('この安否確認の結果を見る権限がありません。')).toBeInTheDocument();
    expect(screen.getByText('ご自身の回答は安否確認の画面で確認できます。')).toBeInTheDocument();
    expect(screen.queryByText('鈴木 一郎')).not.toBeInTheDocument();
  });
});
