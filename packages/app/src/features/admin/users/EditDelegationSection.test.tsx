import { createKizunaClient } from '@kizuna/api-client';
import type { EditDelegation, UserAdminUser } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { EditDelegationSection } from './EditDelegationSection';

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
  email: '',
  email2: '',
  employeeNum: '',
  roles: [],
  virtualRoles: [],
  enabled: true,
  invited: false,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
};

const delegate = { userId: 15, fullname: '鈴木 花子', accountId: 'suzuki.hanako' };
const SATO: EditDelegation = {
  delegationId: 1,
  delegate,
  target: { kind: 'USER', userId: 20, fullname: '佐藤 一郎', accountId: 'sato.ichiro' },
  createdAt: '2026-04-01T00:00:00.000Z',
};
const SALES: EditDelegation = {
  delegationId: 2,
  delegate,
  target: { kind: 'DIVISION', divisionId: 3, name: '営業部' },
  createdAt: '2026-04-01T00:00:00.000Z',
};
/** Another secretary's grant: not listed on Suzuki's page. */
const OTHER: EditDelegation = {
  delegationId: 3,
  delegate: { userId: 16, fullname: '田中 美咲', accountId: 'tanaka.misaki' },
  target: { kind: 'USER', userId: 21, fullname: '高橋 健', accountId: 'takahashi.ken' },
  createdAt: '2026-04-01T00:00:00.000Z',
};

function renderSection(language: Language) {
  let items: EditDelegation[] = [SALES, OTHER];
  const api = fakeApiFetch({
    'GET /admin/editDelegations': () => ({ items }),
    'GET /admin/users': () => ({
      items: [
        {
          userId: 20,
          accountId: 'sato.ichiro',
          fullname: '佐藤 一郎',
          fullnameKana: 'サトウ イチロウ',
          userType: 'REGULAR_USER',
          enabled: true,
          invited: false,
          mainDivisionName: '営業部',
          position: null,
          employeeNum: null,
          email: null,
          roles: [],
          updatedAt: '2026-04-01T00:00:00.000Z',
        },
      ],
      totalCount: 1,
      size: 20,
      offset: 0,
      page: 1,
      hasNext: false,
      hasPrevious: false,
    }),
    'POST /admin/editDelegations': () => {
      items = [SATO, SALES, OTHER];
      return { items };
    },
    'POST /admin/editDelegations/2/remove': () => {
      items = items.filter((item) => item.delegationId !== 2);
      return { items };
    },
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <EditDelegationSection
        user={SUZUKI}
        divisions={[{ divisionId: 3, name: '営業部', depth: 0, parentNames: [] } as never]}
      />
    </ClientProvider>,
    { language },
  );
  return api;
}

describe('EditDelegationSection', () => {
  it("lists the person's grants only, delegates a colleague found by name, and removes a grant", async () => {
    const user = userEvent.setup();
    const api = renderSection('en');
    const list = await screen.findByRole('list', { name: 'Entries 鈴木 花子 may edit' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Division営業部Remove']);

    await user.type(screen.getByRole('searchbox', { name: /search/i }), '佐藤');
    await user.click(await screen.findByRole('checkbox', { name: /佐藤 一郎/ }));
    await user.click(screen.getByRole('button', { name: 'Delegate' }));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      delegateUserId: 15,
      userIds: [20],
      divisionIds: [],
    });
    expect(await within(list).findByText('佐藤 一郎')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop delegating 営業部' }));
    expect(await screen.findByText('営業部 is no longer delegated.')).toBeInTheDocument();
    expect(within(list).queryByText('営業部')).not.toBeInTheDocument();
  });

  it('speaks Japanese to a Japanese administrator', async () => {
    renderSection('ja');
    expect(await screen.findByRole('heading', { name: '代理編集' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '営業部の代理編集を解除' })).toBeInTheDocument();
  });
});
