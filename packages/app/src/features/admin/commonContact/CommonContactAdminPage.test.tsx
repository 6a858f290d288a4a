import { createKizunaClient } from '@kizuna/api-client';
import type { CommonFolderAdmin } from '@kizuna/api-client/contract';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch, type FakeApiCall } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CommonContactAdminPage } from './CommonContactAdminPage';

const folder = (overrides: Partial<CommonFolderAdmin>): CommonFolderAdmin => ({
  folderId: 1,
  folderName: '取引先',
  folderDescription: '',
  tenantPublic: true,
  usersCanEdit: false,
  contactCount: 0,
  sortScore: 0,
  updatedAt: new Date(2026, 10, 2, 9, 30).toISOString(),
  ...overrides,
});

function renderPage(
  items: CommonFolderAdmin[],
  routes: Record<string, (call: FakeApiCall) => unknown> = {},
  language: Language = 'en',
) {
  const api = fakeApiFetch({ 'GET /admin/commonContactFolder': () => ({ items }), ...routes });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DialogServiceProvider service={createDialogService()}>
        <CommonContactAdminPage />
      </DialogServiceProvider>
    </ClientProvider>,
    { language, path: '/admin/commonContact' },
  );
  return api;
}

describe('CommonContactAdminPage', () => {
  it('lists each folder with its contacts, who reads and edits it, and a link to its contacts', async () => {
    renderPage([
      folder({ folderId: 3, folderName: '取引先', contactCount: 12, usersCanEdit: true }),
      folder({ folderId: 7, folderName: '役員専用', contactCount: 1, tenantPublic: false }),
    ]);
    const partners = (await screen.findByRole('rowheader', { name: /取引先/ })).closest('tr')!;
    expect(within(partners).getByRole('link', { name: 'Contacts of 取引先' })).toHaveAttribute(
      'href',
      '/externalContacts#folderType=common&folderId=3',
    );
    expect(partners).toHaveTextContent('12 contacts');
    expect(within(partners).getByText('Everyone', { exact: true })).toBeInTheDocument();
    expect(within(partners).getByText('Everyone who reads it', { exact: true })).toBeInTheDocument();
    expect(partners).toHaveTextContent('2026/11/02 09:30');
    const board = screen.getByRole('rowheader', { name: /役員専用/ }).closest('tr')!;
    expect(board).toHaveTextContent('1 contact');
    expect(within(board).getByText('Permitted people only', { exact: true })).toBeInTheDocument();
    expect(within(board).getByText('Contact admins only', { exact: true })).toBeInTheDocument();
  });

  it('creates a folder open to everyone for editing, and shows a taken name on its field', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = renderPage([folder({})], {
      'POST /commonContactFolder': () =>
        refuse
          ? [400, { code: 'VALIDATION_FAILED', fieldErrors: [{ path: 'body.folderName', key: 'duplicate' }] }]
          : {
              folderId: 9,
              folderName: '展示会',
              folderDescription: '',
              tenantPublic: true,
              usersCanEdit: true,
              editable: true,
              contactCount: 0,
              sortScore: 0,
              folderType: 'COMMON',
            },
    });
    await screen.findByRole('rowheader', { name: /取引先/ });
    await user.click(screen.getByRole('button', { name: 'New common folder' }));
    const dialog = screen.getByRole('dialog', { name: 'New common folder' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /^Folder name/ })).toHaveAccessibleDescription(
      'This is a required field.',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /^Folder name/ }), '取引先');
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Everyone who can read it can add, change and delete its contacts',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This name is already there.', { exact: false }),
    ).toBeInTheDocument();
    refuse = false;
    const name = within(dialog).getByRole('textbox', { name: /^Folder name/ });
    await user.clear(name);
    await user.type(name, '展示会');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Common folder 展示会 created.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      expect.objectContaining({ folderName: '取引先', tenantPublic: true, usersCanEdit: true }),
      expect.objectContaining({ folderName: '展示会', tenantPublic: true, usersCanEdit: true }),
    ]);
  });

  it('says in Japanese how many contacts go with a folder before deleting it', async () => {
    const user = userEvent.setup();
    const api = renderPage(
      [folder({ folderId: 4, folderName: '協力会社', contactCount: 5 })],
      {
        'POST /commonContactFolder/delete': () => ({ deletedCount: 1 }),
      },
      'ja',
    );
    await user.click(await screen.findByRole('button', { name: '「協力会社」を削除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('「協力会社」と中の連絡先 5 件を削除しますか？');
    await user.click(within(confirm).getByRole('button', { name: '削除' }));
    expect(await screen.findByText('共通フォルダー「協力会社」を削除しました。')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/commonContactFolder/delete')?.body).toEqual({
      folderIds: [4],
    });
  });
});
