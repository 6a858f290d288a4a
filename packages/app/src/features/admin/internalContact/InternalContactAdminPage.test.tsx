import { createKizunaClient } from '@kizuna/api-client';
import type { InternalContactVisibility, VisibilityUser } from '@kizuna/api-client/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch, type FakeApiCall } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { InternalContactAdminPage } from './InternalContactAdminPage';

function overview(hidden: ReadonlySet<number>): InternalContactVisibility {
  return {
    linkedCompanies: [{ groupTenantId: 3, orgName: 'キズナ物流株式会社' }],
    shownCount: hidden.has(2) ? 218 : 220,
    peopleCount: 220,
    divisions: [
      { divisionId: 1, parentDivisionId: null, divisionName: '本社', shown: true, hiddenByParent: false },
      {
        divisionId: 2,
        parentDivisionId: 1,
        divisionName: '総務部',
        shown: !hidden.has(2),
        hiddenByParent: false,
      },
      {
        divisionId: 3,
        parentDivisionId: 2,
        divisionName: '総務課',
        shown: true,
        hiddenByParent: hidden.has(2),
      },
    ],
  };
}

function person(hidden: ReadonlySet<number>): VisibilityUser {
  return {
    userId: 10,
    fullname: '山田 太郎',
    fullnameKana: 'ヤマダ タロウ',
    fullnameAlphabet: 'Taro Yamada',
    divisions: [{ divisionId: 5, divisionName: '営業一課' }],
    shown: !hidden.has(10),
    hiddenByDivision: false,
  };
}

/** The query of the last request, for routes that answer by it. */
let lastQuery = new URLSearchParams();

function renderPage(routes: Record<string, (call: FakeApiCall) => unknown>, language: Language = 'en') {
  const api = fakeApiFetch(routes);
  const fetch: typeof globalThis.fetch = (input, init) => {
    lastQuery = new URL(new Request(input, init).url).searchParams;
    return api.fetch(input, init);
  };
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <InternalContactAdminPage />
    </ClientProvider>,
    { language, path: '/admin/internalContact' },
  );
  return api;
}

describe('InternalContactAdminPage', () => {
  it('says which companies are linked and hides a division, whose sub-division then shows as hidden with it', async () => {
    const user = userEvent.setup();
    const hidden = new Set<number>();
    const api = renderPage({
      'GET /admin/internalContact': () => overview(hidden),
      'GET /admin/internalContact/users': () => ({
        items: [person(hidden)],
        totalCount: 1,
        size: 50,
        offset: 0,
        page: 1,
        hasNext: false,
        hasPrevious: false,
      }),
      'PUT /admin/internalContact/divisions/2': (call) => {
        if ((call.body as { shown: boolean }).shown) hidden.delete(2);
        else hidden.add(2);
        return { count: 1 };
      },
    });
    expect(await screen.findByText('キズナ物流株式会社')).toBeInTheDocument();
    expect(screen.getByText('Linked companies see 220 of 220 people.')).toBeInTheDocument();
    const general = screen.getByRole('switch', { name: 'Show 総務部 to group companies' });
    expect(general).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show 総務課 to group companies' })).toBeChecked();

    await user.click(general);
    expect(await screen.findByText('総務部 is hidden from group companies.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Linked companies see 218 of 220 people.')).toBeInTheDocument(),
    );
    expect(screen.getByRole('switch', { name: 'Show 総務部 to group companies' })).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Show 総務課 to group companies' })).toBeNull();
    expect(screen.getByText('Hidden with the division above')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ shown: false });
  });

  it('finds a person by name and hides them, in Japanese', async () => {
    const user = userEvent.setup();
    const hidden = new Set<number>();
    const api = renderPage(
      {
        'GET /admin/internalContact': () => overview(hidden),
        'GET /admin/internalContact/users': () =>
          lastQuery.get('freeWord') === 'やまだ'
            ? {
                items: [person(hidden)],
                totalCount: 1,
                size: 50,
                offset: 0,
                page: 1,
                hasNext: false,
                hasPrevious: false,
              }
            : { items: [], totalCount: 0, size: 50, offset: 0, page: 1, hasNext: false, hasPrevious: false },
        'PUT /admin/internalContact/users/10': () => {
          hidden.add(10);
          return { count: 1 };
        },
      },
      'ja',
    );
    expect(await screen.findByText('社員はまだいません')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '社員を検索' }), 'やまだ{Enter}');
    const row = (await screen.findByRole('rowheader', { name: /山田 太郎/ })).closest('tr')!;
    expect(row).toHaveTextContent('営業一課');
    await user.click(within(row).getByRole('switch', { name: '山田 太郎 をグループ会社に公開' }));
    expect(await screen.findByText('山田 太郎 をグループ会社に非公開にしました。')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '山田 太郎 をグループ会社に公開' })).not.toBeChecked(),
    );
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ shown: false });
  });
});
