import { createKizunaClient } from '@kizuna/api-client';
import type { PhoneSystemSettings, PhoneSystemTestResult } from '@kizuna/api-client/contract';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch, type FakeApiCall } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { PhoneSystemAdminPage } from './PhoneSystemAdminPage';

const CUCM: PhoneSystemSettings = {
  system: 'CUCM',
  callControlMode: 'CUCM',
  baseUrl: 'https://cucm.example.co.jp:8443',
  username: 'kizuna-app',
  passwordSet: true,
  clientId: null,
  clientSecretSet: false,
  timeoutMs: 10_000,
};

const LINES = {
  items: [
    {
      userId: 2,
      accountId: 'yamada.taro',
      fullname: '山田 太郎',
      fullnameKana: 'ヤマダ タロウ',
      extensionNum: '1001',
      deviceName: 'SEP00AABBCCDDEE',
    },
  ],
  totalCount: 1,
  size: 50,
  offset: 0,
  page: 1,
  hasNext: false,
  hasPrevious: false,
};

function renderPage(routes: Record<string, (call: FakeApiCall) => unknown> = {}, language: Language = 'en') {
  const api = fakeApiFetch({
    'GET /admin/cucm/settings': () => CUCM,
    'GET /admin/cucm/lines': () => LINES,
    ...routes,
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DialogServiceProvider service={createDialogService()}>
        <PhoneSystemAdminPage />
      </DialogServiceProvider>
    </ClientProvider>,
    { language, path: '/admin/cucm' },
  );
  return api;
}

describe('PhoneSystemAdminPage', () => {
  it('keeps the stored password out of the form, sends null to keep it, and shows a refused field', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'POST /admin/cucm/settings': () => [
        400,
        {
          code: 'VALIDATION_FAILED',
          message: 'refused',
          fieldErrors: [{ path: 'body.baseUrl', key: 'url' }],
        },
      ],
    });
    const url = await screen.findByRole('textbox', { name: /^Server URL/ });
    expect(url).toHaveValue('https://cucm.example.co.jp:8443');
    expect(screen.getByText('Set')).toBeInTheDocument();
    const replace = screen.getByLabelText(/^Replace Password/);
    expect(replace).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining('Enter a URL.')));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      system: 'CUCM',
      baseUrl: 'https://cucm.example.co.jp:8443',
      timeoutMs: 10_000,
      username: 'kizuna-app',
      password: null,
    });
  });

  it('asks for the Webex client secret before sending when none is set', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.click(await screen.findByRole('radio', { name: /Webex Calling/ }));
    expect(screen.getByText('Not set')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Client ID/ }), 'C0ffee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByLabelText(/^Client secret/)).toHaveAccessibleDescription(
      expect.stringContaining('This is a required field.'),
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("tells in Japanese what the phone system answered, and lists people's lines", async () => {
    const user = userEvent.setup();
    const answers: PhoneSystemTestResult[] = [
      { outcome: 'AUTH_REFUSED', status: 200 },
      { outcome: 'TLS', status: null },
      { outcome: 'OK', status: 200 },
    ];
    renderPage({ 'POST /admin/cucm/test': () => answers.shift() }, 'ja');
    const test = await screen.findByRole('button', { name: '接続をテスト' });
    await user.click(test);
    expect(
      await screen.findByText(/Cisco Unified CM（Web Dialer） がユーザーまたはパスワードを拒否しました。/),
    ).toBeInTheDocument();
    await user.click(test);
    expect(await screen.findByText(/暗号化通信（TLS）に失敗しました。/)).toBeInTheDocument();
    await user.click(test);
    expect(await screen.findByText(/接続できました。/)).toBeInTheDocument();

    const table = await screen.findByRole('grid', { name: '社員の回線' });
    expect(within(table).getByText('SEP00AABBCCDDEE')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '山田 太郎 の回線を編集' })).toBeInTheDocument();
  });
});
