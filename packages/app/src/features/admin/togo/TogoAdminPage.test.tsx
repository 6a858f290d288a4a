import { createKizunaClient } from '@kizuna/api-client';
import type { GroupCompanyIncomingLink, GroupCompanyLink } from '@kizuna/api-client/contract';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch, type FakeApiCall } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { TogoAdminPage } from './TogoAdminPage';

const LOGISTICS: GroupCompanyLink = {
  groupTenantId: 3,
  tenantCode: 'kizuna-logistics',
  orgName: 'キズナ物流株式会社',
  linkedBack: true,
};
const WAITING: GroupCompanyLink = {
  groupTenantId: 5,
  tenantCode: 'kizuna-foods',
  orgName: null,
  linkedBack: false,
};

function renderPage(
  items: () => GroupCompanyLink[],
  routes: Record<string, (call: FakeApiCall) => unknown> = {},
  language: Language = 'en',
  incoming: () => GroupCompanyIncomingLink[] = () => [],
) {
  const api = fakeApiFetch({
    'GET /admin/togo': () => ({ items: items(), incoming: incoming() }),
    ...routes,
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DialogServiceProvider service={createDialogService()}>
        <TogoAdminPage />
      </DialogServiceProvider>
    </ClientProvider>,
    { language, path: '/admin/togo' },
  );
  return api;
}

describe('TogoAdminPage', () => {
  it('lists the companies with code and state; a waiting one shows no name', async () => {
    renderPage(() => [LOGISTICS, WAITING]);
    const logistics = (await screen.findByRole('rowheader', { name: 'キズナ物流株式会社' })).closest('tr')!;
    expect(logistics).toHaveTextContent('kizuna-logistics');
    expect(logistics).toHaveTextContent('Linked both ways');
    expect(within(logistics).getByRole('button', { name: 'Move キズナ物流株式会社 up' })).toBeDisabled();
    const waiting = screen.getByRole('rowheader', { name: 'Shown once linked back' }).closest('tr')!;
    expect(waiting).toHaveTextContent('kizuna-foods');
    expect(waiting).toHaveTextContent('Waiting for the other company to link back');
    expect(within(waiting).getByRole('button', { name: 'Move kizuna-foods down' })).toBeDisabled();
  });

  it('shows a refused code on the field, then links and says it shows once linked back', async () => {
    const user = userEvent.setup();
    let items = [LOGISTICS];
    const api = renderPage(() => items, {
      'POST /admin/togo': (call) => {
        const { tenantCode } = call.body as { tenantCode: string };
        if (tenantCode === 'nobody') {
          return [
            400,
            {
              code: 'VALIDATION_FAILED',
              message: 'refused',
              fieldErrors: [{ path: 'body.tenantCode', key: 'notLinkable' }],
            },
          ];
        }
        items = [LOGISTICS, WAITING];
        return { count: 1 };
      },
    });
    const field = await screen.findByRole('textbox', { name: /^Tenant code of the company/ });
    await user.type(field, 'nobody{Enter}');
    expect(await screen.findByText('No company with this code can be linked.')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await user.clear(field);
    await user.type(field, 'kizuna-foods');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(
      await screen.findByText(
        'Linked from this side with kizuna-foods. It shows once that company links back.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Shown once linked back' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { tenantCode: 'nobody' },
      { tenantCode: 'kizuna-foods' },
    ]);
  });

  it('moves a company and unlinks one after a Japanese confirmation', async () => {
    const user = userEvent.setup();
    let items = [LOGISTICS, WAITING];
    const api = renderPage(
      () => items,
      {
        'POST /admin/togo/5/move': () => {
          items = [WAITING, LOGISTICS];
          return { count: 1 };
        },
        'DELETE /admin/togo/3': () => {
          items = [WAITING];
          return { count: 2 };
        },
      },
      'ja',
    );
    await user.click(await screen.findByRole('button', { name: 'kizuna-foods を上へ移動' }));
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        '相手の連携後に表示',
        'キズナ物流株式会社',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'キズナ物流株式会社 との連携を解除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('両社とも、すぐに相手の社員名簿を見られなくなります。');
    await user.click(within(confirm).getByRole('button', { name: '連携を解除' }));
    expect(await screen.findByText('キズナ物流株式会社 との連携を解除しました。')).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('DELETE /admin/togo/3');
    expect(api.calls.find((call) => call.path === '/admin/togo/5/move')?.body).toEqual({ direction: 'UP' });
  });

  it('lists a company that wants to link with its name and links it back with one press', async () => {
    const user = userEvent.setup();
    const FOODS: GroupCompanyIncomingLink = {
      groupTenantId: 7,
      tenantCode: 'kizuna-foods',
      orgName: 'キズナ食品株式会社',
    };
    let items = [LOGISTICS];
    let incoming = [FOODS];
    const api = renderPage(
      () => items,
      {
        'POST /admin/togo': () => {
          items = [LOGISTICS, { ...FOODS, linkedBack: true }];
          incoming = [];
          return { count: 1 };
        },
      },
      'ja',
      () => incoming,
    );
    const section = await screen.findByRole('region', { name: '連携を希望している会社' });
    const row = within(section).getByRole('rowheader', { name: 'キズナ食品株式会社' }).closest('tr')!;
    expect(row).toHaveTextContent('kizuna-foods');
    expect(row).toHaveTextContent('連携を希望');
    await user.click(within(row).getByRole('button', { name: 'キズナ食品株式会社 と連携し返す' }));
    expect(await screen.findByText('キズナ食品株式会社 と双方で連携しました。')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '連携を希望している会社' })).not.toBeInTheDocument(),
    );
    const linked = screen.getByRole('rowheader', { name: 'キズナ食品株式会社' }).closest('tr')!;
    expect(linked).toHaveTextContent('双方連携済み');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { tenantCode: 'kizuna-foods' },
    ]);
  });
});
