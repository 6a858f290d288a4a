import { createKizunaClient } from '@kizuna/api-client';
import type { CmxSettings, CmxTestResult } from '@kizuna/api-client/contract';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch, type FakeApiCall } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CmxAdminPage } from './CmxAdminPage';

const SAVED: CmxSettings = {
  baseUrl: 'https://cmx.example.co.jp',
  username: 'kizuna',
  passwordSet: true,
  lastPolledAt: null,
  lastError: null,
};

function renderPage(
  settings: () => CmxSettings,
  routes: Record<string, (call: FakeApiCall) => unknown> = {},
  language: Language = 'en',
) {
  const api = fakeApiFetch({
    'GET /admin/cmx/settings': () => settings(),
    'GET /admin/places/sourceFloors': () => ({ items: [] }),
    'GET /admin/places/floors': () => ({ items: [] }),
    ...routes,
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DialogServiceProvider service={createDialogService()}>
        <CmxAdminPage />
      </DialogServiceProvider>
    </ClientProvider>,
    { language, path: '/admin/cmx' },
  );
  return api;
}

describe('CmxAdminPage', () => {
  it('shows a refused server URL on its field, and never puts the stored password in a field', async () => {
    const user = userEvent.setup();
    const api = renderPage(() => SAVED, {
      'POST /admin/cmx/settings': () => [
        400,
        {
          code: 'VALIDATION_FAILED',
          message: 'refused',
          fieldErrors: [{ path: 'body.baseUrl', key: 'url' }],
        },
      ],
    });
    const url = await screen.findByRole('textbox', { name: /^Server URL/ });
    expect(url).toHaveValue('https://cmx.example.co.jp');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Leave this empty to keep it'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining('Enter a URL.')));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      baseUrl: 'https://cmx.example.co.jp',
      username: 'kizuna',
      password: null,
    });
  });

  it("tells in Japanese why the test failed, and lists CMX's floors when it worked", async () => {
    const user = userEvent.setup();
    const answers: CmxTestResult[] = [
      { ok: false, reason: 'UNAUTHORIZED', floors: [] },
      {
        ok: true,
        reason: null,
        floors: [{ id: '723413320329068590', name: '7F', width: 100, length: 60, unit: 'FEET' }],
      },
    ];
    renderPage(() => SAVED, { 'POST /admin/cmx/test': () => answers.shift() }, 'ja');
    await user.click(await screen.findByRole('button', { name: '接続をテスト' }));
    expect(
      await screen.findByText('サーバーがユーザーまたはパスワードを受け付けませんでした。'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '接続をテスト' }));
    expect(await screen.findByText(/接続できました。CMX のフロアは 1 件です/)).toBeInTheDocument();
    // The floors found are listed with their ids, to map below.
    expect(screen.getByText('723413320329068590')).toBeInTheDocument();
  });
});
