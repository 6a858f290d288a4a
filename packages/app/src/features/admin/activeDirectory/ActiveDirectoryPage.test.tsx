import { createKizunaClient } from '@kizuna/api-client';
import { AD_DEFAULT_MAPPING, type AdRun, type AdSettings } from '@kizuna/api-client/contract';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch, type FakeApiCall } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ActiveDirectoryPage } from './ActiveDirectoryPage';

const UNSET: AdSettings = {
  configured: false,
  servers: [],
  security: 'LDAPS',
  bindDn: '',
  passwordSet: false,
  baseDn: '',
  filter: '(&(objectCategory=person)(objectClass=user))',
  mapping: AD_DEFAULT_MAPPING,
  divisionSource: 'OU',
  keepEdited: [],
  schedule: 'OFF',
  dailyAt: null,
  nextRunAt: null,
  plainAllowed: false,
};

const SAVED: AdSettings = {
  ...UNSET,
  configured: true,
  servers: ['ldaps://dc1.example.co.jp:636'],
  bindDn: 'CN=kizuna-sync,OU=Service,DC=example,DC=co,DC=jp',
  passwordSet: true,
  baseDn: 'OU=Staff,DC=example,DC=co,DC=jp',
};

const RUN: AdRun = {
  runId: 41,
  dryRun: false,
  trigger: 'MANUAL',
  state: 'DONE',
  problem: null,
  read: 120,
  created: 7,
  updated: 3,
  disabled: 2,
  unchanged: 107,
  refused: 1,
  divisionsCreated: 1,
  createdAt: '2026-12-01T01:00:00Z',
  startedAt: '2026-12-01T01:00:01Z',
  finishedAt: '2026-12-01T01:00:09Z',
};

function renderPage(
  settings: () => AdSettings,
  routes: Record<string, (call: FakeApiCall) => unknown> = {},
  language: Language = 'en',
) {
  const api = fakeApiFetch({
    'GET /admin/activeDirectory/settings': () => settings(),
    'GET /admin/activeDirectory/runs': () => ({ items: [] }),
    ...routes,
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DialogServiceProvider service={createDialogService()}>
        <ActiveDirectoryPage />
      </DialogServiceProvider>
    </ClientProvider>,
    { language, path: '/admin/activeDirectory' },
  );
  return api;
}

const posts = (api: ReturnType<typeof fakeApiFetch>) => api.calls.filter((call) => call.method === 'POST');

describe('ActiveDirectoryPage', () => {
  it('fills in the AD defaults, asks for a password first, and shows the server’s field errors at their fields', async () => {
    const user = userEvent.setup();
    const api = renderPage(() => UNSET, {
      'POST /admin/activeDirectory/settings': () => [
        400,
        {
          code: 'VALIDATION_FAILED',
          message: 'refused',
          fieldErrors: [
            { path: 'body.servers.1', key: 'scheme' },
            { path: 'body.mapping.email', key: 'pattern' },
          ],
        },
      ],
    });
    expect(await screen.findByRole('textbox', { name: /^E-mail address/ })).toHaveValue('mail');
    expect(screen.getByRole('textbox', { name: /^Account ID/ })).toHaveValue('sAMAccountName');
    expect(screen.getByRole('radio', { name: 'Plain LDAP, unencrypted' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const password = screen.getByLabelText(/^Bind password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('required')));
    expect(posts(api)).toEqual([]);

    await user.click(screen.getByRole('textbox', { name: /^Servers/ }));
    await user.paste('ldaps://dc1.example.co.jp:636\nldap://dc2.example.co.jp:389');
    await user.click(screen.getByRole('textbox', { name: /^Bind account/ }));
    await user.paste('CN=kizuna-sync,OU=Service,DC=example,DC=co,DC=jp');
    await user.click(password);
    await user.paste('s3cret!');
    await user.click(screen.getByRole('textbox', { name: /^Base DN/ }));
    await user.paste('OU=Staff,DC=example,DC=co,DC=jp');
    await user.click(screen.getByRole('checkbox', { name: 'Mobile number' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const servers = screen.getByRole('textbox', { name: /^Servers/ });
    await waitFor(() =>
      expect(servers).toHaveAccessibleDescription(
        expect.stringContaining('Line 2: The address must start with ldaps://'),
      ),
    );
    expect(screen.getByRole('textbox', { name: /^E-mail address/ })).toHaveAccessibleDescription(
      expect.stringContaining('The format is invalid.'),
    );
    expect(posts(api).map((call) => call.body)).toEqual([
      {
        servers: ['ldaps://dc1.example.co.jp:636', 'ldap://dc2.example.co.jp:389'],
        security: 'LDAPS',
        bindDn: 'CN=kizuna-sync,OU=Service,DC=example,DC=co,DC=jp',
        password: 's3cret!',
        baseDn: 'OU=Staff,DC=example,DC=co,DC=jp',
        filter: '(&(objectCategory=person)(objectClass=user))',
        mapping: AD_DEFAULT_MAPPING,
        divisionSource: 'OU',
        keepEdited: ['mobileNum'],
        schedule: 'OFF',
        dailyAt: null,
      },
    ]);
  }, 60_000);

  it('tells in Japanese why the test failed, runs now, and opens a run’s report', async () => {
    const user = userEvent.setup();
    let runs: AdRun[] = [];
    const api = renderPage(
      () => SAVED,
      {
        'POST /admin/activeDirectory/test': () => ({
          ok: false,
          reason: 'INVALID_CREDENTIALS',
          server: null,
          matched: null,
        }),
        'GET /admin/activeDirectory/runs': () => ({ items: runs }),
        'POST /admin/activeDirectory/runs': () => {
          runs = [RUN];
          return { ...RUN, state: 'QUEUED' };
        },
        'GET /admin/activeDirectory/runs/41': () => ({
          run: RUN,
          added: [{ accountId: 'tanaka', fullname: '田中 花子', fields: [] }],
          changed: [{ accountId: 'sato', fullname: '佐藤 一郎', fields: ['position', 'phoneNum'] }],
          disabledPeople: [],
          refusedEntries: [{ dn: 'CN=No Name,OU=Staff,DC=example,DC=co,DC=jp', reason: 'MISSING_NAME' }],
        }),
      },
      'ja',
    );
    await user.click(await screen.findByRole('button', { name: '接続をテスト' }));
    expect(
      await screen.findByText('Active Directory が接続アカウントまたはパスワードを受け付けませんでした。'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '今すぐ実行' }));
    const row = (await screen.findByText('同期 · 手動')).closest('tr')!;
    expect(within(row).getByText('完了')).toBeInTheDocument();
    expect(within(row).getByText('120')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /に開始した実行の結果/ }));
    expect(await screen.findByText(/追加 7、更新 3、無効化 2/)).toBeInTheDocument();
    expect(screen.getByText('田中 花子')).toBeInTheDocument();
    expect(screen.getByText(/役職、電話番号/)).toBeInTheDocument();
    expect(screen.getByText(/氏名がありません/)).toBeInTheDocument();
    expect(posts(api).map((call) => [call.path, call.body])).toEqual([
      ['/admin/activeDirectory/test', null],
      ['/admin/activeDirectory/runs', { dryRun: false }],
    ]);
  });
});
