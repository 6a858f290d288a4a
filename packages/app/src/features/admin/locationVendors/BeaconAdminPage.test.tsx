import { createKizunaClient } from '@kizuna/api-client';
import type { BeaconGateway } from '@kizuna/api-client/contract';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../../api/ClientContext';
import type { Language } from '../../../i18n/createI18n';
import { fakeApiFetch, type FakeApiCall } from '../../../testing/fakeApiFetch';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { BeaconAdminPage } from './BeaconAdminPage';

const TOKEN = 'kzbgw_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const EAST: BeaconGateway = {
  id: 3,
  gatewayId: 'gw-7f-east',
  name: '7F 東',
  sourceFloorId: 'beacon-7f',
  x: 40,
  y: 12.5,
  createdAt: '2026-11-27T00:00:00.000Z',
  lastSeenAt: null,
};

function renderPage(
  gateways: () => BeaconGateway[],
  routes: Record<string, (call: FakeApiCall) => unknown> = {},
  language: Language = 'en',
) {
  const api = fakeApiFetch({
    'GET /admin/exBeacon/gateways': () => ({ items: gateways() }),
    'GET /admin/places/sourceFloors': () => ({ items: [] }),
    'GET /admin/places/floors': () => ({ items: [] }),
    ...routes,
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DialogServiceProvider service={createDialogService()}>
        <BeaconAdminPage />
      </DialogServiceProvider>
    </ClientProvider>,
    { language, path: '/admin/exBeacon' },
  );
  return api;
}

async function fillGateway(user: ReturnType<typeof userEvent.setup>, gatewayId: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Add a gateway' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Gateway ID/ }), gatewayId);
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '7F 東');
  await user.type(within(dialog).getByRole('textbox', { name: /^Floor/ }), 'beacon-7f');
  await user.type(within(dialog).getByRole('textbox', { name: /^x/ }), '40');
  await user.type(within(dialog).getByRole('textbox', { name: /^y/ }), '12.5');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  return dialog;
}

describe('BeaconAdminPage', () => {
  it("shows a new gateway's token once, with the warning, and never again after closing", async () => {
    const user = userEvent.setup();
    let gateways: BeaconGateway[] = [];
    const api = renderPage(() => gateways, {
      'POST /admin/exBeacon/gateways': () => {
        gateways = [EAST];
        return { gateway: EAST, token: TOKEN };
      },
    });
    expect(await screen.findByText('No gateways yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add gateway' }));
    await fillGateway(user, 'gw-7f-east');
    const shown = await screen.findByRole('dialog', { name: 'Gateway 7F 東 added' });
    expect(within(shown).getByRole('textbox', { name: 'Token' })).toHaveValue(TOKEN);
    expect(within(shown).getByRole('note')).toHaveTextContent('it will not be shown again');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      gatewayId: 'gw-7f-east',
      name: '7F 東',
      sourceFloorId: 'beacon-7f',
      x: 40,
      y: 12.5,
    });

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByRole('rowheader', { name: '7F 東' }).closest('tr')!;
    expect(row).toHaveTextContent('gw-7f-east');
    expect(row).toHaveTextContent('beacon-7f');
    expect(row).toHaveTextContent('x 40, y 12.5');
    expect(document.body.innerHTML).not.toContain(TOKEN);
  });

  it('shows a gateway id taken and a bad id on the field, in Japanese, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderPage(
      () => [],
      {
        'POST /admin/exBeacon/gateways': () => [
          409,
          {
            code: 'BEACON_GATEWAY_ID_TAKEN',
            message: 'taken',
            fieldErrors: [{ path: 'body.gatewayId', key: 'taken' }],
          },
        ],
      },
      'ja',
    );
    await user.click(await screen.findByRole('button', { name: 'ゲートウェイを追加' }));
    const dialog = await screen.findByRole('dialog', { name: 'ゲートウェイを追加' });
    const id = within(dialog).getByRole('textbox', { name: /^ゲートウェイ ID/ });
    await user.type(id, 'gw 1');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    expect(id).toHaveAccessibleDescription(expect.stringContaining('形式が正しくありません'));

    await user.clear(id);
    await user.type(id, 'gw-1');
    await user.type(within(dialog).getByRole('textbox', { name: /^名前/ }), '東');
    await user.type(within(dialog).getByRole('textbox', { name: /^フロア/ }), 'beacon-7f');
    await user.type(within(dialog).getByRole('textbox', { name: /^x/ }), '１０');
    await user.type(within(dialog).getByRole('textbox', { name: /^y/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() =>
      expect(id).toHaveAccessibleDescription(
        expect.stringContaining('このIDは別のゲートウェイが使っています'),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'ゲートウェイを追加' })).toBeInTheDocument();
  });

  it('removes a gateway only after the confirmation', async () => {
    const user = userEvent.setup();
    let gateways = [EAST];
    const api = renderPage(() => gateways, {
      'POST /admin/exBeacon/gateways/3/delete': () => {
        gateways = [];
        return null;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove 7F 東' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('its token will stop working');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No gateways yet')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/admin/exBeacon/gateways/3/delete',
    ]);
  });
});
