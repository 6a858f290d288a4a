import { createKizunaClient } from '@kizuna/api-client';
import type { GroupContact } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch } from '../../testing/fakeApiFetch';
import { listRow, pressEnterOn, tabStopsOf } from '../../testing/listKeyboard';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GroupCompanyUsersPage } from './GroupCompanyUsersPage';

const person = (linkageContactId: number, fullname: string, fullnameKana: string): GroupContact => ({
  linkageContactId,
  fullname,
  fullnameKana,
  fullnameAlphabet: '',
  extensionNum: `${5000 + linkageContactId}`,
  phoneNum: '0355552001',
  mobileNum: null,
  companyMobileNum: null,
  email1: `user${linkageContactId}@logistics.example.jp`,
  email2: null,
  position: '課長',
  faceImageThumbnail: null,
  divisions: [{ divisionId: 3, divisionName: '物流管理部' }],
});

const people = [person(1, '物流 一郎', 'ブツリュウ イチロウ'), person(2, '配送 花子', 'ハイソウ ハナコ')];

function renderPage() {
  const api = fakeApiFetch({
    'POST /groupCompanies/9/internalContacts/search': () => ({
      items: people,
      totalCount: 2,
      size: 30,
      offset: 0,
      page: 1,
      hasNext: false,
      hasPrevious: false,
    }),
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <GroupCompanyUsersPage
        company={{ groupTenantId: 9, orgName: 'キズナ物流' }}
        phoneSettings={{ mode: 'TEL_COLON', dynamicScheme: null }}
      />
    </ClientProvider>,
    { path: '/groupCompanies/9/users' },
  );
}

describe('GroupCompanyUsersPage', () => {
  it('opens a person with Enter, and Tab reaches each action of a row', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('物流 一郎');
    expect(await tabStopsOf(user, listRow('物流 一郎'))).toEqual([
      'Call Office 03-5555-2001',
      'user1@logistics.example.jp',
    ]);
    await pressEnterOn(user, listRow('配送 花子'));
    const dialog = await screen.findByRole('dialog', { name: '配送 花子' });
    expect(dialog).toHaveTextContent('ハイソウ ハナコ');
    expect(dialog).toHaveTextContent('物流管理部');
    expect(within(dialog).getByRole('link', { name: 'user2@logistics.example.jp' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);
});
