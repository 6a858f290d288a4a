import { createKizunaClient } from '@kizuna/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch, type FakeApiCall } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AnpiLinkAnswerPage } from './AnpiLinkAnswerPage';
import { DRILL, TOKEN } from './anpiFixtures';

const VIEW = {
  fullname: '山田 太郎',
  check: {
    checkId: DRILL.checkId,
    kind: DRILL.kind,
    title: DRILL.title,
    message: DRILL.message,
    startedAt: DRILL.startedAt,
    closedAt: null,
  },
  answer: null,
};

function renderLink(routes: Record<string, (call: FakeApiCall) => unknown>, language: 'en' | 'ja' = 'en') {
  const api = fakeApiFetch(routes);
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <Routes>
        <Route path="/anpi/answer/:token" element={<AnpiLinkAnswerPage />} />
      </Routes>
    </ClientProvider>,
    { path: `/anpi/answer/${TOKEN}`, language },
  );
  return api.calls;
}

describe('AnpiLinkAnswerPage', () => {
  it('shows the message, takes two taps and a comment, then shows what was recorded', async () => {
    const user = userEvent.setup();
    const calls = renderLink({
      'POST /anpi/link/target': () => VIEW,
      'POST /anpi/link/answer': (call) => ({
        ...(call.body as object),
        token: undefined,
        answeredAt: '2026-11-26T01:05:00.000Z',
        enteredBy: null,
      }),
    });
    expect(await screen.findByText('山田 太郎, please tell us whether you are safe.')).toBeInTheDocument();
    expect(screen.getByText(DRILL.message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `Drill${DRILL.title}` })).toBeInTheDocument();

    // Sending before choosing says what is missing and asks nothing.
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByRole('radiogroup', { name: 'Are you safe?' })).toHaveAccessibleDescription(
      'Choose one.',
    );
    expect(calls.filter((c) => c.path === '/anpi/link/answer')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Minor injury' }));
    await user.click(screen.getByRole('radio', { name: 'Cannot come to work' }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), '足を少し痛めました');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your answer has been recorded.');
    expect(calls.find((c) => c.path === '/anpi/link/answer')?.body).toEqual({
      token: TOKEN,
      safety: 'MINOR_INJURY',
      canWork: false,
      comment: '足を少し痛めました',
    });
    expect(screen.getByText('足を少し痛めました')).toBeInTheDocument();
    expect(screen.getByText('Cannot come to work')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
  });

  it('says in Japanese that a used link cannot answer again, and offers the app', async () => {
    renderLink({ 'POST /anpi/link/target': () => [409, { code: 'ANPI_LINK_USED', message: 'used' }] }, 'ja');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'このリンクは回答に使用済みです。回答を変更するには Kizuna にログインしてください。',
    );
    expect(screen.getByRole('link', { name: 'Kizuna の安否確認を開く' })).toHaveAttribute('href', '/anpi');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('refuses a forged link and a closed check without a form', async () => {
    renderLink({
      'POST /anpi/link/target': () => ({
        ...VIEW,
        check: { ...VIEW.check, closedAt: '2026-11-26T03:00:00.000Z' },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This safety check has been closed and takes no more answers.',
    );
    expect(screen.queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
  });

  it('tells a link the server does not know apart', async () => {
    renderLink({ 'POST /anpi/link/target': () => [404, { code: 'ANPI_LINK_INVALID', message: 'no' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This link is not valid\./);
  });
});
