import { createKizunaClient } from '@kizuna/api-client';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch, type FakeApiCall } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AnpiResultsPage } from './AnpiResultsPage';
import { counts, DRILL, RESULTS, SUZUKI, SUZUKI_WAITING, TANAKA_HURT } from './anpiFixtures';

const page = <T,>(items: T[]) => ({
  items,
  totalCount: items.length,
  size: 50,
  offset: 0,
  page: 1,
  hasNext: false,
  hasPrevious: false,
});

function renderResults(
  routes: Record<string, (call: FakeApiCall) => unknown>,
  language: 'en' | 'ja' = 'en',
  search = '',
) {
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
    { path: `/anpi/checks/${DRILL.checkId}${search}`, language },
  );
  return api.calls;
}

const PEOPLE = `GET /anpi/checks/${DRILL.checkId}/people`;
const RESULT_ROUTES = {
  [`GET /anpi/checks/${DRILL.checkId}/results`]: () => RESULTS,
  [PEOPLE]: () => page([TANAKA_HURT, SUZUKI_WAITING]),
};

const peopleCalls = (calls: FakeApiCall[]) =>
  calls.filter((call) => `${call.method} ${call.path}` === PEOPLE);

describe('AnpiResultsPage', () => {
  it('shows the counts, then everyone with their answer, the injured first, and numbers to call', async () => {
    const calls = renderResults(RESULT_ROUTES);
    expect(await screen.findByText('1 of 3 answered')).toBeInTheDocument();
    const totals = screen.getByRole('list', { name: 'Answers' });
    expect(within(totals).getByRole('button', { name: /^Minor injury: 1 \(33%\)/ })).toHaveTextContent(
      'Minor injury1 person33%',
    );
    expect(within(totals).getByRole('button', { name: /^Not answered: 2 \(67%\)/ })).toBeInTheDocument();
    const tanaka = await screen.findByRole('row', { name: /田中 花子/ });
    expect(tanaka).toHaveTextContent('Minor injury');
    expect(tanaka).toHaveTextContent('Cannot come');
    expect(tanaka).toHaveTextContent('足をひねりました。自宅で休んでいます。');
    expect(tanaka).toHaveTextContent('2026/12/07 13:05');
    const rows = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    expect(rows.findIndex((row) => row.includes('田中 花子'))).toBeLessThan(
      rows.findIndex((row) => row.includes('鈴木 一郎')),
    );
    const suzuki = screen.getByRole('row', { name: /鈴木 一郎/ });
    expect(suzuki).toHaveTextContent('Not answered');
    expect(within(suzuki).getAllByRole('link', { name: /1002/ })[0]).toHaveAttribute('href', 'tel:1002');
    // The injured first is the server's order the page asks for.
    expect(peopleCalls(calls)[0]?.query).toMatchObject({ sort: 'severity', order: 'asc', state: 'ALL' });
    expect(screen.getByRole('columnheader', { name: /Safety/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('never shows one person as 0 %: one decimal below 1 %', async () => {
    renderResults({
      ...RESULT_ROUTES,
      [`GET /anpi/checks/${DRILL.checkId}/results`]: () => ({
        ...RESULTS,
        totals: counts({ targets: 250, answered: 1, unanswered: 249, seriousInjury: 1, cannotWork: 1 }),
      }),
    });
    const totals = await screen.findByRole('list', { name: 'Answers' });
    expect(within(totals).getByRole('button', { name: /^Serious injury: 1 \(0.4%\)/ })).toHaveTextContent(
      'Serious injury1 person0.4%',
    );
    expect(within(totals).getByRole('button', { name: /^Not answered: 249 \(99%\)/ })).toBeInTheDocument();
  });

  it('filters by state and division, sorts by a column, and exports exactly that', async () => {
    const user = userEvent.setup();
    const calls = renderResults({
      ...RESULT_ROUTES,
      [`GET /anpi/checks/${DRILL.checkId}/results`]: () => ({
        ...RESULTS,
        divisions: [
          ...RESULTS.divisions,
          { divisionId: 4, name: '営業二課', counts: counts({ targets: 1, unanswered: 1 }) },
        ],
      }),
      [`GET /anpi/checks/${DRILL.checkId}/results/export`]: () =>
        new Response('', {
          headers: {
            'Content-Type': 'text/tab-separated-values; charset=utf-8',
            'Content-Disposition': 'attachment; filename="anpi_7_results.tsv"',
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: /^Minor injury: 1/ }));
    await waitFor(() => expect(peopleCalls(calls).at(-1)?.query).toMatchObject({ state: 'MINOR_INJURY' }));
    expect(screen.getByRole('button', { name: /^Minor injury: 1/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /Division/ }));
    await user.click(await screen.findByRole('option', { name: '営業二課' }));
    await waitFor(() =>
      expect(peopleCalls(calls).at(-1)?.query).toMatchObject({ state: 'MINOR_INJURY', divisionId: '4' }),
    );
    await user.click(screen.getByRole('columnheader', { name: /Answered at/ }));
    await waitFor(() => expect(peopleCalls(calls).at(-1)?.query).toMatchObject({ sort: 'answeredAt' }));

    await user.click(screen.getByRole('button', { name: 'Export as TSV' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/export'))?.query).toEqual({
        charset: 'UTF-8',
        state: 'MINOR_INJURY',
        canWork: 'ALL',
        divisionId: '4',
        sort: 'answeredAt',
        order: 'asc',
      }),
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

  it('corrects the answer of someone who answered, starting from their answer', async () => {
    const user = userEvent.setup();
    const calls = renderResults({
      ...RESULT_ROUTES,
      [`PUT /anpi/checks/${DRILL.checkId}/answerFor`]: (call) => ({
        ...(call.body as object),
        answeredAt: '2026-11-26T02:00:00.000Z',
        enteredBy: { userId: 1, fullname: '管理 花子' },
      }),
    });
    const before = (await screen.findAllByRole('row', { name: /田中 花子/ })).length;
    expect(before).toBeGreaterThan(0);
    const loads = peopleCalls(calls).length;
    await user.click(screen.getByRole('button', { name: 'Correct the answer of 田中 花子' }));
    const dialog = screen.getByRole('dialog', { name: 'Correct the answer of 田中 花子' });
    expect(within(dialog).getByRole('radio', { name: 'Minor injury' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Cannot come to work' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Serious injury' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record answer' }));
    expect(await screen.findByText('The answer of 田中 花子 has been recorded.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      safety: 'SERIOUS_INJURY',
      canWork: false,
      comment: '足をひねりました。自宅で休んでいます。',
      userId: TANAKA_HURT.userId,
    });
    // The list and counts load again.
    await waitFor(() => expect(peopleCalls(calls).length).toBeGreaterThan(loads));
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

  it('cannot notify again or enter answers once the check is closed, and says why', async () => {
    renderResults({
      ...RESULT_ROUTES,
      [`GET /anpi/checks/${DRILL.checkId}/results`]: () => ({
        ...RESULTS,
        check: { ...DRILL, closedAt: '2026-11-26T03:00:00.000Z' },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Notify the non-responders again' })).toBeDisabled();
    expect(screen.getByText('The check is closed: no one can be notified again.')).toBeInTheDocument();
    await screen.findByRole('row', { name: /田中 花子/ });
    expect(
      screen.queryByRole('button', { name: /Enter the answer|Correct the answer/ }),
    ).not.toBeInTheDocument();
  });

  it('reads in Japanese, with Japanese dates', async () => {
    renderResults(RESULT_ROUTES, 'ja', '?state=INJURED');
    const tanaka = await screen.findByRole('row', { name: /田中 花子/ });
    expect(tanaka).toHaveTextContent('軽傷');
    expect(tanaka).toHaveTextContent('出社不可');
    expect(tanaka).toHaveTextContent('2026/12/07 13:05');
    expect(screen.getByRole('button', { name: '田中 花子さんの回答を修正' })).toBeInTheDocument();
    expect(await screen.findByText('該当 2人')).toBeInTheDocument();
  });

  it('tells a person without permission that they see only their own answer, in Japanese', async () => {
    renderResults(
      {
        [`GET /anpi/checks/${DRILL.checkId}/results`]: () => [
          403,
          { code: 'ANPI_NO_PERMISSION', message: 'no' },
        ],
        [PEOPLE]: () => [403, { code: 'ANPI_NO_PERMISSION', message: 'no' }],
      },
      'ja',
    );
    expect(await screen.findByText('この安否確認の結果を見る権限がありません。')).toBeInTheDocument();
    expect(screen.getByText('ご自身の回答は安否確認の画面で確認できます。')).toBeInTheDocument();
    expect(screen.queryByText('鈴木 一郎')).not.toBeInTheDocument();
  });
});
