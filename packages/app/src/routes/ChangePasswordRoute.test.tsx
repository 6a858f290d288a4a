import { createKizunaClient } from '@kizuna/api-client';
import type { PasswordStatus } from '@kizuna/api-client/contract';
import { createDialogService } from '@kizuna/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoot } from '../AppRoot';
import { usePrincipalStore } from '../features/session';
import type { ShellLoaders } from '../features/session';
import { createI18n } from '../i18n/createI18n';
import { framePrincipal } from '../layout/frameTesting';
import { createAppRoutes } from './createAppRoutes';

const LOADED = { timeout: 15_000 };

const principal = {
  ...framePrincipal(),
  userInfo: { fullname: '山田 太郎', accountId: 'yamada.taro' },
  serverInfo: { ...framePrincipal().serverInfo, passwordPolicy: undefined },
} as unknown as ReturnType<typeof framePrincipal>;

/** The app's routes, opened at the password page from `from`, with the status given. */
function openPasswordPage(status: PasswordStatus, language: 'en' | 'ja' = 'en') {
  const loaders = {
    signedInLoader: () => ({ principal }),
    pageLoader: () => () => null,
    changePasswordLoader: () => {
      usePrincipalStore.getState().setPrincipal(principal);
      return { status, principal };
    },
    ensurePrincipal: () => Promise.resolve(principal),
  } as unknown as ShellLoaders;
  const router = createMemoryRouter(createAppRoutes(loaders), {
    initialEntries: ['/settings', '/changePassword'],
    initialIndex: 1,
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });
  render(
    <AppRoot
      i18n={createI18n({ lng: language })}
      clients={{ client, silentClient: client }}
      dialogs={createDialogService()}
      router={router}
    />,
  );
  return router;
}

afterEach(() => usePrincipalStore.getState().reset());

describe('the password page', () => {
  it('reached from the account menu, keeps the frame and a way back: cancel returns', async () => {
    const router = openPasswordPage({ changeRequired: false, reason: null } as unknown as PasswordStatus);
    await screen.findByRole('heading', { level: 1, name: 'Change password' }, LOADED);
    expect(
      await screen.findByRole('button', { name: 'Account menu of 山田 太郎' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to settings' })).toHaveAttribute('href', '/settings');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'), LOADED);
  });

  it('forced after a reset, offers only signing out, in Japanese', async () => {
    openPasswordPage({ changeRequired: true, reason: 'INITIAL' } as unknown as PasswordStatus, 'ja');
    await screen.findByRole('heading', { level: 1, name: 'パスワード変更' }, LOADED);
    expect(screen.queryByRole('button', { name: /アカウントメニュー/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'キャンセル' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '設定に戻る' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
  });
});
