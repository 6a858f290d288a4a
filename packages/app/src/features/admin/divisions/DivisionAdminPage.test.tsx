import { createKizunaClient } from '@kizuna/api-client';
import type { AdminDivision } from '@kizuna/api-client/contract';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import { fakeApiFetch } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DivisionAdminPage } from './DivisionAdminPage';

function division(divisionId: number, divisionName: string, counts: Partial<AdminDivision>): AdminDivision {
  return {
    divisionId,
    parentDivisionId: null,
    divisionName,
    divisionNameKana: '',
    divisionCode: `D${divisionId}`,
    divisionPhoneNum: null,
    divisionUrl: null,
    comment: null,
    sort: divisionId,
    childCount: 0,
    memberCount: 0,
    ...counts,
  };
}

function renderPage(language: 'en' | 'ja') {
  const api = fakeApiFetch({
    'GET /admin/division': () => ({
      items: [division(1, '営業部', { memberCount: 12 }), division(2, '新規事業室', {})],
    }),
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DialogServiceProvider service={createDialogService()}>
        <DivisionAdminPage />
      </DialogServiceProvider>
    </ClientProvider>,
    { language, path: '/admin/division' },
  );
  return api;
}

describe('DivisionAdminPage', () => {
  it('disables Delete for a division that still has people, and says why beside it', async () => {
    const user = userEvent.setup();
    const api = renderPage('ja');
    await user.click(await screen.findByRole('row', { name: /営業部/ }));
    const remove = screen.getByRole('button', { name: '削除' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      '「営業部」は削除できません（所属 12 人・下位の部署 0 件）。先に人と部署を別の部署へ移動してください。',
    );
    await user.click(remove);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).not.toContain('/admin/division/delete');
  }, 20_000);

  it('lets an empty division be deleted, after asking', async () => {
    const user = userEvent.setup();
    renderPage('en');
    await user.click(await screen.findByRole('row', { name: /新規事業室/ }));
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toBeEnabled();
    expect(remove).not.toHaveAccessibleDescription(expect.stringContaining('cannot be deleted'));
    await user.click(remove);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('新規事業室');
  }, 20_000);
});
