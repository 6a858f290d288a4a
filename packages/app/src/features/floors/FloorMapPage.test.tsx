import { createKizunaClient } from '@kizuna/api-client';
import type { FloorClients, FloorMap, MapClient } from '@kizuna/api-client/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch } from '../../testing/fakeApiFetch';
import type { FakeAnswer } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { signInForTests } from '../../testing/signInForTests';
import { useCallStore } from '../calls';
import { usePrincipalStore } from '../session';
import { FloorMapPage } from './FloorMapPage';

const yamada: MapClient = {
  userId: 11,
  fullname: '山田 太郎',
  fullnameKana: 'やまだ たろう',
  divisionNames: ['営業部'],
  x: 200,
  y: 150,
  device: 'PC',
  seenAt: '2026-11-27T01:00:00.000Z',
  areaName: '席 12',
};
const sato: MapClient = { ...yamada, userId: 12, fullname: '佐藤 花子', x: 600, y: 400, areaName: null };

function floor(clients: MapClient[], pollingTimeMs = 60): FloorMap {
  return {
    floorId: 5,
    floorType: 'IBASHO',
    floorName: '本社 3F',
    mapSize: { width: 1280, height: 582 },
    imageSource: null,
    message: '',
    clients,
    nodes: [],
    areas: [],
    cursor: '1',
    pollingTimeMs,
  };
}

function changes(extra: Partial<FloorClients>): FloorClients {
  return {
    floorId: 5,
    clients: [],
    removedUserIds: [],
    cursor: '2',
    full: false,
    pollingTimeMs: 60,
    ...extra,
  };
}

function renderPage(routes: Record<string, () => FakeAnswer>, { validateResponses = true } = {}) {
  const api = fakeApiFetch(routes);
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch, validateResponses });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <FloorMapPage floorId={5} />
    </ClientProvider>,
    { path: '/floors/5' },
  );
  return api;
}

/** What screen readers read of the floor's people. */
async function peopleList() {
  return within(await screen.findByRole('list', { name: /People on this floor/ }));
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.restoreAllMocks();
  usePrincipalStore.setState({ principal: null });
});

/** Clicks the marker of a person at map point (`x`, `y`): jsdom has no layout, so the map shows 1:1 at 0,0. */
function clickMarker(x: number, y: number) {
  const map = screen.getByRole('application');
  fireEvent.pointerDown(map, { button: 0, pointerId: 1, clientX: x, clientY: y });
  fireEvent.pointerUp(map, { button: 0, pointerId: 1, clientX: x, clientY: y });
}

describe('FloorMapPage', () => {
  it('follows a move and a departure on the server-given interval', async () => {
    let refreshes = 0;
    renderPage({
      // The first refresh comes after the server's interval, long enough to read the first answer.
      'GET /places/floors/5': () => floor([yamada, sato], 700),
      'GET /places/floors/5/clients': () =>
        ++refreshes === 1
          ? changes({ clients: [{ ...yamada, x: 900, areaName: '会議室 A' }], removedUserIds: [12] })
          : changes({ cursor: String(refreshes + 1) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '本社 3F' })).toBeInTheDocument();
    expect((await peopleList()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '山田 太郎、営業部、席 12',
      '佐藤 花子、営業部',
    ]);
    await waitFor(async () =>
      expect((await peopleList()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        '山田 太郎、営業部、会議室 A',
      ]),
    );
    expect(screen.getByText(/1 people shown/)).toBeInTheDocument();
  });

  it('stops refreshing when automatic updates are turned off', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /places/floors/5': () => floor([yamada]),
      'GET /places/floors/5/clients': () => changes({}),
    });
    await user.click(await screen.findByRole('switch', { name: 'Update positions automatically' }));
    expect(screen.getByRole('status')).toHaveTextContent('Positions are not being updated.');
    const asked = api.calls.filter((call) => call.path.endsWith('/clients')).length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.calls.filter((call) => call.path.endsWith('/clients'))).toHaveLength(asked);
    await user.click(screen.getByRole('switch', { name: 'Update positions automatically' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path.endsWith('/clients')).length).toBeGreaterThan(asked),
    );
  });

  it('says when a refresh failed and keeps the last positions', async () => {
    renderPage({
      'GET /places/floors/5': () => floor([yamada]),
      'GET /places/floors/5/clients': () => [503, { code: 'LOCATION_UNAVAILABLE', message: '' }],
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The location could not be obtained.'),
    );
    expect((await peopleList()).getByText('山田 太郎、営業部、席 12')).toBeInTheDocument();
  });

  it('shows the spec’s message in the map when the floor cannot be loaded', async () => {
    renderPage({ 'GET /places/floors/5': () => [500, { code: 'INTERNAL', message: '' }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The location could not be obtained.');
    expect(screen.getByRole('link', { name: 'All floors' })).toBeInTheDocument();
  });

  it('calls the person’s extension from their card, through the call bar’s line', async () => {
    const user = userEvent.setup();
    signInForTests({ callControlMode: 'CUCM' });
    const api = renderPage(
      {
        'GET /places/floors/5': () => floor([yamada, sato]),
        'GET /places/floors/5/clients': () => changes({}),
        'GET /internalContact/detail/11': () => ({ contactId: 11, userId: 11, extensionNum: '1001' }),
        'POST /pbx/cucmApi/directCall': () => ({}),
      },
      { validateResponses: false },
    );
    await peopleList();
    clickMarker(yamada.x, yamada.y);
    const card = await screen.findByRole('dialog', { name: '山田 太郎' });
    await user.click(await within(card).findByRole('button', { name: 'Call Extension 1001' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Call this number?' });
    expect(confirm).toHaveTextContent('山田 太郎');
    await user.click(within(confirm).getByRole('button', { name: 'Call' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/pbx/cucmApi/directCall')).toEqual([
        { method: 'POST', path: '/pbx/cucmApi/directCall', body: { destination: '1001' } },
      ]),
    );
    // The call bar names whom the line is calling.
    expect(useCallStore.getState().partyNames).toMatchObject({ '1001': '山田 太郎' });
  });

  it('offers no call where the tenant’s phones are not called from Kizuna', async () => {
    signInForTests({ callControlMode: 'VIEW_ONLY' });
    renderPage(
      {
        'GET /places/floors/5': () => floor([yamada]),
        'GET /places/floors/5/clients': () => changes({}),
        'GET /internalContact/detail/11': () => ({ contactId: 11, userId: 11, extensionNum: '1001' }),
      },
      { validateResponses: false },
    );
    await peopleList();
    clickMarker(yamada.x, yamada.y);
    const card = await screen.findByRole('dialog', { name: '山田 太郎' });
    expect(await within(card).findByText('1001')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /1001/ })).not.toBeInTheDocument();
  });
});
