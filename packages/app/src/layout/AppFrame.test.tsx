import { createKizunaClient } from '@kizuna/api-client';
import { createDialogService } from '@kizuna/ui';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrincipalStore } from '../features/session';
import type { Principal, ShellLoaders } from '../features/session';
import { AppRoot } from '../AppRoot';
import { createI18n } from '../i18n/createI18n';
import { createAppRoutes } from '../routes/createAppRoutes';
import { framePrincipal } from './frameTesting';

/** The signed-in layout's module loads on first use; give it time on a busy machine. */
const LOADED = { timeout: 15_000 };

/** The app's real routes with loaders that answer at once: signed in, or not, and pages refused or not. */
function renderApp(
  path: string,
  {
    signedIn = true,
    refuse = 0,
    principal = framePrincipal(),
  }: { signedIn?: boolean; refuse?: number; principal?: Principal } = {},
) {
  const loaders = {
    signedInLoader: () => ({ principal }),
    pageLoader: () => () => {
      if (refuse) throw data('refused', { status: refuse });
      return null;
    },
    ensurePrincipal: () => {
      if (!signedIn) return Promise.reject(new Error('401'));
      usePrincipalStore.getState().setPrincipal(principal);
      return Promise.resolve(principal);
    },
  } as unknown as ShellLoaders;
  const router = createMemoryRouter(createAppRoutes(loaders), { initialEntries: [path] });
  // A server nobody listens on: the frame's own calls fail quietly.
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });
  render(
    <AppRoot
      i18n={createI18n({ lng: 'ja' })}
      clients={{ client, silentClient: client }}
      dialogs={createDialogService()}
      router={router}
    />,
  );
}

function stubNarrowScreen(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  usePrincipalStore.getState().reset();
  vi.unstubAllGlobals();
});

describe('error pages in the frame', { timeout: 30_000 }, () => {
  it('a refused page shows the 403 page in Japanese inside the frame', async () => {
    renderApp('/internalContacts', { refuse: 403 });
    expect(
      await screen.findByRole('heading', { level: 1, name: '403 アクセス権限がありません' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText('このページを表示する権限がありません。')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('株式会社デモ商事');
  });

  it.each([
    [400, '400 不正なリクエスト'],
    [408, 'ただいまご利用いただけません'],
    [500, 'ただいまご利用いただけません'],
  ])('a page failing with %i shows its error page inside the frame', async (status, title) => {
    renderApp('/internalContacts', { refuse: status });
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
  });

  it('a page not built yet shows the 404 page inside the frame', async () => {
    renderApp('/settings/outlookSyncSettings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
  });

  it('an unknown address shows the 404 page in the frame to a signed-in person', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' }, LOADED),
    ).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'メインメニュー' }, LOADED)).toBeInTheDocument();
  });

  it('an unknown address shows the bare 404 page to someone not signed in', async () => {
    renderApp('/no/such/page', { signedIn: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('AppFrame', { timeout: 30_000 }, () => {
  it('puts the side bar behind a menu button on narrow screens', async () => {
    stubNarrowScreen(true);
    renderApp('/floors');
    expect(await screen.findByRole('button', { name: 'メニューを開く' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).not.toBeInTheDocument();
  });

  it('shows a banner while the browser is offline, and drops it when it is back', async () => {
    renderApp('/floors');
    await screen.findByRole('navigation', { name: 'メインメニュー' }, LOADED);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const banner = screen.getByText(/オフラインです/);
    expect(
      within(banner.closest('[role="status"]') as HTMLElement).getByText(/オフラインです/),
    ).toBeVisible();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/オフラインです/)).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  it.each([
    ['https://intranet.kizuna.example/feedback', true],
    [null, false],
    ['javascript:alert(1)', false],
  ])('offers Feedback for the company’s address %s only when it is an http(s) one', async (url, shown) => {
    const withFeedback = framePrincipal({ tenantFeatures: ['FEEDBACK'] });
    renderApp('/floors', {
      principal: { ...withFeedback, feedbackSettings: { url, valid: url !== null } },
    });
    const menu = await screen.findByRole('navigation', { name: 'メインメニュー' }, LOADED);
    const entry = within(menu).queryByRole('link', { name: 'フィードバック' });
    if (shown) expect(entry).toHaveAttribute('href', url);
    else expect(entry).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: '設定' })).toBeInTheDocument();
  });
});
