import { createKizunaClient } from '@kizuna/api-client';
import type { UserAdminUser } from '@kizuna/api-client/contract';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { UserAccountActions } from './UserAccountActions';

const SUZUKI: UserAdminUser = {
  userId: 15,
  accountId: 'suzuki.hanako',
  fullname: '鈴木 花子',
  fullnameKana: 'スズキ ハナコ',
  fullnameAlphabet: 'Hanako Suzuki',
  userType: 'REGULAR_USER',
  divisions: [],
  position: '',
  extensionNum: '',
  phoneNum: '',
  mobileNum: '',
  email: 'suzuki.hanako@example.jp',
  email2: '',
  employeeNum: '',
  roles: [],
  virtualRoles: [],
  enabled: true,
  invited: false,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
};

/** A server that refuses every reset: too many in the last hour, 25 minutes to wait. */
function renderRefused(language: Language) {
  const api = fakeApiFetch({});
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (
      request.method === 'POST' &&
      /\/admin\/users\/15\/(sendPasswordResetLink|resetPassword)$/.test(request.url)
    ) {
      return Response.json(
        { code: 'RATE_LIMITED', message: 'too many passwordReset calls' },
        { status: 429, headers: { 'Retry-After': '1500' } },
      );
    }
    return api.fetch(input, init);
  };
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DialogServiceProvider service={createDialogService()}>
        <UserAccountActions user={SUZUKI} onChanged={() => undefined} onDeleted={() => undefined} />
      </DialogServiceProvider>
    </ClientProvider>,
    { language },
  );
}

describe('UserAccountActions', () => {
  it('says how long to wait when too many resets were made, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderRefused('en');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('Too many of these actions in a short time. Please try again in 25 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says it in Japanese for a Japanese user', async () => {
    const user = userEvent.setup();
    renderRefused('ja');
    await user.click(screen.getByRole('button', { name: 'パスワードをリセット' }));
    await user.click(screen.getByRole('radio', { name: '一度だけ表示する初期パスワードを発行する' }));
    await user.click(screen.getByRole('button', { name: 'リセットする' }));
    expect(
      await screen.findByText('短時間に同じ操作が多すぎます。25 分後にもう一度お試しください。'),
    ).toBeInTheDocument();
  });
});
