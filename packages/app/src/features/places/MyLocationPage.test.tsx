import { createKizunaClient } from '@kizuna/api-client';
import type { MyLocation } from '@kizuna/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import type { Language } from '../../i18n/createI18n';
import { fakeApiFetch, type FakeApiCall } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MyLocationPage } from './MyLocationPage';

const SHOWN: MyLocation = {
  devices: { pcMacAddress: 'aa:bb:cc:00:11:22', mobileMacAddress: null, bleId: null, exBeaconTagId: null },
  shownOnMaps: null,
  shownByDefault: true,
  shown: {
    state: 'SHOWN',
    floorId: 3,
    floorName: '本社 3F',
    areaName: '3F-01',
    seenAt: '2026-11-27T01:02:00.000Z',
  },
};

function renderPage(
  state: MyLocation,
  routes: Record<string, (call: FakeApiCall) => unknown> = {},
  language: Language = 'en',
) {
  const api = fakeApiFetch({ 'GET /settings/location': () => state, ...routes });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <MyLocationPage />
    </ClientProvider>,
    { language, path: '/settings/location' },
  );
  return api;
}

describe('MyLocationPage', () => {
  it('says where colleagues see the person, and that no history is kept', async () => {
    renderPage(SHOWN);
    expect(await screen.findByText(/You are shown on 本社 3F · 3F-01/)).toBeInTheDocument();
    expect(screen.getByText(/never where you have been/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'As the company sets it (shown)' })).toBeChecked();
  });

  it('says why nothing is shown, in Japanese too', async () => {
    renderPage({ ...SHOWN, shownOnMaps: false, shown: { state: 'HIDDEN' } }, {}, 'ja');
    expect(await screen.findByText('表示されていません：マップに表示しない設定です。')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'マップに表示しない' })).toBeChecked();
  });

  it('saves the choice to be hidden', async () => {
    const api = renderPage(SHOWN, {
      'POST /settings/location/visibility': () => ({
        ...SHOWN,
        shownOnMaps: false,
        shown: { state: 'HIDDEN' },
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Do not show me on the maps' }));
    expect(await screen.findByText('Not shown: you are hidden from the maps.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/settings/location/visibility')?.body).toEqual({
      shownOnMaps: false,
    });
  });

  it('refuses a MAC address that breaks the rule before asking the server', async () => {
    const api = renderPage(SHOWN);
    const field = await screen.findByRole('textbox', { name: 'Phone MAC address' });
    await userEvent.type(field, '00-11-22-33-44-55');
    await userEvent.click(screen.getByRole('button', { name: 'Save devices' }));
    expect(await screen.findByText('The format is invalid.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/settings/location/devices')).toBe(false);
  });

  it('tells when another person registered the device', async () => {
    renderPage(SHOWN, {
      'POST /settings/location/devices': () => [409, { code: 'DEVICE_ALREADY_REGISTERED', message: 'taken' }],
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'BLE tag ID' }), 'TAG01');
    await userEvent.click(screen.getByRole('button', { name: 'Save devices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another person has already registered');
  });
});
