import { createKizunaClient } from '@kizuna/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../api/ClientContext';
import { fakeApiFetch, type FakeAnswer } from '../testing/fakeApiFetch';
import { renderWithProviders } from '../testing/renderWithProviders';
import { LoginRoute } from './LoginRoute';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** The sign-in page at `path`, with a server that answers the sign-in with `answer`. */
function openLogin(path: string, answer: FakeAnswer, language: 'en' | 'ja' = 'en') {
  const api = fakeApiFetch({ 'POST /auth/login': () => answer });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </ClientProvider>,
    { path, language },
  );
  return api;
}

async function submit(language: 'en' | 'ja' = 'en') {
  const user = userEvent.setup();
  const labels =
    language === 'en'
      ? ['Tenant code', 'Account ID', 'Password', 'Sign in']
      : ['テナントコード', 'アカウント ID', 'パスワード', 'ログイン'];
  await user.type(screen.getByLabelText(labels[0]!, { exact: false }), 'demo');
  await user.type(screen.getByLabelText(labels[1]!, { exact: false }), 'yamada.taro');
  await user.type(screen.getByLabelText(labels[2]!, { exact: false }), 'Kizuna-User1');
  await user.click(screen.getByRole('button', { name: labels[3]! }));
}

const NO_CONTENT = () => new Response(null, { status: 204 });

describe('the sign-in page of the collaboration-suite tab (?store=1)', () => {
  it('signs in as the tab and returns to the page the tab asked for', async () => {
    const api = openLogin('/login?store=1&next=%2Ffront%2Fcontacts%3Fq%3D1', NO_CONTENT());
    expect(screen.getByRole('main')).toHaveClass('kz-auth-page__card--compact');
    await submit();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/contacts'));
    expect(api.calls.find((call) => call.path === '/auth/login')?.body).toEqual({
      tenantCode: 'demo',
      accountId: 'yamada.taro',
      password: 'Kizuna-User1',
      store: true,
    });
  });

  it('never leaves the origin for a `next` of another site', async () => {
    openLogin('/login?store=1&next=https%3A%2F%2Fevil.example%2F', NO_CONTENT());
    await submit();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/initPage'));
  });

  it('signs in as the browser without the flag', async () => {
    const api = openLogin('/login', NO_CONTENT());
    expect(screen.getByRole('main')).not.toHaveClass('kz-auth-page__card--compact');
    await submit();
    await waitFor(() => expect(screen.getByTestId('where')).toBeInTheDocument());
    expect(api.calls.find((call) => call.path === '/auth/login')?.body).not.toHaveProperty('store');
  });

  it.each([
    ['en', 'Kizuna is not available in this environment'],
    ['ja', '現在、この環境ではご利用いただけません。'],
  ] as const)(
    'says the environment is disabled when the company turned the tab off (%s)',
    async (language, text) => {
      openLogin(
        '/login?store=1',
        [403, { code: 'STORE_SIGN_IN_DISABLED', message: 'the company has turned it off' }],
        language,
      );
      await submit(language);
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    },
  );
});
