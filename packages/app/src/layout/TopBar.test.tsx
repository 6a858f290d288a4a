import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useBadgeStore, usePrincipalStore, type Principal } from '../features/session';
import { fakeApiFetch } from '../testing/fakeApiFetch';
import { renderWithProviders } from '../testing/renderWithProviders';
import { FrameClients, framePrincipal, noticesFetch } from './frameTesting';
import { TopBar } from './TopBar';

const NOTICES = [
  {
    informationId: 1,
    title: '年末年始の休業について',
    memo: '',
    important: 1,
    startDatetime: '2026-11-20T09:00:00+09:00',
    endDatetime: null,
    indefinitePeriod: true,
    read: true,
  },
  {
    informationId: 2,
    title: '電話帳システムのメンテナンス',
    memo: '',
    important: 2,
    startDatetime: '2026-11-25T09:00:00+09:00',
    endDatetime: null,
    indefinitePeriod: true,
    read: false,
  },
];

function renderTopBar({
  language = 'en',
  fetch,
  principal = framePrincipal(),
}: { language?: 'en' | 'ja'; fetch?: typeof globalThis.fetch; principal?: Principal } = {}) {
  return renderWithProviders(
    <FrameClients fetch={fetch}>
      <Routes>
        <Route path="/home" element={<TopBar principal={principal} />} />
        <Route path="/settings/user" element={<h1>settings page</h1>} />
        <Route path="/changePassword" element={<h1>password page</h1>} />
        <Route path="/profile" element={<h1>profile page</h1>} />
        <Route path="/anpi" element={<h1>safety check page</h1>} />
      </Routes>
    </FrameClients>,
    { language, path: '/home' },
  );
}

afterEach(() => {
  useBadgeStore.getState().reset();
  usePrincipalStore.getState().reset();
  localStorage.clear();
});

