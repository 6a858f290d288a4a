import { createKizunaClient } from '@kizuna/api-client';
import type { SansanImportRun, SansanImportSettings } from '@kizuna/api-client/contract';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch, type FakeApiCall } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { SansanImportPage } from './SansanImportPage';

const UNSET: SansanImportSettings = {
  apiKeySet: false,
  scope: 'ALL',
  owners: [],
  folderId: null,
  folders: [
    { id: 5, name: '取引先' },
    { id: 6, name: '展示会' },
  ],
  schedule: 'OFF',
  importedUpTo: null,
};

const RUN: SansanImportRun = {
  id: 31,
  state: 'DONE',
  startedBy: '管理者',
  createdAt: '2026-12-01T01:00:00Z',
  finishedAt: '2026-12-01T01:01:00Z',
  added: 12,
  updated: 3,
  skipped: 40,
  refused: 1,
  failure: null,
};

function renderPage(
  settings: () => SansanImportSettings,
  routes: Record<string, (call: FakeApiCall) => unknown> = {},
  language: Language = 'en',
) {
  const api = fakeApiFetch({
    'GET /admin/sansanImport/settings': () => settings(),
    'GET /admin/sansanImport/runs': () => ({ items: [] }),
    ...routes,
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DialogServiceProvider service={createDialogService()}>
        <SansanImportPage />
      </DialogServiceProvider>
    </ClientProvider>,
    { language, path: '/admin/sansanImport' },
  );
  return api;
}

describe('SansanImportPage', () => {
  it('asks for the key and a folder the first time, then sends the chosen people and schedule', async () => {
    const user = userEvent.setup();
    let saved = UNSET;
    const api = renderPage(() => saved, {
      'POST /internalContacts/searchByFreeWord': () => ({
        items: [
          {
            contactId: 8,
            userId: 8,
            userType: 'REGULAR_USER',
            fullname: '山田 太郎',
            fullnameKana: 'ヤマダ タロウ',
            fullnameAlphabet: '',
            position: '課長',
            post: null,
            accountId: 'user8',
            divisions: [{ divisionId: 1, divisionName: '営業部' }],
            moreDivisionsCount: 0,
            editAuthorizable: false,
            gotalkAvailable: false,
            talkAvailable: true,
            tenantCucmAdapterSettingsId: null,
            pbxPartition: null,
            hasFaceImage: false,
            dynamicColumns: {},
          },
        ],
        totalCount: 1,
        size: 30,
        offset: 0,
        page: 1,
        hasNext: false,
        hasPrevious: false,
      }),
      'POST /admin/sansanImport/settings': (call) => {
        const body = call.body as { scope: 'OWNERS'; folderId: number; schedule: 'DAILY' };
        saved = {
          ...UNSET,
          apiKeySet: true,
          scope: body.scope,
          folderId: body.folderId,
          schedule: body.schedule,
          owners: [{ userId: 8, fullname: '山田 太郎', email: 'yamada@example.jp' }],
        };
        return saved;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const key = screen.getByLabelText(/^Sansan API key/);
    await waitFor(() => expect(key).toHaveAccessibleDescription(expect.stringContaining('required')));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(key);
    await user.paste('abcDEF0123456789abcDEF0123456789');
    await user.click(screen.getByRole('radio', { name: 'Only the cards of chosen people' }));
    await user.click(screen.getByRole('searchbox', { name: 'Find people' }));
    await user.paste('山田');
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Add 山田 太郎' }));
    expect(
      within(screen.getByRole('list', { name: 'Chosen people' })).getByText('山田 太郎'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Common folder/ }));
    await user.click(await screen.findByRole('option', { name: '展示会' }));
    await user.click(screen.getByRole('button', { name: /Run by itself/ }));
    await user.click(await screen.findByRole('option', { name: 'Once a day' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/A key is set/);
    expect(
      api.calls.find((call) => call.path === '/admin/sansanImport/settings' && call.method === 'POST')?.body,
    ).toEqual({
      apiKey: 'abcDEF0123456789abcDEF0123456789',
      scope: 'OWNERS',
      ownerUserIds: [8],
      folderId: 6,
      schedule: 'DAILY',
    });
    // The key never comes back into the field.
    expect(screen.getByLabelText(/^Sansan API key/)).toHaveValue('');
  }, 60_000);

  it('tells in Japanese why the test failed, runs now, and opens a run’s report', async () => {
    const user = userEvent.setup();
    const ready = { ...UNSET, apiKeySet: true, folderId: 5 };
    let runs: SansanImportRun[] = [];
    const api = renderPage(
      () => ready,
      {
        'POST /admin/sansanImport/test': () => ({ ok: false, reason: 'UNAUTHORIZED' }),
        'GET /admin/sansanImport/runs': () => ({ items: runs }),
        'POST /admin/sansanImport/runs': () => {
          runs = [RUN];
          return { ...RUN, state: 'QUEUED' };
        },
        'GET /admin/sansanImport/runs/31': () => ({
          run: RUN,
          refusals: [{ cardId: 'c-9', name: '', reason: 'NO_NAME' }],
        }),
      },
      'ja',
    );
    await user.click(await screen.findByRole('button', { name: '接続をテスト' }));
    expect(await screen.findByText('Sansan が API キーを受け付けませんでした。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '今すぐ実行' }));
    const row = (await screen.findByText('管理者')).closest('tr')!;
    expect(within(row).getByText('完了')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /に開始した実行の結果/ }));
    expect(await screen.findByText('名刺 c-9: 名前がありません')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/admin/sansanImport/test',
      '/admin/sansanImport/runs',
    ]);
  });
});
