import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { KizunaClient } from '@kizuna/api-client';
import { ClientProvider } from '../api/ClientContext';
import { usePrincipalStore, type Principal } from '../features/session/principalStore';
import { renderWithProviders } from '../testing/renderWithProviders';
import { createI18n } from '../i18n/createI18n';
import { ErrorPage, NotFoundPage } from './ErrorPage';
import { HashChangeReloadEffect } from './HashChangeReloadEffect';
import { PageNotFoundError } from './PageNotFoundError';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function backLink() {
  return screen.getByRole('link', { name: 'Back to the start page' });
}

describe('error pages', () => {
  it('404 says the page was not found and links back to the start page', () => {
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(backLink()).toHaveAttribute('href', '/front/initPage');
    expect(document.title).toBe('Page not found | Kizuna');
  });

  it.each([
    [400, '400 Bad Request'],
    [403, '403 Forbidden'],
  ])('%i shows "%s" with the link back', (status, title) => {
    renderWithProviders(<ErrorPage status={status} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(backLink()).toBeInTheDocument();
  });

  it('403 PASSWORD_CHANGE_REQUIRED says the password must be changed first and links to it, in English and Japanese', () => {
    const { unmount } = renderWithProviders(<ErrorPage status={403} code="PASSWORD_CHANGE_REQUIRED" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Change your password first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the password' })).toHaveAttribute(
      'href',
      '/front/changePassword',
    );
    unmount();
    renderWithProviders(<ErrorPage status={403} code="PASSWORD_CHANGE_REQUIRED" />, { language: 'ja' });
    expect(screen.getByRole('link', { name: 'パスワードを変更する' })).toBeInTheDocument();
  });

  it('403 TRIAL_EXPIRED says the trial has ended, the date to administrators, and signs out, in English and Japanese', async () => {
    const logout = vi.fn(async () => null);
    const client = { auth: { logout } } as unknown as KizunaClient;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    usePrincipalStore.setState({
      principal: { tenantInfo: { trialEndsAt: '2027-01-31T15:00:00.000Z' } } as unknown as Principal,
    });
    const page = (
      <ClientProvider clients={{ client, silentClient: client }}>
        <ErrorPage status={403} code="TRIAL_EXPIRED" />
      </ClientProvider>
    );
    const { unmount } = renderWithProviders(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'The trial has ended' })).toBeInTheDocument();
    expect(screen.getByText(/^The trial ended on .*2027/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What upgrading to the commercial plan changes' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/licensed users of your company can sign in/)).toBeInTheDocument();
    expect(screen.getByText(/All your data is kept as it is/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Sign out' }).click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/front/login'));
    expect(logout).toHaveBeenCalled();
    unmount();
    usePrincipalStore.setState({ principal: null });
    renderWithProviders(page, { language: 'ja' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '試用期間が終了しました' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/に終了しました。$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('408 is "not available" with the timeout text and a retry text', () => {
    renderWithProviders(<ErrorPage status={408} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Service not available' })).toBeInTheDocument();
    expect(screen.getByText('The request timed out.')).toBeInTheDocument();
    expect(screen.getByText('Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.queryByText('An internal server error occurred.')).not.toBeInTheDocument();
  });

  it('other statuses are "not available" with the internal server error text', () => {
    renderWithProviders(<ErrorPage status={503} />);
    expect(screen.getByText('An internal server error occurred.')).toBeInTheDocument();
    expect(backLink()).toBeInTheDocument();
  });

  it('shows the id of the failed request for a person to quote, in English and Japanese', () => {
    const { unmount } = renderWithProviders(<ErrorPage status={500} requestId="lb-4f2a9c-0001" />);
    expect(
      screen.getByText('Request ID (quote it when you report this): lb-4f2a9c-0001'),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(<ErrorPage status={403} requestId="lb-4f2a9c-0001" />, { language: 'ja' });
    expect(
      screen.getByText('リクエストID（お問い合わせの際はお伝えください）: lb-4f2a9c-0001'),
    ).toBeInTheDocument();
  });

  it('is shown in Japanese', () => {
    renderWithProviders(<NotFoundPage />, { language: 'ja' });
    expect(screen.getByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toBeInTheDocument();
  });

  it('502 replaces the whole document with the text of the answer, never its markup', async () => {
    renderWithProviders(
      <ErrorPage status={502} body={'<h1>Gateway down</h1><img src=x onerror="alert(1)">'} />,
    );
    await waitFor(() => expect(document.body.textContent).toBe('Gateway down'));
    expect(document.body.querySelector('img')).toBeNull();
    expect(document.title).toBe('502 Bad Gateway');
  });

  it('a change of the URL hash reloads while an error page is shown', () => {
    const reload = vi.fn();
    render(<HashChangeReloadEffect reload={reload} />);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('route errors', () => {
  function renderRoute(loader: () => unknown) {
    const router = createMemoryRouter(
      [
        {
          path: '/page',
          loader,
          element: <p>page</p>,
          hydrateFallbackElement: <p>…</p>,
          errorElement: <RouteErrorBoundary />,
        },
      ],
      { initialEntries: ['/page'] },
    );
    render(
      <I18nextProvider i18n={createI18n({ lng: 'en' })}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
  }

  it('a loader that finds nothing to show renders the 404 page', async () => {
    renderRoute(() => {
      throw new PageNotFoundError();
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('a refused page renders the 403 page', async () => {
    renderRoute(() => {
      throw data('Forbidden', { status: 403 });
    });
    expect(await screen.findByRole('heading', { name: '403 Forbidden' })).toBeInTheDocument();
  });

  it('an API error keeps its status, and an unexpected one becomes the error page', async () => {
    renderRoute(() => {
      throw Object.assign(new Error('[GET] "/x": 408'), { statusCode: 408 });
    });
    expect(await screen.findByText('The request timed out.')).toBeInTheDocument();
  });

  it("an API error's request id is shown on its error page", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(() => {
      throw Object.assign(new Error('[GET] "/x": 503'), { statusCode: 503, requestId: 'req-0123456789' });
    });
    expect(await screen.findByText(/req-0123456789/)).toBeInTheDocument();
    spy.mockRestore();
  });

  it('an unexpected exception becomes the internal server error page', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(() => {
      throw new TypeError('boom');
    });
    expect(await screen.findByText('An internal server error occurred.')).toBeInTheDocument();
    spy.mockRestore();
  });
});