describe('TopBar', () => {
  it('names the tenant and the signed-in person', () => {
    renderTopBar();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('株式会社デモ商事');
    expect(within(banner).getByRole('button', { name: 'Account menu of 山田 太郎' })).toBeInTheDocument();
  });

  it('shows the tenant’s logo beside its name only when the tenant has one', () => {
    const { container, unmount } = renderTopBar({ principal: framePrincipal({}, { logoVersion: 3 }) });
    const logo = container.querySelector('img[src^="/front/tenantLogo"]');
    expect(logo).toHaveAttribute('src', '/front/tenantLogo?v=3');
    expect(logo).toHaveAttribute('alt', '');
    unmount();
    expect(renderTopBar().container.querySelector('img[src^="/front/tenantLogo"]')).toBeNull();
  });

  it('offers one’s own presence only when the tenant has presence', () => {
    const { unmount } = renderTopBar();
    expect(screen.queryByRole('button', { name: /^My status/ })).not.toBeInTheDocument();
    unmount();
    renderTopBar({ principal: framePrincipal({ tenantFeatures: ['CUSTOM_PRESENCE'] }) });
    expect(screen.getByRole('button', { name: 'My status: Unknown' })).toBeInTheDocument();
  });

  it('holds the global search', () => {
    renderTopBar({ language: 'ja' });
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: '検索' })).toHaveAttribute(
      'aria-keyshortcuts',
      '/ Control+K Meta+K',
    );
  });

  it('the account menu offers my profile, settings, password, language and sign-out', async () => {
    const user = userEvent.setup();
    renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Account menu of 山田 太郎' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My profile', 'User settings', 'Change password', 'Sign out']);
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'password page' })).toBeInTheDocument();
  });

  it('the account menu opens my profile', async () => {
    const user = userEvent.setup();
    renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Account menu of 山田 太郎' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    expect(await screen.findByRole('heading', { name: 'profile page' })).toBeInTheDocument();
  });

  it('opens the account menu from the keyboard on the first keypress, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    renderTopBar();
    const trigger = screen.getByRole('button', { name: 'Account menu of 山田 太郎' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const first = await screen.findByRole('menuitem', { name: 'My profile' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toHaveAccessibleName('Account menu of 山田 太郎');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // react-aria gives focus back in the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toHaveFocus();
  });

  it('switches the language from the account menu', async () => {
    const user = userEvent.setup();
    renderTopBar();
    await user.click(screen.getByRole('button', { name: 'Account menu of 山田 太郎' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '日本語' }));
    expect(await screen.findByRole('button', { name: '山田 太郎 のアカウントメニュー' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '山田 太郎 のアカウントメニュー' }));
    expect(await screen.findByRole('menuitem', { name: 'ユーザー設定' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: '日本語' })).toHaveAttribute('aria-checked', 'true');
  });

  it('the bell says how many notices are unread and lists the latest, newest first', async () => {
    const user = userEvent.setup();
    useBadgeStore.getState().setUnread(1);
    renderTopBar({ fetch: noticesFetch(NOTICES) });
    const bell = screen.getByRole('button', { name: 'Notices, 1 unread' });
    expect(bell).toHaveTextContent('1');
    await user.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notices' });
    const items = await within(popover).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('電話帳システムのメンテナンス'),
      expect.stringContaining('年末年始の休業について'),
    ]);
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[1]).not.toHaveTextContent('Unread');
    await user.click(within(popover).getByRole('link', { name: 'All notices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts a safety check waiting for the answer on the bell and lists it first, with the way to answer', async () => {
    const user = userEvent.setup();
    const principal = framePrincipal({ tenantFeatures: ['ANPI'] });
    usePrincipalStore.getState().setPrincipal(principal);
    useBadgeStore.getState().setBadge({ count: 1, talk: 0, thanks: 0, anpi: 1 });
    const check = {
      checkId: 7,
      kind: 'DRILL',
      title: '震度5強 訓練',
      message: '本日の防災訓練です。',
      wholeCompany: true,
      divisions: [],
      startedAt: '2026-11-26T01:00:00.000Z',
      startedBy: null,
      closedAt: null,
      closedBy: null,
      targetCount: 3,
      answeredCount: 0,
    };
    const api = fakeApiFetch({
      'GET /information': () => ({ items: NOTICES }),
      'GET /anpi/myChecks': () => ({ items: [{ check, answer: null }] }),
    });
    renderTopBar({ fetch: api.fetch, principal, language: 'ja' });
    const bell = screen.getByRole('button', { name: 'お知らせ（未読 2 件）' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'お知らせ' });
    const checks = await within(popover).findByRole('list', { name: '回答をお願いしている安否確認' });
    expect(within(checks).getByRole('listitem', { name: '震度5強 訓練' })).toHaveTextContent(
      /安否確認（訓練）.*未回答/,
    );
    expect(await within(popover).findByText('電話帳システムのメンテナンス')).toBeInTheDocument();
    await user.click(within(popover).getByRole('link', { name: '安否確認に回答する: 震度5強 訓練' }));
    expect(await screen.findByRole('heading', { name: 'safety check page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for no safety checks where the tenant runs none', async () => {
    const user = userEvent.setup();
    usePrincipalStore.getState().setPrincipal(framePrincipal());
    useBadgeStore.getState().setBadge({ count: 0, talk: 0, thanks: 0, anpi: 0 });
    const api = fakeApiFetch({ 'GET /information': () => ({ items: NOTICES }) });
    renderTopBar({ fetch: api.fetch });
    await user.click(screen.getByRole('button', { name: 'Notices, 0 unread' }));
    const popover = await screen.findByRole('dialog', { name: 'Notices' });
    expect(await within(popover).findByText('電話帳システムのメンテナンス')).toBeInTheDocument();
    expect(within(popover).queryByRole('list', { name: 'Safety checks waiting for you' })).toBeNull();
    expect(api.calls.map((call) => call.path)).not.toContain('/anpi/myChecks');
  });

  it('says in the popover, in Japanese, when the notices cannot be loaded', async () => {
    const user = userEvent.setup();
    useBadgeStore.getState().setUnread(0);
    renderTopBar({ language: 'ja' });
    await user.click(screen.getByRole('button', { name: 'お知らせ（未読 0 件）' }));
    const popover = await screen.findByRole('dialog', { name: 'お知らせ' });
    expect(
      await within(popover).findByText('お知らせを読み込めませんでした。', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 20_000);
});
